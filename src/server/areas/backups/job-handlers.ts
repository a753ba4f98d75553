import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kind, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
    /** On SQLite, the daily backup at 03:30 Vancouver time, keeping the newest 7 (DECISIONS.md section 21). */
    backUpDatabase: Record<string, never>;
  }
}

/** The daily SQLite backup. */
export function backupsJobHandlers(services: Services): Pick<JobHandlers, 'backUpDatabase'> {
  return {
    backUpDatabase: () => services.backups.dailyBackup(),
  };
}
