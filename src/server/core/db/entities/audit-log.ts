import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Admin } from './admin.js';

/**
 * What an admin did, kept after the business itself is deleted (businessId has no foreign
 * key on purpose, and businessName keeps the name readable).
 */
@Entity('audit_log')
@Index('IDX_audit_log_business', ['businessId', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Admin, { onDelete: 'SET NULL' })
  adminId!: number | null;

  @Column({ type: 'integer', nullable: true })
  businessId!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName!: string | null;

  @Column({ type: 'varchar', length: 50 })
  action!: string;

  @Column({ type: 'text' })
  detail!: string;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}
