import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('business')
@Index('IDX_business_name', ['businessName'])
@Index('IDX_business_city', ['city'])
@Index('IDX_business_created', ['createdAt'])
@Index('IDX_business_name_key', ['businessNameKey'])
@Index('IDX_business_city_key', ['cityKey'])
export class Business {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  businessName!: string;

  @Column({ type: 'varchar', length: 40 })
  businessType!: string;

  @Column({ type: 'varchar', length: 200 })
  businessAddress!: string;

  @Column({ type: 'varchar', length: 200 })
  city!: string;

  /** searchKey(businessName) and searchKey(city): what the admin search and sorts compare. */
  @Column({ type: 'varchar', length: 200, default: '' })
  businessNameKey!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  cityKey!: string;

  @Column({ type: 'varchar', length: 2 })
  state!: string;

  @Column({ type: 'varchar', length: 20 })
  zipCode!: string;

  @Column({ type: 'varchar', length: 10 })
  employeeCount!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;

  /**
   * When the admin deleted the business (DECISIONS.md section 24): from then on it is hidden
   * from every screen and path, but its row stays for the orders, invoices and ledger that
   * name it. Null while it is open.
   */
  @Column({ type: Date, nullable: true })
  closedAt!: Date | null;
}
