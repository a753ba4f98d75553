import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The person who registered a business and signs in for it. */
@Entity('contact')
export class Contact {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  businessId!: number;

  @Column({ type: 'varchar', length: 200 })
  firstName!: string;

  @Column({ type: 'varchar', length: 200 })
  lastName!: string;

  @Column({ type: 'varchar', length: 200 })
  jobTitle!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40 })
  phone!: string;

  @Column({ type: 'varchar', length: 10 })
  preferredContact!: string;

  @Column({ type: 'boolean' })
  newsletter!: boolean;
}
