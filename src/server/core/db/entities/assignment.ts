import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OfferStatus } from '../../../../common/chefs.js';
import { Booking, BookingSeries } from './booking.js';
import { Chef } from './chef.js';

/** The chef who works a booking: at most one per booking (UQ_assignment_booking). */
@Entity('assignment')
@Index('UQ_assignment_booking', ['bookingId'], { unique: true })
@Index('IDX_assignment_chef', ['chefId'])
export class Assignment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Booking, { onDelete: 'CASCADE' })
  bookingId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** The chef's rate when assigned, in cents an hour: what the session earns, whatever the rate becomes. */
  @Column({ type: 'integer', default: 0 })
  hourlyRateCents!: number;

  /** When the chef confirmed they will come (DECISIONS.md section 14); null until they do. */
  @Column({ type: Date, nullable: true })
  confirmedAt!: Date | null;

  /** When the 12-hour check found it unconfirmed: the missed confirmation, counted once. */
  @Column({ type: Date, nullable: true })
  confirmationMissedAt!: Date | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/**
 * A standing booking offered to one chef at once (DECISIONS.md section 20): the chef's one card.
 * Each of its sessions is offered by an Offer naming it, so each session is staffed as any booking.
 */
@Entity('series_offer')
@Index('IDX_series_offer_chef', ['chefId', 'expiresAt'])
export class SeriesOffer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => BookingSeries, { onDelete: 'CASCADE' })
  seriesId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** 12 hours after it was made; each session's own offer may close sooner, at the session's start. */
  @Column({ type: Date })
  expiresAt!: Date;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** An offer of a booking to one chef; the first accept of a booking's offers wins (DECISIONS.md section 9). */
@Entity('offer')
@Index('IDX_offer_booking_status', ['bookingId', 'status'])
@Index('IDX_offer_chef_status', ['chefId', 'status'])
@Index('IDX_offer_series_offer', ['seriesOfferId'])
export class Offer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Booking, { onDelete: 'CASCADE' })
  bookingId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: OfferStatus;

  /** The series offer this session's offer is part of; null for a booking offered alone. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => SeriesOffer, { onDelete: 'CASCADE' })
  seriesOfferId!: number | null;

  @Column({ type: Date })
  expiresAt!: Date;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;

  @UpdateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt!: Date;
}
