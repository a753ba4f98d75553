import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { searchKey } from '../src/common/search.js';

/**
 * The admin table searches and sorts businesses by name and city without regard to case,
 * right for non-ASCII names too: the keys are computed in the application (src/common/search.ts)
 * and stored beside the names, so both engines compare the same text.
 */
export class BusinessSearchKeys1764060000000 implements MigrationInterface {
  name = 'BusinessSearchKeys1764060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('business', [
      new TableColumn({ name: 'businessNameKey', type: 'varchar', length: '200', default: "''" }),
      new TableColumn({ name: 'cityKey', type: 'varchar', length: '200', default: "''" }),
    ]);
    const rows = (await queryRunner.query('SELECT id, "businessName", city FROM business')) as { id: number; businessName: string; city: string }[];
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    const update = `UPDATE business SET "businessNameKey" = ${parameter(0)}, "cityKey" = ${parameter(1)} WHERE id = ${parameter(2)}`;
    for (const row of rows) await queryRunner.query(update, [searchKey(row.businessName), searchKey(row.city), row.id]);
    await queryRunner.createIndices('business', [
      new TableIndex({ name: 'IDX_business_name_key', columnNames: ['businessNameKey'] }),
      new TableIndex({ name: 'IDX_business_city_key', columnNames: ['cityKey'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('business', 'IDX_business_city_key');
    await queryRunner.dropIndex('business', 'IDX_business_name_key');
    await queryRunner.dropColumn('business', 'cityKey');
    await queryRunner.dropColumn('business', 'businessNameKey');
  }
}
