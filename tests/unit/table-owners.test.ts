import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one writer, the area that owns it, as each area has its own emails and job
 * kinds. An area's own tables are the entities it defines (areas/<area>/entities.ts); the tables
 * several areas read stay in core/db/entities, each with its owner named below. Another area that must change a
 * table calls a function of the owner's face, so the conditions and locks that guard a table's
 * rows are in one place, where its owner keeps them; an area the owner stands on, which cannot
 * import its face, is handed the owner's functions by the composition root (ServiceContext.chefSuspensions).
 *
 * A write is what TypeORM or SQL calls one: `manager.insert/update/upsert/delete/increment/…(Entity`,
 * a query builder's `.update(Entity)`, `.into(Entity)` or `.delete().from(Entity)`, and a raw
 * `INSERT INTO`, `UPDATE` or `DELETE FROM` naming the table.
 */

const SERVER = path.join('src', 'server');
const AREAS = path.join(SERVER, 'areas');
const CORE_ENTITIES = path.join(SERVER, 'core', 'db', 'entities');

/** The owners of the tables core holds for several areas; 'core' for core's own bookkeeping. */
const SHARED_TABLE_OWNERS: Record<string, string> = {
  Account: 'accounts',
  Admin: 'accounts',
  Assignment: 'assignments',
  AuditLog: 'core',
  Booking: 'bookings',
  BookingSeries: 'bookings',
  Business: 'businesses',
  BusinessSettings: 'businesses',
  Chef: 'chefs',
  Contact: 'businesses',
  IdempotencyKey: 'core',
  Job: 'core',
  LaborBank: 'labor-bank',
  LaborTransaction: 'labor-bank',
  Member: 'team',
  MemberInvitation: 'team',
  Offer: 'assignments',
  RequestCounter: 'core',
  // Only staffing makes and reads series offers; core holds the table because an offer keys to it.
  SeriesOffer: 'staffing',
};

interface Source {
  file: string;
  text: string;
}

function sourcesUnder(directory: string): Source[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The area a module belongs to, or 'core' for core and the composition root. */
function areaOf(file: string): string {
  const relative = path.relative(AREAS, file);
  return relative.startsWith('..') ? 'core' : relative.split(path.sep)[0]!;
}

interface Table {
  entity: string;
  owner: string | undefined;
}

/** Every entity by its class and by its table's name, with its owner (undefined: a core entity nobody was named for). */
function tablesOf(sources: Source[]): { byEntity: Map<string, Table>; byTable: Map<string, Table> } {
  const byEntity = new Map<string, Table>();
  const byTable = new Map<string, Table>();
  for (const { file, text } of sources) {
    for (const [, table, entity] of text.matchAll(/@Entity\('(\w+)'\)[^]*?export class (\w+)/g)) {
      const owner = file.startsWith(CORE_ENTITIES + path.sep) ? SHARED_TABLE_OWNERS[entity!] : areaOf(file);
      const described = { entity: entity!, owner };
      byEntity.set(entity!, described);
      byTable.set(table!, described);
    }
  }
  return { byEntity, byTable };
}

const ENTITY_WRITES = [
  /\.(?:insert|update|upsert|save|delete|remove|softDelete|increment|decrement)\(\s*([A-Z]\w*)/g,
  /\.into\(\s*([A-Z]\w*)/g,
  /\.delete\(\)\s*\.from\(\s*([A-Z]\w*)/g,
];
const SQL_WRITES = /\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+"?(\w+)"?/g;

/** Every write outside its table's owner, as "<area> writes <Entity>", and every core entity without a named owner. */
function strayWrites(sources: Source[]): string[] {
  const { byEntity, byTable } = tablesOf(sources);
  const found = new Set<string>();
  for (const table of byEntity.values()) if (!table.owner) found.add(`${table.entity} has no owner`);
  for (const { file, text } of sources) {
    const written = [
      ...ENTITY_WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map(([, entity]) => byEntity.get(entity!))),
      ...[...text.matchAll(SQL_WRITES)].map(([, table]) => byTable.get(table!)),
    ];
    const area = areaOf(file);
    for (const table of written) if (table?.owner && table.owner !== area) found.add(`${area} writes ${table.entity}`);
  }
  return [...found].sort();
}

describe('the owners of the tables', () => {
  it('lets only its owner write a table', () => {
    const sources = sourcesUnder(SERVER);
    expect(tablesOf(sources).byEntity.size).toBeGreaterThan(40);
    expect(strayWrites(sources)).toEqual([]);
  });

  it('finds a write outside the owner, in each form, and a shared table nobody owns', () => {
    const at = (...parts: string[]) => path.join(SERVER, ...parts);
    const planted: Source[] = [
      { file: at('core', 'db', 'entities', 'chef.ts'), text: "@Entity('chef')\nexport class Chef {}" },
      { file: at('core', 'db', 'entities', 'stray.ts'), text: "@Entity('stray')\n@Index('IDX_stray', ['id'])\nexport class Stray {}" },
      { file: at('areas', 'payouts', 'entities.ts'), text: "@Entity('payout')\nexport class Payout {}" },
      { file: at('areas', 'payouts', 'payouts.ts'), text: 'await manager.update(Payout, { id }, { paidAt });\nmanager.query(`UPDATE chef SET "balanceCents" = 0`);' },
      { file: at('areas', 'bookings', 'bookings.ts'), text: "await manager.increment(\n  Chef, { id }, 'noShows', 1);" },
      { file: at('areas', 'billing', 'billing.ts'), text: 'manager.createQueryBuilder().insert().into(Payout).values({}).execute();' },
      { file: at('areas', 'chefs', 'chefs.ts'), text: 'manager.createQueryBuilder().delete().from(Payout).execute(); manager.update(Chef, { id }, {});' },
      { file: at('areas', 'staffing', 'staffing.ts'), text: '// The conditional UPDATE claims it.\nmanager.query(`DELETE FROM "payout" WHERE id = 1`);' },
    ];
    expect(strayWrites(planted)).toEqual(['Stray has no owner', 'billing writes Payout', 'bookings writes Chef', 'chefs writes Payout', 'payouts writes Chef', 'staffing writes Payout']);
  });
});
