import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Offers of a booking to chefs (DECISIONS.md section 9): open until accepted, declined,
 * expired (12 hours, or the booking's start), filled by another chef's accept, or withdrawn
 * when the booking is canceled or moved.
 */
export class Offers1764330000000 implements MigrationInterface {
  name = 'Offers1764330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const references = (table: string, column: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.createTable(
      new Table({
        name: 'offer',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'bookingId', type: 'integer' },
          { name: 'chefId', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'expiresAt', type: timestamp },
          { name: 'createdAt', type: timestamp, default: now },
          { name: 'updatedAt', type: timestamp, default: now },
        ],
        foreignKeys: [references('booking', 'bookingId'), references('chef', 'chefId')],
        indices: [
          // "Is this booking offered?" (dashboard, board) and "close its other offers" (accept).
          new TableIndex({ name: 'IDX_offer_booking_status', columnNames: ['bookingId', 'status'] }),
          // A chef's open offers in the portal.
          new TableIndex({ name: 'IDX_offer_chef_status', columnNames: ['chefId', 'status'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('offer');
  }
}
