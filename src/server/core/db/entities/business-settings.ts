import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { Business } from './business.js';

/** A business's notification settings; a business without a row has the defaults (email on, SMS off). */
@Entity('business_settings')
export class BusinessSettings {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'boolean', default: () => 'true' })
  emailNotifications!: boolean;

  @Column({ type: 'boolean', default: () => 'false' })
  smsReminders!: boolean;
}
