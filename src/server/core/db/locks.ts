import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * Row and name locks for read-check-write inside `Database.write`. On SQLite the transaction
 * already holds the database's write lock from BEGIN IMMEDIATE, so there is nothing to add
 * (and TypeORM refuses `pessimistic_write` there); on PostgreSQL the row is locked until
 * COMMIT, so a second transaction's same check waits and then sees the first one's change.
 */
export function isPostgres(manager: EntityManager): boolean {
  return manager.connection.options.type === 'postgres';
}

function rowLock(manager: EntityManager) {
  return isPostgres(manager) ? { lock: { mode: 'pessimistic_write' as const } } : {};
}

/** The row, locked against concurrent change until the transaction ends. */
export function findOneForUpdate<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  where: FindOptionsWhere<E>,
): Promise<E | null> {
  return manager.findOne(entity, { where, ...rowLock(manager) });
}

/**
 * The rows, each locked against concurrent change until the transaction ends. With `order`,
 * they are locked in that order: transactions that lock the same rows in one order wait for
 * each other rather than deadlock.
 */
export function findForUpdate<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>, where: FindOptionsWhere<E>, order?: FindOptionsOrder<E>): Promise<E[]> {
  return manager.find(entity, { where, order, ...rowLock(manager) });
}

/**
 * The rows, read under the lock a foreign key takes (FOR KEY SHARE): a transaction that locked
 * one for update (a business's close) is waited for and its outcome seen, where a plain read
 * would decide on the row as it was; readers of the same rows do not wait for each other.
 */
export function findKeyShared<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>, where: FindOptionsWhere<E>): Promise<E[]> {
  return manager.find(entity, { where, ...(isPostgres(manager) ? { lock: { mode: 'for_key_share' as const } } : {}) });
}

/**
 * Serialises transactions that decide on rows which may not exist yet (no row to lock), such
 * as "is this day already blocked?": every transaction that takes the same name waits for the
 * one holding it. A PostgreSQL advisory lock released at COMMIT or ROLLBACK.
 */
export async function lockName(manager: EntityManager, name: string): Promise<void> {
  if (isPostgres(manager)) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
}

/**
 * The name lock of one email address (its emailKey): whatever gives an address to a business's
 * contact or to a new sign-in decides under it, so two processes doing so at once cannot both
 * find the address free. One sign-in per email (DECISIONS.md sections 11 and 24).
 */
export function lockEmailAddress(manager: EntityManager, key: string): Promise<void> {
  return lockName(manager, `registration-email:${key}`);
}
