import { z } from 'zod';
import { timestampAnswer } from './shared.js';

/** The JSON answers of DECISIONS.md section 21's backups. */

/** One backup file: its name, its size and when it was taken (the UTC time in its name). */
export const backupAnswer = z.strictObject({
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: timestampAnswer,
});
export type BackupAnswer = z.output<typeof backupAnswer>;

/** GET /api/admin/backups: newest first. */
export const backupListAnswer = z.strictObject({ backups: z.array(backupAnswer) });
export type BackupListAnswer = z.output<typeof backupListAnswer>;

/** POST /api/admin/backups (201): the backup just taken. */
export const backupTakenAnswer = z.strictObject({ backup: backupAnswer });
export type BackupTakenAnswer = z.output<typeof backupTakenAnswer>;
