import { createHash } from 'node:crypto';
import { LessThan, type EntityManager } from 'typeorm';
import { IdempotencyKey } from './db/entities/idempotency-key.js';
import { lockName } from './db/locks.js';
import { AppError } from './errors.js';

/** How long a key's first answer is kept (DECISIONS.md section 6). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const KEY_REUSED = 'This Idempotency-Key was already used with a different request';

/** The same request, however its JSON was ordered: object keys sorted, as parsed by the schema. */
function fingerprint(request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Inside the caller's transaction: the answer first given to this business for this key, or
 * `perform`'s answer, kept under the key. The name lock makes a concurrent repeat wait for the
 * first to commit and then find its answer (SQLite's BEGIN IMMEDIATE already does); the unique
 * index refuses a second row should anything get past that.
 */
export async function answerOnce<T>(
  manager: EntityManager,
  now: Date,
  scope: { businessId: number; key: string; request: unknown },
  perform: () => Promise<T>,
): Promise<{ answer: T; repeated: boolean }> {
  const { businessId, key } = scope;
  const requestHash = fingerprint(scope.request);
  await lockName(manager, `idempotency:${businessId}:${key}`);
  // Expired keys of this business go first, so an expired key starts afresh.
  await manager.delete(IdempotencyKey, { businessId, createdAt: LessThan(new Date(now.getTime() - KEY_LIFETIME_MS)) });
  const earlier = await manager.findOneBy(IdempotencyKey, { businessId, key });
  if (earlier) {
    if (earlier.requestHash !== requestHash) throw new AppError('UNPROCESSABLE', KEY_REUSED);
    return { answer: JSON.parse(earlier.response) as T, repeated: true };
  }
  const answer = await perform();
  await manager.insert(IdempotencyKey, { businessId, key, requestHash, response: JSON.stringify(answer), createdAt: now });
  return { answer, repeated: false };
}
