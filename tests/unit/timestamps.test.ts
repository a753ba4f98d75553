import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../src/server/core/db/timestamps.js';

describe('isoTimestamp', () => {
  it('reads SQLite datetime text as UTC whatever zone the server runs in', () => {
    expect(isoTimestamp('2026-05-22 03:17:34')).toBe('2026-05-22T03:17:34.000Z');
    expect(isoTimestamp('2026-05-22 03:17:34.906')).toBe('2026-05-22T03:17:34.906Z');
    expect(isoTimestamp('2026-05-22 03:17')).toBe('2026-05-22T03:17:00.000Z');
  });

  it('gives the same text for a row read raw and for the entity TypeORM hydrates from it', () => {
    const text = '2026-12-31 23:59:59';
    expect(isoTimestamp(text)).toBe(isoTimestamp(new Date(`${text.replace(' ', 'T')}Z`)));
  });

  it('keeps an explicit zone', () => {
    expect(isoTimestamp('2026-05-22T03:17:34-07:00')).toBe('2026-05-22T10:17:34.000Z');
  });
});
