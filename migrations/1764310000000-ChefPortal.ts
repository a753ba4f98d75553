import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the chef portal of DECISIONS.md section 8 stores: the chef's session version and
 * calendar feed token, single-use sign-in links (only a hash of each token), the weekly
 * availability and time off.
 */
export class ChefPortal1764310000000 implements MigrationInterface {
  name = 'ChefPortal1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const chefId = () => new TableForeignKey({ columnNames: ['chefId'], referencedTableName: 'chef', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.addColumns('chef', [
      // Raised by logout: every earlier cookie of the chef stops working.
      new TableColumn({ name: 'sessionVersion', type: 'integer', default: 1 }),
      // The private iCalendar feed's token: shown to the chef in the portal, so kept as is; replacing it revokes the old URL.
      new TableColumn({ name: 'calendarToken', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await queryRunner.createIndex('chef', new TableIndex({ name: 'UQ_chef_calendar_token', columnNames: ['calendarToken'], isUnique: true }));

    await queryRunner.createTable(
      new Table({
        name: 'chef_sign_in_token',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          // 'login' (15 minutes) or 'invite' (7 days).
          { name: 'purpose', type: 'varchar', length: '10' },
          { name: 'expiresAt', type: timestamp },
          { name: 'usedAt', type: timestamp, isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [chefId()],
        indices: [
          new TableIndex({ name: 'UQ_chef_sign_in_token_hash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_chef_sign_in_token_chef', columnNames: ['chefId'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'chef_availability',
        columns: [
          { name: 'chefId', type: 'integer', isPrimary: true },
          { name: 'weekday', type: 'varchar', length: '10', isPrimary: true },
          { name: 'slot', type: 'varchar', length: '10', isPrimary: true },
        ],
        foreignKeys: [chefId()],
        // Staffing asks "who works Tuesday evenings?".
        indices: [new TableIndex({ name: 'IDX_chef_availability_slot', columnNames: ['weekday', 'slot'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'chef_time_off',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'fromDate', type: 'varchar', length: '10' },
          { name: 'toDate', type: 'varchar', length: '10' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [chefId()],
        indices: [new TableIndex({ name: 'IDX_chef_time_off_chef', columnNames: ['chefId', 'fromDate'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('chef_time_off');
    await queryRunner.dropTable('chef_availability');
    await queryRunner.dropTable('chef_sign_in_token');
    await queryRunner.dropIndex('chef', 'UQ_chef_calendar_token');
    await queryRunner.dropColumn('chef', 'calendarToken');
    await queryRunner.dropColumn('chef', 'sessionVersion');
  }
}
