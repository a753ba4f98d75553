import pg from 'pg';
import { expect } from 'vitest';

/**
 * Another process's transaction caught half-way, played on a connection of the test's own
 * (PostgreSQL): `hold` runs in it (its locks taken, its writes not committed), then `request`
 * starts the work under test, which must come to wait on those locks. Once it waits, the
 * transaction commits, and the work's answer is returned. Should the work answer without
 * waiting, the test fails saying so: the race was not decided by the locks.
 */
export async function whileHeld<T>(databaseUrl: string, hold: (other: pg.Client) => Promise<unknown>, request: () => Promise<T>): Promise<T> {
  const other = new pg.Client({ connectionString: databaseUrl });
  await other.connect();
  try {
    const pid = (await other.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    await other.query('BEGIN');
    await hold(other);
    const work = request();
    let answered: string | null = null;
    void work.then(
      (answer) => (answered = `answered without waiting: ${JSON.stringify(answer)?.slice(0, 500)}`),
      (error: unknown) => (answered = `failed without waiting: ${String(error)}`),
    );
    await expect
      .poll(async () => answered ?? (await other.query('SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).rows[0].waiting, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await other.query('COMMIT');
    return await work;
  } finally {
    await other.end();
  }
}
