import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Payouts say what they are (DECISIONS.md section 23). A chef's bank account for manual payouts,
 * sealed with PII_KEY as the tax id is, with the account's last digits kept apart for the mask;
 * and each session line of a chef's ledger keeps the hours and the rate it pays, so a statement
 * shows hours × rate. Lines written before keep theirs from their booking's assignment, whose
 * rate never changes once made.
 */
export class PayoutsSayWhatTheyAre1764530000400 implements MigrationInterface {
  name = 'PayoutsSayWhatTheyAre1764530000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('chef', [
      new TableColumn({ name: 'bankAccountCiphertext', type: 'text', isNullable: true }),
      new TableColumn({ name: 'bankAccountLastDigits', type: 'varchar', length: '4', isNullable: true }),
    ]);
    await queryRunner.addColumns('chef_ledger_line', [
      new TableColumn({ name: 'hours', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'hourlyRateCents', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.query(
      `UPDATE chef_ledger_line SET "hourlyRateCents" = (SELECT a."hourlyRateCents" FROM assignment a WHERE a."bookingId" = chef_ledger_line."bookingId")
       WHERE kind IN ('earning', 'late-cancel') AND "bookingId" IS NOT NULL`,
    );
    // Integer division on both engines; a line whose amount is not whole hours at that rate keeps neither.
    await queryRunner.query(`UPDATE chef_ledger_line SET hours = "amountCents" / "hourlyRateCents" WHERE "hourlyRateCents" > 0 AND "amountCents" % "hourlyRateCents" = 0`);
    await queryRunner.query('UPDATE chef_ledger_line SET "hourlyRateCents" = NULL WHERE hours IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chef_ledger_line', 'hourlyRateCents');
    await queryRunner.dropColumn('chef_ledger_line', 'hours');
    await queryRunner.dropColumn('chef', 'bankAccountLastDigits');
    await queryRunner.dropColumn('chef', 'bankAccountCiphertext');
  }
}
