/** Backups and restore: the backup files, the daily job, the admin's list and "Back up now", and the restore. The face the composition root and the scripts import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createBackupService } from './backups.js';
import { listBackups, takeBackup } from './endpoints/backups.js';
import { backupsJobHandlers } from './job-handlers.js';
export * from './backup-files.js';
export * from './backups.js';
export * from './job-handlers.js';
export * from './postgres-tools.js';
export * from './restore.js';

declare module '../../core/services.js' {
  interface Services {
    backups: ReturnType<typeof createBackupService>;
  }
}

export const backupsArea = defineArea({
  name: 'backups',
  description: 'The admin\'s backups of the SQLite database.',
  services: { backups: createBackupService },
  endpoints: [listBackups, takeBackup],
  jobHandlers: backupsJobHandlers,
});
