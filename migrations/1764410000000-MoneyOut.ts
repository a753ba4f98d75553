import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Money out (DECISIONS.md section 13): the rate an assignment was made at (existing ones get
 * their chef's rate of today, the best record there is), each chef's balance and ledger, the
 * payouts that settle it, and the tax details a chef gives.
 */
export class MoneyOut1764410000000 implements MigrationInterface {
  name = 'MoneyOut1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const chefKey = new TableForeignKey({ columnNames: ['chefId'], referencedTableName: 'chef', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.addColumn('assignment', new TableColumn({ name: 'hourlyRateCents', type: 'integer', default: 0 }));
    await queryRunner.query('UPDATE assignment SET "hourlyRateCents" = (SELECT chef."hourlyRate" * 100 FROM chef WHERE chef.id = assignment."chefId")');

    await queryRunner.addColumns('chef', [
      // The sum of the chef's ledger lines, kept in the same transaction as each line.
      new TableColumn({ name: 'balanceCents', type: 'integer', default: 0 }),
      new TableColumn({ name: 'legalName', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'mailingAddress', type: 'text', isNullable: true }),
      // A GST-registered chef is paid GST 5% on top of each payout.
      new TableColumn({ name: 'gstNumber', type: 'varchar', length: '40', isNullable: true }),
      // SIN or business number, AES-256-GCM under PII_KEY; its last two digits for the masked view.
      new TableColumn({ name: 'taxIdCiphertext', type: 'text', isNullable: true }),
      new TableColumn({ name: 'taxIdLastDigits', type: 'varchar', length: '2', isNullable: true }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'payout',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'through', type: 'varchar', length: '10' },
          { name: 'amountCents', type: 'integer' },
          { name: 'gstCents', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'reference', type: 'varchar', length: '200', isNullable: true },
          { name: 'failure', type: 'text', isNullable: true },
          { name: 'paidAt', type: timestamp, isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [chefKey],
        indices: [
          new TableIndex({ name: 'IDX_payout_status', columnNames: ['status', 'id'] }),
          new TableIndex({ name: 'IDX_payout_chef', columnNames: ['chefId', 'id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'chef_ledger_line',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'amountCents', type: 'integer' },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'bookingId', type: 'integer', isNullable: true },
          // The payout that paid this line out (for a payout's own line: that payout).
          { name: 'payoutId', type: 'integer', isNullable: true },
          { name: 'createdAt', type: timestamp },
        ],
        foreignKeys: [
          chefKey,
          new TableForeignKey({ columnNames: ['bookingId'], referencedTableName: 'booking', referencedColumnNames: ['id'], onDelete: 'SET NULL' }),
          new TableForeignKey({ columnNames: ['payoutId'], referencedTableName: 'payout', referencedColumnNames: ['id'], onDelete: 'SET NULL' }),
        ],
        indices: [
          // A booking earns its chef once, and a late cancellation pays once.
          new TableIndex({ name: 'UQ_chef_ledger_line_booking_kind', columnNames: ['bookingId', 'kind'], isUnique: true }),
          // The chef's lines, newest first; a run's unpaid lines.
          new TableIndex({ name: 'IDX_chef_ledger_line_chef', columnNames: ['chefId', 'id'] }),
          new TableIndex({ name: 'IDX_chef_ledger_line_unpaid', columnNames: ['payoutId', 'createdAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('chef_ledger_line');
    await queryRunner.dropTable('payout');
    for (const column of ['taxIdLastDigits', 'taxIdCiphertext', 'gstNumber', 'mailingAddress', 'legalName', 'balanceCents']) await queryRunner.dropColumn('chef', column);
    await queryRunner.dropColumn('assignment', 'hourlyRateCents');
  }
}
