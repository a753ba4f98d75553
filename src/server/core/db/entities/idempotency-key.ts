import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from './business.js';

/**
 * The first answer to a business's POST /api/bookings or /api/billing/orders that carried an Idempotency-Key
 * (DECISIONS.md section 6): a repeat within 24 hours gets it again instead of a second booking.
 * The unique (businessId, key) makes "books once" a constraint, not a hope.
 */
@Entity('idempotency_key')
@Index('UQ_idempotency_key_business_key', ['businessId', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 200 })
  key!: string;

  /** SHA-256 of the request as parsed: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  requestHash!: string;

  /** The JSON answered the first time. */
  @Column({ type: 'text' })
  response!: string;

  /** Set from the services' clock, so expiry follows the same time as everything else. */
  @Column({ type: Date })
  createdAt!: Date;
}
