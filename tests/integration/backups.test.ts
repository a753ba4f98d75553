import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups, nextDailyBackup, serverMajorVersion, takeBackup, toolMajorVersion } from '../../src/server/areas/backups/index.js';
import { createDataSources, migrations } from '../../src/server/core/db/data-source.js';
import { Database } from '../../src/server/core/db/database.js';
import { entities } from '../../src/server/entities.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { invariantViolations } from '../support/invariants.js';
import { createTestDatabase } from '../support/test-database.js';
import { adminClient, ApiClient, registerBusiness, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * Backups and restore (DECISIONS.md section 21), through the operator's own commands: `npm run
 * backup` and `npm run restore` run as processes beside a server that keeps answering, and the
 * restored database is read as it is.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
/** A database the release before backups made (commit 2a4b990): its demo data, 19 migrations. */
const PREVIOUS_RELEASE = path.join(REPO, 'tests/fixtures/chefconnect-2a4b990.db.gz');

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(tmpdir(), 'chefconnect-backups-'));
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` with the environment an operator sets. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: REPO, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Why this machine cannot back up the server of this run, or null when it can. */
async function whyNoPgDump(databaseUrl: string): Promise<string | null> {
  if (server.db.engine !== 'postgres') return null;
  const [dump, needed] = [await toolMajorVersion('pg_dump'), await serverMajorVersion(databaseUrl)];
  if (dump === null) return `no pg_dump on PATH for the PostgreSQL ${needed} test server`;
  return dump < needed ? `pg_dump ${dump} cannot dump the PostgreSQL ${needed} test server (set TEST_DATABASE_URL to a PostgreSQL ${dump} server, or put pg_dump ${needed} on PATH)` : null;
}

async function openDatabase(url: string): Promise<Database> {
  const database = new Database(createDataSources(url, entities));
  await database.open();
  return database;
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Each command is a process of its own that loads the app's modules (tsx): seconds each, more on a busy machine. */
const COMMANDS_TIMEOUT_MS = 180_000;

describe('npm run backup while the app serves writes, and npm run restore', { timeout: COMMANDS_TIMEOUT_MS }, () => {
  it('restores into a fresh database every write acknowledged before the backup began, with the invariants true', async ({ skip }) => {
    const unable = await whyNoPgDump(server.config.databaseUrl);
    if (unable) return skip(unable);
    const backupDir = path.join(scratch, 'under-writes');

    // Businesses register and book, four at a time, before, during and after the backup; each
    // write counts once its 201 has arrived.
    const acknowledged: { kind: 'business' | 'booking'; id: number; businessId: number; at: number }[] = [];
    let writing = true;
    let day = 0;
    const writer = async () => {
      while (writing) {
        const client = new ApiClient(server.url);
        const { businessId } = await registerBusiness(client, { duration: 1 });
        acknowledged.push({ kind: 'business', id: businessId, businessId, at: Date.now() });
        const booking = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(5 + (day++ % 40)), timeSlot: 'morning', duration: 2 });
        expect(booking.status, booking.text).toBe(201);
        acknowledged.push({ kind: 'booking', id: booking.json.booking.id, businessId, at: Date.now() });
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));

    const began = Date.now();
    const beforeBackup = [...acknowledged];
    const backup = await npmRun('backup', [], { DATABASE_URL: server.config.databaseUrl, BACKUP_DIR: backupDir });
    const ended = Date.now();
    writing = false;
    await Promise.all(writers);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // The server kept answering writes while the backup ran.
    expect(acknowledged.filter(({ at }) => at > began && at < ended).length).toBeGreaterThan(0);
    const [file, ...others] = readdirSync(backupDir);
    expect(others).toEqual([]);
    expect(file).toMatch(server.db.engine === 'postgres' ? /^chefconnect-\d{8}-\d{6}\.dump$/ : /^chefconnect-\d{8}-\d{6}\.db$/);
    expect(backup.stdout.trim()).toBe(`Backup written: ${backupDir}/${file} (${statSync(path.join(backupDir, file!)).size} bytes)`);

    const fresh = await createTestDatabase(mkdtempSync(path.join(scratch, 'fresh-')));
    try {
      const restore = await npmRun('restore', [path.join(backupDir, file!)], { DATABASE_URL: fresh.url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('Already at this version: no migration to run');
      expect(restore.stdout).toContain('Invariants hold: each labor bank equals its ledger, at most one chef per booking, every paid order credited once, every payout equals its lines');

      const restored = await openDatabase(fresh.url);
      try {
        const manager = restored.dataSource.manager;
        const businesses = new Set((await manager.find(Business, { select: { id: true } })).map(({ id }) => id));
        const bookings = new Map((await manager.find(Booking, { select: { id: true, businessId: true } })).map(({ id, businessId }) => [id, businessId]));
        const missing = beforeBackup.filter((write) => (write.kind === 'business' ? !businesses.has(write.id) : bookings.get(write.id) !== write.businessId));
        expect(missing).toEqual([]);
        // Nothing the server never acknowledged appears from nowhere: every restored business is one it answered 201.
        expect([...businesses].filter((id) => !acknowledged.some((write) => write.kind === 'business' && write.id === id))).toEqual([]);
        expect(restore.stdout).toContain(`${businesses.size} businesses, ${bookings.size} bookings`);
        expect(await invariantViolations(restored.dataSource)).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a file that is not a ChefConnect database in one line, with exit code 1, touching nothing', async ({ skip }) => {
    if (server.db.engine === 'postgres') {
      const unable = await whyNoPgDump(server.config.databaseUrl);
      if (unable) return skip(unable);
    }
    const dir = mkdtempSync(path.join(scratch, 'refused-'));
    const text = path.join(dir, 'notes.db');
    writeFileSync(text, 'Shopping list: shallots, thyme, butter\n');
    const foreign = path.join(dir, 'inventory.db');
    const other = new Sqlite(foreign);
    other.exec("CREATE TABLE item (name TEXT); INSERT INTO item VALUES ('shallots')");
    other.close();

    // The database the restore would replace: on SQLite a file of its own, on PostgreSQL a fresh database.
    const target = await createTestDatabase(mkdtempSync(path.join(scratch, 'target-')));
    const targetFile = target.url.startsWith('sqlite:') ? target.url.slice('sqlite:'.length) : null;
    if (targetFile) writeFileSync(targetFile, readFileSync(foreign));
    const before = { listing: readdirSync(dir), target: targetFile && sha256(targetFile), targetDir: targetFile && readdirSync(path.dirname(targetFile)) };
    try {
      for (const [file, why] of [
        [text, server.db.engine === 'postgres' ? /^pg_restore failed: / : /^not a SQLite database$/],
        [foreign, server.db.engine === 'postgres' ? /^pg_restore failed: / : /^it holds no ChefConnect migrations$/],
      ] as const) {
        const run = await npmRun('restore', [file], { DATABASE_URL: target.url });
        expect(run.code).toBe(1);
        expect(run.stdout).toBe('');
        const lines = run.stderr.trimEnd().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]!.startsWith(`${file} is not a ChefConnect backup: `), lines[0]).toBe(true);
        expect(lines[0]!.slice(`${file} is not a ChefConnect backup: `.length)).toMatch(why);
      }
      expect(readdirSync(dir)).toEqual(before.listing);
      if (targetFile) {
        expect(sha256(targetFile)).toBe(before.target);
        expect(readdirSync(path.dirname(targetFile))).toEqual(before.targetDir);
      } else {
        const untouched = await openDatabase(target.url);
        try {
          expect(await untouched.dataSource.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).toEqual([]);
        } finally {
          await untouched.close();
        }
      }
    } finally {
      await target.drop();
    }
  });

  it('restores a database of the previous release and migrates it up to this one, every row kept', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the previous release\'s database is a SQLite file; PostgreSQL runs the same migrations, tested with the backup above');
    const dir = mkdtempSync(path.join(scratch, 'previous-'));
    const previous = path.join(dir, 'chefconnect-2a4b990.db');
    writeFileSync(previous, gunzipSync(readFileSync(PREVIOUS_RELEASE)));
    const target = path.join(dir, 'data', 'chefconnect.db');

    const run = await npmRun('restore', [previous], { DATABASE_URL: `sqlite:${target}` });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      `Restored ${previous} into sqlite:${target}`,
      'Migrated up to this version: SuspensionAppeals1764450000000, ClosedBusinesses1764450000030, VancouverKeepsUtcMinus71764500000000, SessionSlotsByHours1764520000000, BookingSeries1764530000000, MoneyPaperTrail1764530000070, PayoutsSayWhatTheyAre1764530000400, IntegrationEvents1764540000000, Webhooks1764540000001, Teams1764600000000, Invitations1764600000001, WhoDidIt1764600000020, SeriesOffers1764610000000, ApiKeys1764610000001, PayoutAccountTable1764620000000, MemberSignIns1764620000001, PayoutTransferStarted1764630000000, PayoutsCheckedAt1764640000000',
      'Invariants hold: each labor bank equals its ledger, at most one chef per booking, every paid order credited once, every payout equals its lines',
      '12 businesses, 24 bookings, 270 hours in the labor banks (54 used), 0 orders, 0 payouts',
      '',
    ]);

    // Every row of every table the old release had is still there: its migrations changed
    // tables that other tables point at, which must not take their rows with them.
    const old = new Sqlite(previous, { readonly: true });
    const tables = (old.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map(({ name }) => name);
    const counts = (database: Sqlite.Database) => Object.fromEntries(tables.map((table) => [table, (database.prepare(`SELECT count(*) AS count FROM "${table}"`).get() as { count: number }).count]));
    const oldCounts = counts(old);
    old.close();
    expect(oldCounts).toMatchObject({ business: 12, booking: 24, labor_bank: 12, contact: 12, chef: 18 });
    const migrated = new Sqlite(target, { readonly: true });
    try {
      // A table renamed since keeps its rows under its new name: the invoices' counter now numbers receipts and credit notes too.
      const renamed: Record<string, string> = { invoice_counter: 'document_counter' };
      const countsAfter = Object.fromEntries(tables.map((table) => [table, (migrated.prepare(`SELECT count(*) AS count FROM "${renamed[table] ?? table}"`).get() as { count: number }).count]));
      expect({ ...countsAfter, migrations: oldCounts.migrations }).toEqual(oldCounts);
      expect((migrated.prepare('SELECT name FROM migrations ORDER BY id').all() as { name: string }[]).map(({ name }) => name)).toEqual(migrations.map(({ name }) => name));
      // Nobody can tell who made what existed before teams: its createdBy is null (DECISIONS.md section 18).
      const whoMade = (table: string) => migrated.prepare(`SELECT count(*) AS count FROM "${table}" WHERE "createdByMemberId" IS NOT NULL OR "createdByName" IS NOT NULL`).get() as { count: number };
      expect([whoMade('booking').count, whoMade('billing_order').count]).toEqual([0, 0]);
    } finally {
      migrated.close();
    }
    const restored = await openDatabase(`sqlite:${target}`);
    try {
      expect(await invariantViolations(restored.dataSource)).toEqual([]);
    } finally {
      await restored.close();
    }

    // Restored again over it: the database it replaces is kept beside it, as it was.
    const replaced = sha256(target);
    const again = await npmRun('restore', [previous], { DATABASE_URL: `sqlite:${target}` });
    expect(again.code).toBe(0);
    const kept = /^The database it replaced is kept as (.+)$/m.exec(again.stdout)?.[1];
    expect(kept?.slice(0, target.length)).toBe(target);
    expect(kept!.slice(target.length)).toMatch(/^\.before-restore-\d{8}-\d{6}$/);
    expect(sha256(kept!)).toBe(replaced);
  });

  it('refuses a backup made by a newer version, whose schema is ahead of this code, touching nothing', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the newer backup is made from the SQLite fixture');
    const dir = mkdtempSync(path.join(scratch, 'newer-'));
    const newer = path.join(dir, 'chefconnect-newer.db');
    writeFileSync(newer, gunzipSync(readFileSync(PREVIOUS_RELEASE)));
    const edit = new Sqlite(newer);
    edit.prepare('INSERT INTO migrations (timestamp, name) VALUES (?, ?)').run(1799999999999, 'FromTheFuture1799999999999');
    edit.close();
    const target = path.join(dir, 'data', 'chefconnect.db');

    const run = await npmRun('restore', [newer], { DATABASE_URL: `sqlite:${target}` });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('This backup was made by a newer version of ChefConnect (migration FromTheFuture1799999999999): restore it with that version\n');
    expect(readdirSync(path.join(dir, 'data'))).toEqual([]);
  });

  it("says in one line which pg_dump to install when the machine's is missing or older than the server", async ({ skip }) => {
    const unable = await whyNoPgDump(server.config.databaseUrl);
    if (!unable) return skip(server.db.engine === 'postgres' ? "this machine's pg_dump can dump the server" : 'SQLite needs no pg_dump');
    const backupDir = path.join(scratch, 'no-pg-dump');
    const [dump, needed] = [await toolMajorVersion('pg_dump'), await serverMajorVersion(server.config.databaseUrl)];

    const run = await npmRun('backup', [], { DATABASE_URL: server.config.databaseUrl, BACKUP_DIR: backupDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      dump === null
        ? `pg_dump was not found on PATH: install the PostgreSQL ${needed} client tools (or newer)\n`
        : `pg_dump ${dump} is older than the server (PostgreSQL ${needed}): put pg_dump ${needed} or newer first on PATH\n`,
    );
    expect(readdirSync(backupDir)).toEqual([]);
  });

  it('refuses to restore over the database of a running app', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('on PostgreSQL a restore goes into an empty database only, tested above');
    const dir = mkdtempSync(path.join(scratch, 'running-'));
    const previous = path.join(dir, 'chefconnect-2a4b990.db');
    writeFileSync(previous, gunzipSync(readFileSync(PREVIOUS_RELEASE)));
    const live = server.config.databaseUrl.slice('sqlite:'.length);
    const businesses = await server.dataSource.manager.count(Business);

    const run = await npmRun('restore', [previous], { DATABASE_URL: server.config.databaseUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${live} is in use: stop the app before restoring\n`);
    expect(readdirSync(path.dirname(live)).filter((name) => name.includes('restor'))).toEqual([]);
    expect(await server.dataSource.manager.count(Business)).toBe(businesses);
  });
});

describe("the admin's backups and the daily job", () => {
  it('lists the backups newest first with size and time, and backs up now (201); on PostgreSQL both answer 409', async () => {
    const admin = await adminClient(server);
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/admin/backups')).status).toBe(401);
    expect((await anonymous.post('/api/admin/backups')).status).toBe(401);
    if (server.db.engine === 'postgres') {
      for (const answer of [await admin.get('/api/admin/backups'), await admin.post('/api/admin/backups')]) {
        expect(answer.status).toBe(409);
        expect(answer.json).toEqual({ message: 'Use npm run backup' });
      }
      return;
    }
    const listed = (await admin.get('/api/admin/backups')).json.backups as { name: string }[];
    const taken = await admin.post('/api/admin/backups');
    expect(taken.status, taken.text).toBe(201);
    const backup = taken.json.backup;
    expect(backup.name).toMatch(/^chefconnect-\d{8}-\d{6}\.db$/);
    const file = path.join(server.config.backupDir, backup.name);
    expect(backup.sizeBytes).toBe(statSync(file).size);
    const [, y, mo, d, h, mi, s] = /^chefconnect-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.db$/.exec(backup.name)!;
    expect(backup.createdAt).toBe(`${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`);
    expect(Math.abs(Date.parse(backup.createdAt) - Date.now())).toBeLessThan(60_000);
    const after = await admin.get('/api/admin/backups');
    expect(after.json.backups[0]).toEqual(backup);
    expect(after.json.backups).toHaveLength(listed.length + 1);
    // Two clicks at once: two backups, neither replacing the other (the second takes the next second's name).
    const twice = await Promise.all([admin.post('/api/admin/backups'), admin.post('/api/admin/backups')]);
    expect(twice.map(({ status }) => status)).toEqual([201, 201]);
    expect(new Set(twice.map(({ json }) => json.backup.name)).size).toBe(2);
    expect((await admin.get('/api/admin/backups')).json.backups).toHaveLength(listed.length + 3);
    // The copy is a whole database, the admin's own row in it.
    const copy = new Sqlite(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(copy.prepare('SELECT username FROM admin').all()).toEqual([{ username: 'admin' }]);
    } finally {
      copy.close();
    }
  });

  it('takes one every day at 03:30 in Vancouver (10:30Z) and keeps the newest 7', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the daily job runs on SQLite only');
    expect(nextDailyBackup(new Date('2026-12-06T10:29:59.000Z')).toISOString()).toBe('2026-12-06T10:30:00.000Z');
    expect(nextDailyBackup(new Date('2026-12-06T10:30:00.000Z')).toISOString()).toBe('2026-12-07T10:30:00.000Z');
    expect(nextDailyBackup(new Date('2027-07-01T23:00:00.000Z')).toISOString()).toBe('2027-07-02T10:30:00.000Z');

    const queued = () => server.dataSource.manager.findBy(Job, { jobKey: 'backups:daily', state: 'queued' });
    const [job] = await queued();
    expect(job?.kind).toBe('backUpDatabase');
    expect(job!.runAt.toISOString()).toMatch(/T10:30:00\.000Z$/);
    expect(job!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // Eight older daily backups (and one not ours, which stays): after the job, the newest 7 remain.
    const dir = server.config.backupDir;
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) rmSync(path.join(dir, name));
    const older = Array.from({ length: 8 }, (_, index) => `chefconnect-202611${String(20 + index).padStart(2, '0')}-103000.db`);
    for (const name of older) writeFileSync(path.join(dir, name), 'an older backup');
    writeFileSync(path.join(dir, 'menu.pdf'), 'not a backup');
    await server.services.backups.dailyBackup();
    const kept = readdirSync(dir).sort();
    const made = kept.find((name) => !older.includes(name) && name !== 'menu.pdf');
    expect(made).toMatch(/^chefconnect-\d{8}-\d{6}\.db$/);
    expect(kept).toEqual([...older.slice(2), made, 'menu.pdf'].sort());
    expect(await queued()).toHaveLength(1);
  });

  it('names a backup finished in a second already taken (two clicks, a clock set back) for the next free second, and keeps the first', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the backups of the server itself are SQLite files');
    const dir = path.join(scratch, 'frozen-clock');
    const frozen = () => new Date('2026-12-06T10:30:00.000Z');
    const first = await takeBackup(server.config.databaseUrl, dir, frozen);
    expect(first.name).toBe('chefconnect-20261206-103000.db');
    const firstBytes = readFileSync(path.join(dir, first.name));
    const second = await takeBackup(server.config.databaseUrl, dir, frozen);
    const third = await takeBackup(server.config.databaseUrl, dir, frozen);
    expect([second, third].map(({ name, createdAt }) => ({ name, createdAt }))).toEqual([
      { name: 'chefconnect-20261206-103001.db', createdAt: '2026-12-06T10:30:01.000Z' },
      { name: 'chefconnect-20261206-103002.db', createdAt: '2026-12-06T10:30:02.000Z' },
    ]);
    expect(readFileSync(path.join(dir, first.name)).equals(firstBytes)).toBe(true);
    expect(listBackups(dir).map(({ name }) => name)).toEqual(['chefconnect-20261206-103002.db', 'chefconnect-20261206-103001.db', 'chefconnect-20261206-103000.db']);
  });

  it('refuses a backup when every second of the minute after its own is taken, rather than replace one', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the backups of the server itself are SQLite files');
    const dir = path.join(scratch, 'full-minute');
    mkdirSync(dir, { recursive: true });
    const taken = [...Array.from({ length: 60 }, (_, second) => `chefconnect-20261206-1030${String(second).padStart(2, '0')}.db`), 'chefconnect-20261206-103100.db'];
    for (const name of taken) writeFileSync(path.join(dir, name), name);
    await expect(takeBackup(server.config.databaseUrl, dir, () => new Date('2026-12-06T10:30:00.000Z'))).rejects.toThrow(
      'Backups are named for every second from chefconnect-20261206-103000.db on; remove some and try again',
    );
    expect(readdirSync(dir).sort()).toEqual(taken.sort());
    for (const name of taken) expect(readFileSync(path.join(dir, name), 'utf8')).toBe(name);
  });

  it('BACKUPS=off queues no daily backup', async () => {
    const quiet = await startTestServer({ backups: false });
    try {
      expect(await quiet.dataSource.manager.countBy(Job, { jobKey: 'backups:daily' })).toBe(0);
    } finally {
      await quiet.stop();
    }
  });
});
