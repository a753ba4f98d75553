import { backupListAnswer, backupTakenAnswer } from '../../../common/schemas/answers/backups.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { USE_NPM_RUN_BACKUP } from './backups.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const backupsOperations: Operation[] = [
  { operationId: 'listBackups', method: 'get', path: '/api/admin/backups', summary: 'The backups of the SQLite database in BACKUP_DIR, newest first: name, size in bytes and when taken (UTC)', access: 'admin', answer: backupListAnswer, errors: { 409: `${USE_NPM_RUN_BACKUP} (on PostgreSQL, where each host has its own disk)` } },
  { operationId: 'takeBackup', method: 'post', path: '/api/admin/backups', status: 201, summary: 'Back up the SQLite database now, while the app keeps serving (201): the new backup', access: 'admin', answer: backupTakenAnswer, errors: { 409: `${USE_NPM_RUN_BACKUP} (on PostgreSQL, where each host has its own disk)` } },
];
