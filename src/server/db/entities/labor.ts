import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A business's prepaid hours. usedHours is kept in the same transaction as every booking
 * change, so the admin table can sort and filter by remaining hours without summing bookings.
 */
@Entity('labor_bank')
export class LaborBank {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  businessId!: number;

  @Column({ type: 'integer' })
  totalHours!: number;

  @Column({ type: 'integer' })
  usedHours!: number;
}

/** One line of the ledger: the ledger of a business always sums to its available hours. */
@Entity('labor_transaction')
export class LaborTransaction {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  businessId!: number;

  @Column({ type: 'integer', nullable: true })
  bookingId!: number | null;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  /** Positive adds hours, negative deducts them. */
  @Column({ type: 'integer' })
  hours!: number;

  @CreateDateColumn({ type: Date })
  transactionDate!: Date;
}
