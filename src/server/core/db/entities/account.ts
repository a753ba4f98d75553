import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Contact } from './contact.js';

/**
 * A contact's sign-in. The row exists from registration on (so its session version can end
 * the registration cookie too); username and password arrive once, at account setup.
 */
@Entity('account')
@Index('UQ_account_contact', ['contactId'], { unique: true })
@Index('UQ_account_username', ['usernameKey'], { unique: true })
export class Account {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Contact, { onDelete: 'CASCADE' })
  contactId!: number;

  @Column({ type: 'varchar', length: 30, nullable: true })
  username!: string | null;

  /** The username lowercased: usernames are unique without regard to case. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  usernameKey!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash!: string | null;

  /** Raised by logout, password reset and deletion: every older cookie stops working. */
  @Column({ type: 'integer', default: 1 })
  sessionVersion!: number;
}
