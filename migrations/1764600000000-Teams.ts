import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A business is many people (DECISIONS.md section 18): each is a member with a role. Nothing is
 * lost: every business's registering contact becomes its owner, signing in with the same
 * username and password (their account is the same row); a contact who never set up an
 * account is an owner who sets one up as before.
 */
export class Teams1764600000000 implements MigrationInterface {
  name = 'Teams1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'member',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'accountId', type: 'integer', isNullable: true },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'firstName', type: 'varchar', length: '200', default: "''" },
          { name: 'lastName', type: 'varchar', length: '200', default: "''" },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'emailKey', type: 'varchar', length: '254' },
          { name: 'invitedAt', type: timestamp, isNullable: true },
          { name: 'lastSignInAt', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['accountId'], referencedTableName: 'account', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_member_business_account', columnNames: ['businessId', 'accountId'], isUnique: true }),
          new TableIndex({ name: 'UQ_member_business_email', columnNames: ['businessId', 'emailKey'], isUnique: true }),
          // Every signed-in call finds the caller's membership by their account.
          new TableIndex({ name: 'IDX_member_account', columnNames: ['accountId'] }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO member ("businessId", "accountId", role, status, "firstName", "lastName", email, "emailKey")
       SELECT contact."businessId", account.id, 'owner', 'active', contact."firstName", contact."lastName", contact.email, contact."emailKey"
       FROM account INNER JOIN contact ON contact.id = account."contactId" ORDER BY account.id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('member');
  }
}
