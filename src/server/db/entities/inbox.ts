import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HoursRequestStatus } from '../../../common/constants.js';

@Entity('hours_request')
export class HoursRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
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

  @CreateDateColumn({ type: Date })
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  decidedAt!: Date | null;
}

@Entity('contact_message')
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

  @CreateDateColumn({ type: Date })
  createdAt!: Date;
}

@Entity('newsletter_subscription')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Lowercased: one subscription per address, however it was typed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ type: Date })
  createdAt!: Date;
}
