import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

/**
 * The whole first schema. Written with TypeORM's schema API rather than SQL text so that it
 * runs on SQLite now and on PostgreSQL later; only the timestamp type differs between them.
 */
export class InitialSchema1763690000000 implements MigrationInterface {
  name = 'InitialSchema1763690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
    const createdAt: TableColumnOptions = { name: 'createdAt', type: timestamp, default: 'CURRENT_TIMESTAMP' };
    const text = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
    const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
    const cascadeTo = (table: string, column = 'businessId') =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.createTable(
      new Table({
        name: 'business',
        columns: [
          id,
          text('businessName', 200),
          text('businessType', 40),
          text('businessAddress', 200),
          text('city', 200),
          text('state', 2),
          text('zipCode', 20),
          text('employeeCount', 10),
          { name: 'description', type: 'text', isNullable: true },
          createdAt,
        ],
        indices: [
          // The admin table sorts by name and city and pages newest first.
          new TableIndex({ name: 'IDX_business_name', columnNames: ['businessName'] }),
          new TableIndex({ name: 'IDX_business_city', columnNames: ['city'] }),
          new TableIndex({ name: 'IDX_business_created', columnNames: ['createdAt'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact',
        columns: [
          id,
          int('businessId'),
          text('firstName', 200),
          text('lastName', 200),
          text('jobTitle', 200),
          text('email', 254),
          text('phone', 40),
          text('preferredContact', 10),
          { name: 'newsletter', type: 'boolean', default: false },
        ],
        foreignKeys: [cascadeTo('business')],
        indices: [
          new TableIndex({ name: 'IDX_contact_business', columnNames: ['businessId'] }),
          // Password recovery looks accounts up by email.
          new TableIndex({ name: 'IDX_contact_email', columnNames: ['email'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'account',
        columns: [
          id,
          int('contactId'),
          text('username', 30, true),
          text('usernameKey', 30, true),
          text('passwordHash', 200, true),
          { name: 'sessionVersion', type: 'integer', default: 1 },
        ],
        foreignKeys: [cascadeTo('contact', 'contactId')],
        indices: [
          new TableIndex({ name: 'UQ_account_contact', columnNames: ['contactId'], isUnique: true }),
          new TableIndex({ name: 'UQ_account_username', columnNames: ['usernameKey'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'admin',
        columns: [id, text('username', 100), text('usernameKey', 100), text('passwordHash', 200), { name: 'sessionVersion', type: 'integer', default: 1 }, createdAt],
        indices: [new TableIndex({ name: 'UQ_admin_username', columnNames: ['usernameKey'], isUnique: true })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'booking',
        columns: [
          id,
          int('businessId'),
          text('status', 20),
          text('bookingDate', 10),
          text('serviceType', 20),
          text('timeSlot', 20),
          int('duration'),
          text('serviceHours', 20, true),
          { name: 'serviceDescription', type: 'text', isNullable: true },
          { name: 'specialRequests', type: 'text', isNullable: true },
          createdAt,
          { name: 'updatedAt', type: timestamp, default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [cascadeTo('business')],
        indices: [
          // A dashboard lists one business's bookings by date; the admin table finds each
          // business's next booking; the sweep finds confirmed bookings before today.
          new TableIndex({ name: 'IDX_booking_business_date', columnNames: ['businessId', 'bookingDate'] }),
          new TableIndex({ name: 'IDX_booking_status_date', columnNames: ['status', 'bookingDate'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'labor_bank',
        columns: [id, int('businessId'), int('totalHours'), int('usedHours')],
        foreignKeys: [cascadeTo('business')],
        indices: [new TableIndex({ name: 'UQ_labor_bank_business', columnNames: ['businessId'], isUnique: true })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'labor_transaction',
        columns: [id, int('businessId'), int('bookingId', true), text('description', 500), int('hours'), { name: 'transactionDate', type: timestamp, default: 'CURRENT_TIMESTAMP' }],
        foreignKeys: [
          cascadeTo('business'),
          new TableForeignKey({ columnNames: ['bookingId'], referencedTableName: 'booking', referencedColumnNames: ['id'], onDelete: 'SET NULL' }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_labor_transaction_business', columnNames: ['businessId', 'id'] }),
          new TableIndex({ name: 'IDX_labor_transaction_booking', columnNames: ['bookingId'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'hours_request',
        columns: [
          id,
          int('businessId'),
          text('contactName', 401),
          text('email', 254),
          text('phone', 40),
          int('hoursNeeded'),
          { name: 'reason', type: 'text', isNullable: true },
          text('status', 20),
          createdAt,
          { name: 'decidedAt', type: timestamp, isNullable: true },
        ],
        foreignKeys: [cascadeTo('business')],
        indices: [
          new TableIndex({ name: 'IDX_hours_request_business', columnNames: ['businessId'] }),
          new TableIndex({ name: 'IDX_hours_request_status', columnNames: ['status', 'createdAt'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_message',
        columns: [id, text('name', 200), text('email', 254), text('phone', 40, true), text('subject', 20), { name: 'message', type: 'text' }, createdAt],
        indices: [new TableIndex({ name: 'IDX_contact_message_created', columnNames: ['createdAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscription',
        columns: [id, text('email', 254), createdAt],
        indices: [new TableIndex({ name: 'UQ_newsletter_email', columnNames: ['email'], isUnique: true })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_token',
        columns: [id, int('accountId'), text('tokenHash', 64), { name: 'expiresAt', type: timestamp }, { name: 'usedAt', type: timestamp, isNullable: true }],
        foreignKeys: [cascadeTo('account', 'accountId')],
        indices: [
          new TableIndex({ name: 'UQ_password_reset_token_hash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_password_reset_token_account', columnNames: ['accountId'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blocked_slot',
        columns: [id, text('date', 10), text('timeSlot', 20, true), text('reason', 500, true), createdAt],
        indices: [new TableIndex({ name: 'IDX_blocked_slot_date', columnNames: ['date'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'business_settings',
        columns: [
          { name: 'businessId', type: 'integer', isPrimary: true },
          { name: 'emailNotifications', type: 'boolean', default: true },
          { name: 'smsReminders', type: 'boolean', default: false },
        ],
        foreignKeys: [cascadeTo('business')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [id, int('adminId', true), int('businessId', true), text('businessName', 200, true), text('action', 50), { name: 'detail', type: 'text' }, createdAt],
        foreignKeys: [new TableForeignKey({ columnNames: ['adminId'], referencedTableName: 'admin', referencedColumnNames: ['id'], onDelete: 'SET NULL' })],
        indices: [new TableIndex({ name: 'IDX_audit_log_business', columnNames: ['businessId', 'id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'audit_log',
      'business_settings',
      'blocked_slot',
      'password_reset_token',
      'newsletter_subscription',
      'contact_message',
      'hours_request',
      'labor_transaction',
      'labor_bank',
      'booking',
      'admin',
      'account',
      'contact',
      'business',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
