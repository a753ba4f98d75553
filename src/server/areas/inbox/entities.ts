import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { HoursRequestStatus } from '../../../common/constants.js';
import { Business } from '../../core/db/entities/business.js';

@Entity('newsletter_subscription')
@Index('UQ_newsletter_email', ['email'], { unique: true })
export class NewsletterSubscription {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Lowercased: one subscription per address, however it was typed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

@Entity('hours_request')
@Index('IDX_hours_request_business', ['businessId'])
@Index('IDX_hours_request_status', ['status', 'createdAt'])
export class HoursRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 401 })
  contactName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40 })
  phone!: string;

  @Column({ type: 'integer' })
  hoursNeeded!: number;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: HoursRequestStatus;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  decidedAt!: Date | null;
}

@Entity('contact_message')
@Index('IDX_contact_message_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 20 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const inboxEntities = [ContactMessage, HoursRequest, NewsletterSubscription];
