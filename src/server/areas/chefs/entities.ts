import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { AvailabilitySlot, Weekday } from '../../../common/chefs.js';
import { Chef } from '../../core/db/entities/chef.js';

/** A single-use sign-in link of a chef (DECISIONS.md section 8); only a SHA-256 of the token is stored. */
@Entity('chef_sign_in_token')
@Index('UQ_chef_sign_in_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_chef_sign_in_token_chef', ['chefId'])
export class ChefSignInToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 10 })
  purpose!: 'login' | 'invite';

  @Column({ type: Date })
  expiresAt!: Date;

  @Column({ type: Date, nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** One slot of one weekday that a chef works; a missing row is a slot they do not. */
@Entity('chef_availability')
@Index('IDX_chef_availability_slot', ['weekday', 'slot'])
export class ChefAvailability {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  weekday!: Weekday;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  slot!: AvailabilitySlot;
}

/** Days a chef does not work, from and to inclusive (calendar days in Vancouver). */
@Entity('chef_time_off')
@Index('IDX_chef_time_off_chef', ['chefId', 'fromDate'])
export class ChefTimeOff {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'varchar', length: 10 })
  fromDate!: string;

  @Column({ type: 'varchar', length: 10 })
  toDate!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const chefsEntities = [ChefAvailability, ChefSignInToken, ChefTimeOff];
