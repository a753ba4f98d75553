import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('business')
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

  @CreateDateColumn({ type: Date })
  createdAt!: Date;
}
