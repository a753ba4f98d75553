import { backupListAnswer, backupTakenAnswer } from '../../../../common/schemas/answers/backups.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { USE_NPM_RUN_BACKUP } from '../backups.js';

/** The admin's Backups screen (DECISIONS.md section 21): the SQLite backups in BACKUP_DIR and "Back up now". */

const onPostgres = { 409: `${USE_NPM_RUN_BACKUP} (on PostgreSQL, where each host has its own disk)` };

export const listBackups = defineEndpoint({
  procedure: { path: 'admin.backups', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.backups.list(),
  rest: { operationId: 'listBackups', method: 'get', path: '/api/admin/backups', summary: 'The backups of the SQLite database in BACKUP_DIR, newest first: name, size in bytes and when taken (UTC)', answer: backupListAnswer, errors: onPostgres },
});

export const takeBackup = defineEndpoint({
  procedure: { path: 'admin.takeBackup', type: 'mutation' },
  access: 'admin',
  handler: (ctx) => ctx.services.backups.takeNow(ctx.admin),
  rest: { operationId: 'takeBackup', method: 'post', path: '/api/admin/backups', status: 201, summary: 'Back up the SQLite database now, while the app keeps serving (201): the new backup', answer: backupTakenAnswer, errors: onPostgres },
});
