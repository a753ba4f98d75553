import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How many times something was counted for one key (a username, an address, an email) in one
 * fixed window: the throttles of DECISIONS.md sections 2 and 11, shared by every process.
 */
@Entity('request_counter')
@Index('IDX_request_counter_window', ['windowStart'])
export class RequestCounter {
  @PrimaryColumn({ type: 'varchar', length: 320 })
  key!: string;

  @PrimaryColumn({ type: Date })
  windowStart!: Date;

  @Column({ type: 'integer' })
  count!: number;
}
