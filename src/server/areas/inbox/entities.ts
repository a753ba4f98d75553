import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

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

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const inboxEntities = [NewsletterSubscription];
