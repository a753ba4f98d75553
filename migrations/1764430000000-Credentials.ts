import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Credentials (DECISIONS.md section 14): each chef's certificates, policies and checks with
 * their documents, the admin's review, the expiry reminder sent; and the admin's staffing
 * settings, whose "in-person needs FOODSAFE" starts off. A document's bytes are in the database
 * so every host serves them: bytea on PostgreSQL, blob on SQLite, in credential_document, a
 * table without an entity (TypeORM has no binary column type that both engines accept), read
 * and written by the credentials area's statements.
 */
export class Credentials1764430000000 implements MigrationInterface {
  name = 'Credentials1764430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';

    await queryRunner.createTable(
      new Table({
        name: 'credential',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'number', type: 'varchar', length: '60' },
          { name: 'issuedOn', type: 'varchar', length: '10' },
          { name: 'expiresOn', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'documentName', type: 'varchar', length: '255', isNullable: true },
          { name: 'documentType', type: 'varchar', length: '20', isNullable: true },
          { name: 'documentSize', type: 'integer', isNullable: true },
          { name: 'rejectionReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'reviewedAt', type: timestamp, isNullable: true },
          { name: 'reviewedByAdminId', type: 'integer', isNullable: true },
          { name: 'remindedDaysBefore', type: 'integer', isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['chefId'], referencedTableName: 'chef', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['reviewedByAdminId'], referencedTableName: 'admin', referencedColumnNames: ['id'], onDelete: 'SET NULL' }),
        ],
        indices: [
          // A chef's own list, and the admin's queue by status.
          new TableIndex({ name: 'IDX_credential_chef', columnNames: ['chefId', 'id'] }),
          new TableIndex({ name: 'IDX_credential_status', columnNames: ['status', 'id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'credential_document',
        columns: [
          { name: 'credentialId', type: 'integer', isPrimary: true },
          { name: 'bytes', type: postgres ? 'bytea' : 'blob' },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['credentialId'], referencedTableName: 'credential', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'staffing_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'inPersonNeedsFoodsafe', type: 'boolean', default: 'false' },
        ],
      }),
    );
    await queryRunner.query('INSERT INTO staffing_settings (id) VALUES (1)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('staffing_settings');
    await queryRunner.dropTable('credential_document');
    await queryRunner.dropTable('credential');
  }
}
