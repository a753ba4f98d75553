import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One open appeal per suspension (DECISIONS.md section 24): when the chef appealed the suspension
 * they are under, claimed by a conditional UPDATE so that appeals sent at once leave one.
 */
export class SuspensionAppeals1764450000000 implements MigrationInterface {
  name = 'SuspensionAppeals1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.addColumn('chef', new TableColumn({ name: 'appealedAt', type: timestamp, isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chef', 'appealedAt');
  }
}
