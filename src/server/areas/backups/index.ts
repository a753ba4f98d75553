/** Backups and restore: the backup files, the daily job, the admin's list and "Back up now", and the restore. The face the composition root and the scripts import. */
export * from './backup-files.js';
export * from './backups.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './postgres-tools.js';
export * from './restore.js';
export * from './rest.js';
export * from './router.js';

import type { createBackupService } from './backups.js';

declare module '../../core/services.js' {
  interface Services {
    backups: ReturnType<typeof createBackupService>;
  }
}
