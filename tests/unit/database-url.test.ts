import { describe, expect, it } from 'vitest';
import { ConfigError, databaseEngine, describeDatabase, loadConfig } from '../../src/server/core/config.js';

describe('DATABASE_URL', () => {
  it('names SQLite files, in-memory SQLite and PostgreSQL', () => {
    expect(databaseEngine('sqlite:./data/x.db')).toBe('sqlite');
    expect(databaseEngine('sqlite::memory:')).toBe('sqlite');
    expect(databaseEngine('postgres://u:p@db:5432/app')).toBe('postgres');
    expect(databaseEngine('postgresql://u:p@db/app')).toBe('postgres');
  });

  it('refuses anything else with a clear line', () => {
    for (const url of ['mysql://u:p@db/app', 'sqlite:', 'postgres://', 'chefconnect.db']) {
      expect(() => loadConfig({ DATABASE_URL: url, SESSION_SECRET: 's'.repeat(32) }), url).toThrow(ConfigError);
    }
  });

  it('requires SESSION_SECRET on PostgreSQL, where other hosts must unseal the same cookies', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/app' })).toThrow(/SESSION_SECRET is required/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/app', SESSION_SECRET: 's'.repeat(32) }).databaseUrl).toBe('postgres://u:p@db/app');
  });

  it('never shows a PostgreSQL password when described for a log line', () => {
    expect(describeDatabase('postgres://chef:s3cret@db:5432/app')).toBe('postgres://chef:***@db:5432/app');
    expect(describeDatabase('sqlite:./data/chefconnect.db')).toBe('sqlite:./data/chefconnect.db');
  });
});
