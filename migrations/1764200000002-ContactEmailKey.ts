import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { emailKey } from '../src/common/search.js';

/**
 * Registration refuses an email that already has a business (DECISIONS.md section 11), compared
 * under emailKey(). An index, not a unique one: databases registered before the rule may hold
 * one address twice, and a unique index would stop this migration there. Registration checks
 * and inserts under a name lock instead (services/registration.ts).
 */
export class ContactEmailKey1764200000002 implements MigrationInterface {
  name = 'ContactEmailKey1764200000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('contact', new TableColumn({ name: 'emailKey', type: 'varchar', length: '254', default: "''" }));
    const rows = (await queryRunner.query('SELECT id, email FROM contact')) as { id: number; email: string }[];
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    const update = `UPDATE contact SET "emailKey" = ${parameter(0)} WHERE id = ${parameter(1)}`;
    for (const row of rows) await queryRunner.query(update, [emailKey(row.email), row.id]);
    await queryRunner.createIndex('contact', new TableIndex({ name: 'IDX_contact_email_key', columnNames: ['emailKey'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('contact', 'IDX_contact_email_key');
    await queryRunner.dropColumn('contact', 'emailKey');
  }
}
