import type { BackupListAnswer, BackupTakenAnswer } from '../../../common/schemas/answers/backups.js';
import { nextVancouverTime } from '../../../common/vancouver-time.js';
import { recordAudit } from '../../core/audit.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import { Job } from '../../core/db/entities/job.js';
import { lockName } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { BACKUPS_KEPT, listBackups, pruneBackups, takeBackup } from './backup-files.js';
import { BackupError } from './postgres-tools.js';

/**
 * Backups as the admin and the job runner see them (DECISIONS.md section 21). Only on SQLite:
 * there the backups are files beside the database, on the one host that has it. On PostgreSQL
 * each host has its own disk, so a backup is the operator's `npm run backup` on the host they
 * choose, and the admin's calls answer 409.
 */

export const USE_NPM_RUN_BACKUP = 'Use npm run backup';
const DAILY_BACKUP_KEY = 'backups:daily';
/** 03:30 in Vancouver: the quietest half hour of a kitchen's day. */
const DAILY_HOUR = 3;
const DAILY_MINUTE = 30;

/** The next 03:30 in Vancouver after `now`. */
export function nextDailyBackup(now: Date): Date {
  return nextVancouverTime(now, DAILY_HOUR, DAILY_MINUTE);
}

export function createBackupService(ctx: ServiceContext) {
  const { databaseUrl, directory, daily } = ctx.backups;
  const inMemory = databaseUrl === 'sqlite::memory:';

  function refuseOnPostgres(): void {
    if (ctx.db.engine === 'postgres') throw new AppError('CONFLICT', USE_NPM_RUN_BACKUP);
  }

  async function backUp() {
    try {
      return await takeBackup(databaseUrl, directory, ctx.now);
    } catch (error) {
      // An in-memory database: the one refusal a configured server can meet.
      if (error instanceof BackupError) throw new AppError('CONFLICT', error.message);
      throw error;
    }
  }

  return {
    /** GET /api/admin/backups: newest first. */
    list(): BackupListAnswer {
      refuseOnPostgres();
      return { backups: listBackups(directory) };
    },

    /** POST /api/admin/backups: one now, beside the daily ones (which the next daily run may prune). */
    async takeNow(admin: AdminPrincipal): Promise<BackupTakenAnswer> {
      refuseOnPostgres();
      const backup = await backUp();
      await ctx.db.write((manager) => recordAudit(manager, admin, null, 'backups.take', `Backup ${backup.name} (${backup.sizeBytes} bytes)`));
      return { backup };
    },

    /** The daily job: a backup, the newest 7 kept, tomorrow's queued (a repeat after a crash makes one more, pruned the next day). */
    async dailyBackup(): Promise<void> {
      if (!daily) return;
      await backUp();
      for (const name of pruneBackups(directory, BACKUPS_KEPT)) ctx.log(`Backup ${name} removed: the newest ${BACKUPS_KEPT} are kept`);
      await ctx.db.write((manager) => ctx.jobs.schedule(manager, DAILY_BACKUP_KEY, 'backUpDatabase', {}, nextDailyBackup(ctx.now())));
    },

    /** At start-up on SQLite: the daily backup queued once, whichever process starts first. */
    ensureDailyBackup(): Promise<void> {
      if (!daily || ctx.db.engine !== 'sqlite' || inMemory) return Promise.resolve();
      return ctx.db.write(async (manager) => {
        await lockName(manager, DAILY_BACKUP_KEY);
        if (!(await manager.existsBy(Job, { jobKey: DAILY_BACKUP_KEY, state: 'queued' }))) await ctx.jobs.schedule(manager, DAILY_BACKUP_KEY, 'backUpDatabase', {}, nextDailyBackup(ctx.now()));
      });
    },
  };
}
