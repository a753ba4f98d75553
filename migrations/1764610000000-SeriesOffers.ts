import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Offering a standing booking to a chef at once (DECISIONS.md section 20): a series offer is
 * one card for the chef, and each of its sessions is offered by an ordinary offer that names
 * it, so a session's staffing, its first accept and its expiry stay those of any booking.
 */
export class SeriesOffers1764610000000 implements MigrationInterface {
  name = 'SeriesOffers1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const references = (table: string, column: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });
    await queryRunner.createTable(
      new Table({
        name: 'series_offer',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'seriesId', type: 'integer' },
          { name: 'chefId', type: 'integer' },
          { name: 'expiresAt', type: timestamp },
          { name: 'createdAt', type: timestamp, default: postgres ? 'now()' : 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [references('booking_series', 'seriesId'), references('chef', 'chefId')],
        // A chef's series offers in the portal.
        indices: [new TableIndex({ name: 'IDX_series_offer_chef', columnNames: ['chefId', 'expiresAt'] })],
      }),
    );
    await queryRunner.addColumn('offer', new TableColumn({ name: 'seriesOfferId', type: 'integer', isNullable: true }));
    await queryRunner.createForeignKey('offer', references('series_offer', 'seriesOfferId'));
    // A series offer's sessions: its card, its accept and its decline.
    await queryRunner.createIndex('offer', new TableIndex({ name: 'IDX_offer_series_offer', columnNames: ['seriesOfferId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('offer', 'IDX_offer_series_offer');
    const offer = await queryRunner.getTable('offer');
    const toSeriesOffer = offer?.foreignKeys.find((key) => key.columnNames.includes('seriesOfferId'));
    if (toSeriesOffer) await queryRunner.dropForeignKey('offer', toSeriesOffer);
    await queryRunner.dropColumn('offer', 'seriesOfferId');
    await queryRunner.dropTable('series_offer');
  }
}
