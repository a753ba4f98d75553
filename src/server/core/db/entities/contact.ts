import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from './business.js';

/** The person who registered a business and signs in for it. */
@Entity('contact')
@Index('IDX_contact_business', ['businessId'])
@Index('IDX_contact_email', ['email'])
@Index('IDX_contact_email_key', ['emailKey'])
@Index('IDX_contact_erased_email', ['erasedEmailHash'])
export class Contact {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 200 })
  firstName!: string;

  @Column({ type: 'varchar', length: 200 })
  lastName!: string;

  @Column({ type: 'varchar', length: 200 })
  jobTitle!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** emailKey(email): complimentary hours go once per address, whatever its case and spacing. */
  @Column({ type: 'varchar', length: 254, default: '' })
  emailKey!: string;

  /**
   * Once the contact is erased (DECISIONS.md section 21), the SHA-256 (hex) of the emailKey it
   * had and no longer the email: registering with that email again is refused. Null before.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  erasedEmailHash!: string | null;

  @Column({ type: 'varchar', length: 40 })
  phone!: string;

  @Column({ type: 'varchar', length: 10 })
  preferredContact!: string;

  @Column({ type: 'boolean', default: () => 'false' })
  newsletter!: boolean;
}
