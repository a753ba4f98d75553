import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When a member last entered their business moves off the member's row into the accounts area's
 * own table, since signing in (accounts) is what writes it; each time already stamped is copied
 * as it is. The column goes with plain ALTER TABLE on both engines, so SQLite never rebuilds the
 * member table.
 */
export class MemberSignIns1764620000001 implements MigrationInterface {
  name = 'MemberSignIns1764620000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'member_sign_in',
        columns: [
          { name: 'memberId', type: 'integer', isPrimary: true },
          { name: 'lastSignInAt', type: timestamp },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['memberId'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );
    await queryRunner.query('INSERT INTO member_sign_in ("memberId", "lastSignInAt") SELECT id, "lastSignInAt" FROM member WHERE "lastSignInAt" IS NOT NULL');
    await queryRunner.query('ALTER TABLE member DROP COLUMN "lastSignInAt"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.query(`ALTER TABLE member ADD COLUMN "lastSignInAt" ${timestamp}`);
    await queryRunner.query('UPDATE member SET "lastSignInAt" = (SELECT signIn."lastSignInAt" FROM member_sign_in signIn WHERE signIn."memberId" = member.id)');
    await queryRunner.dropTable('member_sign_in');
  }
}
