import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The packs on sale when buying hours opened (DECISIONS.md section 12); the admin manages them from then on. */
const FIRST_PACKS = [
  { name: 'Starter', hours: 10, priceCents: 79_000 },
  { name: 'Kitchen', hours: 40, priceCents: 296_000 },
  { name: 'Group', hours: 100, priceCents: 690_000 },
];

const FIRST_PAYMENT_INSTRUCTIONS =
  'Pay by e-Transfer to billing@chefconnect.ca or by cheque to ChefConnect, quoting the invoice number. Payment is due within 14 days.';

/**
 * Money in (DECISIONS.md section 12): hour packs (seeded once, here), orders numbered
 * INV-YYYY-NNNNNN by a yearly counter, the payment provider's events already handled, the
 * admin's billing settings, and each labor bank's low-balance alert.
 */
export class MoneyIn1764400000000 implements MigrationInterface {
  name = 'MoneyIn1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);

    await queryRunner.createTable(
      new Table({
        name: 'hour_pack',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'hours', type: 'integer' },
          { name: 'priceCents', type: 'integer' },
          { name: 'active', type: 'boolean', default: 'true' },
          { name: 'createdAt', type: timestamp, default: now },
        ],
      }),
    );
    for (const pack of FIRST_PACKS) {
      await queryRunner.query(`INSERT INTO hour_pack (name, hours, "priceCents") VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)})`, [pack.name, pack.hours, pack.priceCents]);
    }

    await queryRunner.createTable(
      new Table({
        name: 'billing_order',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'number', type: 'varchar', length: '20' },
          { name: 'businessId', type: 'integer' },
          { name: 'packId', type: 'integer' },
          { name: 'packName', type: 'varchar', length: '100' },
          { name: 'hours', type: 'integer' },
          { name: 'subtotalCents', type: 'integer' },
          { name: 'gstCents', type: 'integer' },
          { name: 'pstCents', type: 'integer' },
          { name: 'pstBasisPoints', type: 'integer' },
          { name: 'totalCents', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'provider', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'checkoutSessionId', type: 'varchar', length: '255', isNullable: true },
          { name: 'checkoutUrl', type: 'text', isNullable: true },
          { name: 'paymentIntentId', type: 'varchar', length: '255', isNullable: true },
          { name: 'paymentReference', type: 'varchar', length: '200', isNullable: true },
          { name: 'createdAt', type: timestamp },
          { name: 'paidAt', type: timestamp, isNullable: true },
          { name: 'refundedAt', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
          // No cascade: an ordered pack is never deleted.
          new TableForeignKey({ columnNames: ['packId'], referencedTableName: 'hour_pack', referencedColumnNames: ['id'] }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_billing_order_number', columnNames: ['number'], isUnique: true }),
          // A webhook finds its order by the checkout session; two orders never share one.
          new TableIndex({ name: 'UQ_billing_order_checkout_session', columnNames: ['checkoutSessionId'], isUnique: true }),
          // A business's purchases, newest first.
          new TableIndex({ name: 'IDX_billing_order_business', columnNames: ['businessId', 'id'] }),
          // The admin's orders filtered by status and dates.
          new TableIndex({ name: 'IDX_billing_order_status', columnNames: ['status', 'createdAt'] }),
          // A refund's event names the payment intent.
          new TableIndex({ name: 'IDX_billing_order_payment_intent', columnNames: ['paymentIntentId'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'invoice_counter',
        columns: [
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'payment_event',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'receivedAt', type: timestamp, default: now },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'billing_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'pstBasisPoints', type: 'integer', default: 0 },
          { name: 'paymentInstructions', type: 'text' },
        ],
      }),
    );
    await queryRunner.query(`INSERT INTO billing_settings (id, "paymentInstructions") VALUES (1, ${parameter(0)})`, [FIRST_PAYMENT_INSTRUCTIONS]);

    await queryRunner.addColumn('labor_bank', new TableColumn({ name: 'lowBalanceHours', type: 'integer', default: 5 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('labor_bank', 'lowBalanceHours');
    await queryRunner.dropTable('billing_settings');
    await queryRunner.dropTable('payment_event');
    await queryRunner.dropTable('invoice_counter');
    await queryRunner.dropTable('billing_order');
    await queryRunner.dropTable('hour_pack');
  }
}
