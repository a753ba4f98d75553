import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, In } from 'typeorm';
import { ADMIN_PASSWORD, spawnServer, type ServerProcess } from '../../scripts/bench/server-process.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { entities } from '../../src/server/entities.js';
import { LaborBank, LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { registrationBody, vancouverDay } from '../integration/harness.js';
import { createTestDatabase } from '../support/test-database.js';

export { invariantViolations } from '../support/invariants.js';

export interface Scratch {
  /** The processes' data directory (outbox, session secret); the SQLite file lives in it too. */
  dir: string;
  /** `sqlite:<file in dir>`, or a fresh database on the run's PostgreSQL server. */
  databaseUrl: string;
  remove(): Promise<void>;
}

/**
 * A directory on the real disk (durability is what these tests are about) and a database of
 * the project's engine: the `sqlite` project a file in it, the `postgres` project a database of
 * its own on the PostgreSQL server of the run (tests/support/postgres-server.ts).
 */
export async function scratchDatabase(): Promise<Scratch> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chefconnect-faults-'));
  const database = await createTestDatabase(dir);
  return {
    dir,
    databaseUrl: database.url,
    async remove() {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The file of a scratch SQLite database, for the suites that are about SQLite's files. */
export function sqliteFile(scratch: Scratch): string {
  if (!scratch.databaseUrl.startsWith('sqlite:')) throw new Error(`not a SQLite database: ${scratch.databaseUrl}`);
  return scratch.databaseUrl.slice('sqlite:'.length);
}

/**
 * The compiled server in its own process. These tests act as many clients from one address, so
 * they reach it as a load balancer would: loopback is a trusted proxy, and each simulated
 * client names its own address in X-Forwarded-For (DECISIONS.md section 11).
 */
export function startServer(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return spawnServer({ databaseUrl, dataDir, env: { TRUST_PROXY: 'loopback', ...env } });
}

let clients = 0;
/** An address of its own for one simulated client, in the private 10.0.0.0/8 range. */
export function clientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * Many sockets at once: 200 requests must really be in flight together. No keep-alive: a
 * socket the server closed while idle between rounds would be reused and reset, and the test
 * could not tell that from a server fault.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: 512 });

export interface Answer {
  status: number;
  text: string;
  json: unknown;
  setCookies: string[];
}

export function request(baseUrl: string, method: string, pathname: string, body?: unknown, cookie = '', extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(pathname, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = { ...extraHeaders };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const setCookie = response.headers['set-cookie'] ?? [];
        resolve({ status: response.statusCode ?? 0, text, json, setCookies: setCookie });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function cookieFrom(answer: Answer, name: string): string {
  const line = answer.setCookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie: ${answer.status} ${answer.text}`);
  return line.split(';')[0]!;
}

export interface Business {
  businessId: number;
  cookie: string;
}

/** Registers a business whose first booking takes `firstDuration` hours of the 20; its cookie signs it in. */
export async function registerBusiness(baseUrl: string, firstDuration = 12): Promise<Business> {
  const answer = await request(baseUrl, 'POST', '/api/register', registrationBody({ duration: firstDuration, bookingDate: vancouverDay(60) }), '', {
    'x-forwarded-for': clientAddress(),
  });
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
  return { businessId: (answer.json as { business: { id: number } }).business.id, cookie: cookieFrom(answer, 'cc_business') };
}

export async function adminCookie(baseUrl: string): Promise<string> {
  const answer = await request(baseUrl, 'POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
  return cookieFrom(answer, 'cc_admin');
}

export async function addHours(baseUrl: string, admin: string, businessId: number, hours: number): Promise<void> {
  const answer = await request(baseUrl, 'POST', '/trpc/admin.addHours?batch=1', { 0: { businessId, hours, reason: 'Load test top-up' } }, admin);
  if (answer.status !== 200) throw new Error(`adding hours failed: ${answer.status} ${answer.text}`);
}

/** A one-hour booking, by REST or by tRPC as the client batches it; answers the status and the new id. */
export async function book(baseUrl: string, business: Business, viaTrpc: boolean, offsetDays = 14): Promise<{ status: number; id?: number; text: string }> {
  const input = { businessId: business.businessId, bookingDate: vancouverDay(offsetDays), timeSlot: 'afternoon', duration: 1 };
  if (viaTrpc) {
    const answer = await request(baseUrl, 'POST', '/trpc/business.bookings.create?batch=1', { 0: input }, business.cookie);
    const id = (answer.json as [{ result?: { data?: { id?: number } } }] | undefined)?.[0]?.result?.data?.id;
    return { status: answer.status, text: answer.text, ...(id ? { id } : {}) };
  }
  const answer = await request(baseUrl, 'POST', '/api/bookings', input, business.cookie);
  const id = (answer.json as { booking?: { id?: number } } | undefined)?.booking?.id;
  return { status: answer.status, text: answer.text, ...(id ? { id } : {}) };
}

export interface Bank {
  totalHours: number;
  usedHours: number;
  ledger: number;
  confirmedHours: number;
}

/**
 * The database as one more process sees it, through the server's entities. A SQLite file is
 * opened read-only, so that looking never checkpoints the WAL or recovers anything a restarted
 * server should.
 */
export async function readDatabase<T>(databaseUrl: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = databaseUrl.startsWith('sqlite:')
    ? new DataSource({ type: 'better-sqlite3', database: databaseUrl.slice('sqlite:'.length), readonly: true, entities })
    : new DataSource({ type: 'postgres', url: databaseUrl, entities, poolSize: 2 });
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export function bankOf(databaseUrl: string, businessId: number): Promise<Bank> {
  return readDatabase(databaseUrl, async ({ manager }) => {
    const bank = await manager.findOneByOrFail(LaborBank, { businessId });
    const lines = await manager.findBy(LaborTransaction, { businessId });
    const bookings = await manager.findBy(Booking, { businessId, status: In(['confirmed', 'completed']) });
    return {
      totalHours: bank.totalHours,
      usedHours: bank.usedHours,
      ledger: lines.reduce((sum, line) => sum + line.hours, 0),
      confirmedHours: bookings.reduce((sum, booking) => sum + booking.duration, 0),
    };
  });
}

export function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
