import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { AvailabilitySlot } from '../../../common/chefs.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Chef } from '../../core/db/entities/chef.js';

/**
 * One slot of one day that an assignment holds its chef for. The primary key is the rule that
 * a chef is never in two places at once; an all-day booking holds all three slots.
 */
@Entity('assignment_slot')
@Index('IDX_assignment_slot_assignment', ['assignmentId'])
export class AssignmentSlot {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  bookingDate!: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  slot!: AvailabilitySlot;

  @Column({ type: 'integer' })
  @ForeignKey(() => Assignment, { onDelete: 'CASCADE' })
  assignmentId!: number;
}

/** The tables only this area reads and writes. */
export const assignmentsEntities = [AssignmentSlot];
