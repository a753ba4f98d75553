import type { DataSource, EntityManager } from 'typeorm';

/**
 * All database work goes through here. TypeORM shares one better-sqlite3 connection, so an
 * `await` inside one request's transaction would otherwise let another request's statements
 * run inside it (and see, or roll back with, its uncommitted rows). One queue runs each unit
 * of work whole; better-sqlite3 is synchronous, so the queue costs no parallelism.
 */
export class Database {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(readonly dataSource: DataSource) {}

  /** Reads that must see a consistent state (never another unit's uncommitted rows). */
  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.enqueue(() => work(this.dataSource.manager));
  }

  /**
   * One write transaction. BEGIN IMMEDIATE takes SQLite's write lock before the first read,
   * so a check ("enough hours?") and the write that depends on it cannot be separated by
   * another process either. Use insert/update/delete and query builders inside: `save()`
   * would try to open a transaction of its own.
   */
  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.enqueue(async () => {
      const queryRunner = this.dataSource.createQueryRunner();
      await queryRunner.query('BEGIN IMMEDIATE');
      try {
        const result = await work(queryRunner.manager);
        await queryRunner.query('COMMIT');
        return result;
      } catch (error) {
        await queryRunner.query('ROLLBACK');
        throw error;
      } finally {
        await queryRunner.release();
      }
    });
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    // The next unit runs whether this one succeeded or not.
    this.tail = run.catch(() => undefined);
    return run;
  }
}
