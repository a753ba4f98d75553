import { loadConfig } from '../core/config.js';
import { BackupError, takeBackup } from '../areas/backups/index.js';

/**
 * `npm run backup`: one backup of DATABASE_URL into BACKUP_DIR while the app keeps serving
 * (DECISIONS.md section 21). What stops it is said in one line, with exit code 1.
 */
async function main(): Promise<void> {
  // The script opens no sessions: a placeholder spares it the secret the server requires.
  const config = loadConfig(process.env, { sessionSecret: 'a backup script signs no session cookies' });
  const backup = await takeBackup(config.databaseUrl, config.backupDir);
  console.log(`Backup written: ${config.backupDir}/${backup.name} (${backup.sizeBytes} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
