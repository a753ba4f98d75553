import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** The daily SQLite backup. */
export function backupsJobHandlers(services: Services): Pick<JobHandlers, 'backUpDatabase'> {
  return {
    backUpDatabase: () => services.backups.dailyBackup(),
  };
}
