import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Invitations to a business's team (DECISIONS.md section 18): each a single-use link valid 7
 * days, kept as the SHA-256 of its token, voided by a newer one to the same member. A person who
 * joins by invitation has a sign-in of their own without being the contact of any business, so
 * an account's contact becomes optional.
 */
export class Invitations1764600000001 implements MigrationInterface {
  name = 'Invitations1764600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const account = (await queryRunner.getTable('account'))!;
    const contactId = account.findColumnByName('contactId')!;
    const optional = contactId.clone();
    optional.isNullable = true;
    await queryRunner.changeColumn(account, contactId, optional);
    await queryRunner.createTable(
      new Table({
        name: 'member_invitation',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'memberId', type: 'integer' },
          { name: 'businessId', type: 'integer' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'invitedBy', type: 'varchar', length: '401' },
          { name: 'sentAt', type: timestamp },
          { name: 'expiresAt', type: timestamp },
          { name: 'usedAt', type: timestamp, isNullable: true },
          { name: 'voidedAt', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['memberId'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_member_invitation_token', columnNames: ['tokenHash'], isUnique: true }),
          // The day's invitations of a business, for its limit of 50.
          new TableIndex({ name: 'IDX_member_invitation_business', columnNames: ['businessId', 'sentAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('member_invitation');
    await queryRunner.query('DELETE FROM member WHERE "accountId" IN (SELECT id FROM account WHERE "contactId" IS NULL)');
    await queryRunner.query('DELETE FROM account WHERE "contactId" IS NULL');
    const account = (await queryRunner.getTable('account'))!;
    const contactId = account.findColumnByName('contactId')!;
    const required = contactId.clone();
    required.isNullable = false;
    await queryRunner.changeColumn(account, contactId, required);
  }
}
