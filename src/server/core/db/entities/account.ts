import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Contact } from './contact.js';

/**
 * A person's sign-in. A registering contact's row exists from registration on (so its session
 * version can end the registration cookie too), its username and password arriving once, at
 * account setup; a person who joins a team by invitation has one with no contact
 * (DECISIONS.md section 18).
 */
@Entity('account')
@Index('UQ_account_contact', ['contactId'], { unique: true })
@Index('UQ_account_username', ['usernameKey'], { unique: true })
export class Account {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Contact, { onDelete: 'CASCADE' })
  contactId!: number | null;

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
