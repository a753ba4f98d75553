import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryFailedError, type DataSource, type Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSources } from '../../src/server/core/db/data-source.js';

/**
 * A SQLite statement already compiled runs without TypeORM's query runner around it
 * (core/db/data-source.ts): what a service or a test sees of it must be what TypeORM gives.
 */
describe('a compiled SQLite statement, run at once', () => {
  let dir: string;
  let source: DataSource;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chefconnect-statements-'));
    source = createDataSources(`sqlite:${path.join(dir, 'statements.db')}`, []).writer;
    await source.initialize();
    await source.query('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, active INTEGER NOT NULL)');
    source.logger = { logQuery: (text: string) => logged.push(text), logQueryError: () => undefined } as unknown as Logger;
  });
  afterAll(async () => {
    await source?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a read with its rows and a write with its insert id and changes, the second time as the first', async () => {
    const insert = 'INSERT INTO item (name, active) VALUES (?, ?)';
    const select = 'SELECT id, name, active FROM item WHERE active = ? ORDER BY id';
    const runner = source.createQueryRunner();
    for (const name of ['first', 'second']) {
      const written = await runner.query(insert, [name, true], true);
      expect(written).toMatchObject({ affected: 1 });
    }
    expect(await source.query(select, [true])).toEqual([
      { id: 1, name: 'first', active: 1 },
      { id: 2, name: 'second', active: 1 },
    ]);
    expect(await source.query(select, [false])).toEqual([]);
    expect(logged.filter((text) => text === select)).toHaveLength(2);
    expect(logged.filter((text) => text === insert)).toHaveLength(2);
  });

  it("refuses a broken constraint with TypeORM's QueryFailedError and SQLite's code, as the races' losers are told apart", async () => {
    const insert = 'INSERT INTO item (name, active) VALUES (?, ?)';
    const refused = await source.query(insert, ['first', false]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(QueryFailedError);
    expect((refused as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(await source.query('SELECT count(*) AS count FROM item')).toEqual([{ count: 2 }]);
  });
});
