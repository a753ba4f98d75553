import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ChefGroup, ChefStatus } from '../../../../common/chefs.js';

/**
 * A chef of the roster (DECISIONS.md section 8). Their tier is not stored: it follows from
 * yearsExperience (src/common/chefs.ts), so the two can never disagree.
 */
@Entity('chef')
@Index('UQ_chef_email_key', ['emailKey'], { unique: true })
@Index('IDX_chef_name_key', ['nameKey'])
@Index('IDX_chef_years', ['yearsExperience'])
@Index('IDX_chef_status_group', ['status', 'chefGroup'])
@Index('IDX_chef_created', ['createdAt'])
@Index('UQ_chef_calendar_token', ['calendarToken'], { unique: true })
export class Chef {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** searchKey(name): what the admin search and the name sort compare. */
  @Column({ type: 'varchar', length: 200 })
  nameKey!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** searchKey(email): emails are unique without regard to case (UQ_chef_email_key says so). */
  @Column({ type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  photoUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ type: 'varchar', length: 200 })
  specialty!: string;

  /** `group` is an SQL keyword: the column has a name no query has to quote. */
  @Column({ type: 'varchar', length: 20 })
  chefGroup!: ChefGroup;

  @Column({ type: 'integer' })
  yearsExperience!: number;

  @Column({ type: 'boolean' })
  redSeal!: boolean;

  @Column({ type: 'varchar', length: 40, nullable: true })
  redSealNumber!: string | null;

  @Column({ type: 'varchar', length: 400, nullable: true })
  credentials!: string | null;

  /** A JSON array of short texts: always read and written whole, never queried. */
  @Column({ type: 'simple-json' })
  achievements!: string[];

  /** The service types as two flags, so the admin filter is a plain indexed comparison. */
  @Column({ type: 'boolean' })
  inPerson!: boolean;

  @Column({ type: 'boolean' })
  virtual!: boolean;

  @Column({ type: 'integer' })
  hourlyRate!: number;

  @Column({ type: 'boolean' })
  showOnSite!: boolean;

  @Column({ type: 'varchar', length: 10 })
  status!: ChefStatus;

  /** Raised by logout: every earlier cookie of the chef stops working. */
  @Column({ type: 'integer', default: 1 })
  sessionVersion!: number;

  /** The private calendar feed's token, shown in the portal; replacing it revokes the old URL. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  calendarToken!: string | null;

  /** Bookings the admin marked "chef no-show": the chef's reliability record. */
  @Column({ type: 'integer', default: 0 })
  noShows!: number;

  /** The end of a suspension for three strikes (DECISIONS.md section 14); null when not suspended. */
  @Column({ type: Date, nullable: true })
  suspendedUntil!: Date | null;

  /** When the chef appealed the suspension they are under (one appeal each, DECISIONS.md section 24); a new suspension clears it. */
  @Column({ type: Date, nullable: true })
  appealedAt!: Date | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;

  @UpdateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt!: Date;
}
