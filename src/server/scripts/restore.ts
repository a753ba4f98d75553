import path from 'node:path';
import { describeDatabase, loadConfig } from '../core/config.js';
import { BackupError, restoreBackup } from '../areas/backups/index.js';
import { entities } from '../entities.js';

/**
 * `npm run restore -- <file>`, with the app stopped (DECISIONS.md section 21): a backup checked,
 * restored into DATABASE_URL, migrated to this version and checked again, then summed up.
 * Anything refused is one line on stderr and exit code 1.
 */
async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (file === undefined || rest.length > 0) throw new BackupError('Usage: npm run restore -- <backup file>');
  // The script opens no sessions: a placeholder spares it the secret the server requires.
  const config = loadConfig(process.env, { sessionSecret: 'a restore script signs no session cookies' });
  const { migrated, summary, replaced } = await restoreBackup(path.resolve(file), config.databaseUrl, entities);
  console.log(`Restored ${file} into ${describeDatabase(config.databaseUrl)}`);
  console.log(migrated.length > 0 ? `Migrated up to this version: ${migrated.join(', ')}` : 'Already at this version: no migration to run');
  console.log('Invariants hold: each labor bank equals its ledger, at most one chef per booking, every paid order credited once, every payout equals its lines');
  console.log(
    `${summary.businesses} businesses, ${summary.bookings} bookings, ${summary.bankHours} hours in the labor banks (${summary.usedHours} used), ${summary.orders} orders, ${summary.payouts} payouts`,
  );
  if (replaced) console.log(`The database it replaced is kept as ${replaced}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
