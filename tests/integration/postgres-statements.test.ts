import { tmpdir } from 'node:os';
import { QueryFailedError, type DataSource, type Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDataSources } from '../../src/server/core/db/data-source.js';
import { sqlStatements } from '../../src/server/core/db/statements.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * On PostgreSQL a fixed text (core/db/statements.ts) goes straight to pg, without TypeORM's
 * query runner around it (core/db/data-source.ts): what a service sees of it must be what
 * TypeORM gives. Each statement runs twice, as the fixed text and as the same text with a
 * trailing space, which no fixed text is and which TypeORM therefore runs, and both answers
 * must be the same.
 */
const itemSql = sqlStatements((parameter) => ({
  select: `SELECT id, name, active FROM item WHERE active = ${parameter(0)} ORDER BY id`,
  insert: `INSERT INTO item (name, active) VALUES (${parameter(0)}, ${parameter(1)}) RETURNING id`,
  rename: `UPDATE item SET name = name || '!' WHERE active = ${parameter(0)} RETURNING id`,
  remove: `DELETE FROM item WHERE name = ${parameter(0)}`,
}));
const throughTypeorm = (text: string) => `${text} `;

describe.skipIf(!inject('postgresServerUrl'))('a fixed statement on PostgreSQL, run by pg alone', () => {
  let database: TestDatabase;
  let source: DataSource;
  const logged: string[] = [];
  let sql: ReturnType<typeof itemSql>;

  beforeAll(async () => {
    // On PostgreSQL the scratch directory holds nothing: the database is the server's.
    database = await createTestDatabase(tmpdir());
    source = createDataSources(database.url, []).writer;
    await source.initialize();
    await source.query('CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL UNIQUE, active boolean NOT NULL)');
    source.logger = { logQuery: (text: string) => logged.push(text), logQueryError: () => undefined } as unknown as Logger;
    sql = itemSql(source.manager);
  });
  afterAll(async () => {
    await source?.destroy();
    await database?.drop();
  });

  it('answers a read with its rows, and an UPDATE or DELETE with its rows and count, as TypeORM does, without a query runner', async () => {
    await source.query(sql.insert, ['first', true]);
    await source.query(throughTypeorm(sql.insert), ['second', true]);
    await source.query(sql.insert, ['third', false]);
    const runners = vi.spyOn(source, 'createQueryRunner');
    const rows = await source.query(sql.select, [true]);
    expect(runners).not.toHaveBeenCalled();
    expect(rows).toEqual([
      { id: 1, name: 'first', active: true },
      { id: 2, name: 'second', active: true },
    ]);
    expect(rows).toEqual(await source.query(throughTypeorm(sql.select), [true]));
    runners.mockRestore();

    const renamed = await source.query(sql.rename, [false]);
    expect(renamed).toEqual([[{ id: 3 }], 1]);
    expect(await source.query(throughTypeorm(sql.rename), [false])).toEqual(renamed);
    const removed = await source.query(sql.remove, ['third!!']);
    expect(removed).toEqual([[], 1]);
    expect(await source.query(throughTypeorm(sql.remove), ['nobody'])).toEqual([[], 0]);
    expect(logged.filter((text) => text === sql.select)).toHaveLength(1);
  });

  it("runs inside a transaction on the transaction's connection, with TypeORM's structured result", async () => {
    const runner = source.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const inserted = await runner.query(sql.insert, ['uncommitted', true], true);
      const sameThroughTypeorm = await runner.query(throughTypeorm(sql.insert), ['uncommitted too', true], true);
      expect(inserted).toMatchObject({ records: [{ id: expect.any(Number) as number }], affected: 1 });
      expect(Object.keys(inserted as object).sort()).toEqual(Object.keys(sameThroughTypeorm as object).sort());
      // Seen by its own transaction only: the fixed text ran on the transaction's connection.
      expect((await runner.query(sql.select, [true])).map(({ name }: { name: string }) => name)).toContain('uncommitted');
      expect((await source.query(sql.select, [true])).map(({ name }: { name: string }) => name)).not.toContain('uncommitted');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await source.query(sql.select, [true])).map(({ name }: { name: string }) => name)).toEqual(['first', 'second']);
  });

  it("refuses a broken constraint with TypeORM's QueryFailedError and PostgreSQL's code, as the races' losers are told apart", async () => {
    const refused = await source.query(sql.insert, ['first', false]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(QueryFailedError);
    expect((refused as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
    expect((refused as QueryFailedError & { code: string }).code).toBe('23505');
  });
});
