import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { vancouverToday } from '../src/common/vancouver-time.js';

interface NumberedOrder {
  id: number;
  at: Date | string;
}

/** A timestamp as either engine reads it back: SQLite's text is UTC without a zone ("2026-11-20 19:00:00.000"). */
function instant(at: Date | string): Date {
  return at instanceof Date ? at : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? at : `${at.replace(' ', 'T')}Z`);
}

/**
 * Money's paper trail (DECISIONS.md section 23): a refund gets a credit note (CN-YYYY-NNNNNN)
 * with its reason and the admin who made it, a payment its receipt (RC-YYYY-NNNNNN) with the
 * day it was received, its method and the admin who recorded it, and invoices a due date (the
 * payment terms, an admin setting, copied on each order).
 * The invoices' yearly counter becomes one counter per series and year, so the three kinds of
 * document are numbered by the same locked UPDATE. Orders already paid or refunded get their
 * receipt and credit note numbers here, in the order they were paid and refunded.
 */
export class MoneyPaperTrail1764530000070 implements MigrationInterface {
  name = 'MoneyPaperTrail1764530000070';

  async up(queryRunner: QueryRunner): Promise<void> {
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);

    await queryRunner.createTable(
      new Table({
        name: 'document_counter',
        columns: [
          { name: 'series', type: 'varchar', length: '4', isPrimary: true },
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer' },
        ],
      }),
    );
    await queryRunner.query(`INSERT INTO document_counter (series, year, "lastNumber") SELECT 'INV', year, "lastNumber" FROM invoice_counter`);
    await queryRunner.dropTable('invoice_counter');

    await queryRunner.addColumns('billing_order', [
      new TableColumn({ name: 'paymentMethod', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'paymentReceivedOn', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'paymentRecordedBy', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'receiptNumber', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'refundReason', type: 'text', isNullable: true }),
      new TableColumn({ name: 'refundedBy', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'creditNoteNumber', type: 'varchar', length: '20', isNullable: true }),
      // The terms an order was invoiced with, as its PST rate: a later change of the setting leaves its due date as it was.
      new TableColumn({ name: 'paymentTermsDays', type: 'integer', default: 14 }),
    ]);
    await queryRunner.createIndex('billing_order', new TableIndex({ name: 'UQ_billing_order_receipt', columnNames: ['receiptNumber'], isUnique: true }));
    await queryRunner.createIndex('billing_order', new TableIndex({ name: 'UQ_billing_order_credit_note', columnNames: ['creditNoteNumber'], isUnique: true }));
    await queryRunner.addColumn('billing_settings', new TableColumn({ name: 'paymentTermsDays', type: 'integer', default: 14 }));

    const counters = new Map<string, number>();
    const nextNumber = (series: string, at: Date | string): string => {
      const year = vancouverToday(instant(at)).slice(0, 4);
      const last = (counters.get(`${series}-${year}`) ?? 0) + 1;
      counters.set(`${series}-${year}`, last);
      return `${series}-${year}-${String(last).padStart(6, '0')}`;
    };
    const paid = (await queryRunner.query(`SELECT id, "paidAt" AS at FROM billing_order WHERE "paidAt" IS NOT NULL ORDER BY "paidAt", id`)) as NumberedOrder[];
    for (const order of paid) {
      // A card payment was received the day it was made; an invoice's, as far as is known, the day it was recorded.
      await queryRunner.query(
        `UPDATE billing_order SET "receiptNumber" = ${parameter(0)}, "paymentReceivedOn" = ${parameter(1)}, "paymentMethod" = CASE WHEN provider = 'stripe' THEN 'card' ELSE 'other' END WHERE id = ${parameter(2)}`,
        [nextNumber('RC', order.at), vancouverToday(instant(order.at)), order.id],
      );
    }
    const refunded = (await queryRunner.query(`SELECT id, "refundedAt" AS at FROM billing_order WHERE status = 'refunded' AND "refundedAt" IS NOT NULL ORDER BY "refundedAt", id`)) as NumberedOrder[];
    for (const order of refunded) {
      await queryRunner.query(`UPDATE billing_order SET "creditNoteNumber" = ${parameter(0)} WHERE id = ${parameter(1)}`, [nextNumber('CN', order.at), order.id]);
    }
    for (const [key, lastNumber] of counters) {
      const [series, year] = key.split('-');
      await queryRunner.query(`INSERT INTO document_counter (series, year, "lastNumber") VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)})`, [series, Number(year), lastNumber]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('billing_settings', 'paymentTermsDays');
    await queryRunner.dropIndex('billing_order', 'UQ_billing_order_credit_note');
    await queryRunner.dropIndex('billing_order', 'UQ_billing_order_receipt');
    for (const column of ['paymentTermsDays', 'creditNoteNumber', 'refundedBy', 'refundReason', 'receiptNumber', 'paymentRecordedBy', 'paymentReceivedOn', 'paymentMethod']) await queryRunner.dropColumn('billing_order', column);
    await queryRunner.createTable(
      new Table({
        name: 'invoice_counter',
        columns: [
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer' },
        ],
      }),
    );
    await queryRunner.query(`INSERT INTO invoice_counter (year, "lastNumber") SELECT year, "lastNumber" FROM document_counter WHERE series = 'INV'`);
    await queryRunner.dropTable('document_counter');
  }
}
