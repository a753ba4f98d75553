import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Logger } from 'typeorm';
import { liftLimits, type RequestLimits } from '../../src/server/core/security/request-limits.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/server.js';
import { createContextInner } from '../../src/server/core/trpc/init.js';
import { createCaller } from '../../src/server/router.js';
import { holdToDocument } from '../support/documented-answer.js';
import { createTestDatabase } from '../support/test-database.js';
import { registrationBody } from './fixtures.js';
import type { MemberRole } from '../../src/common/team.js';
import { emailKey } from '../../src/common/search.js';
import { Member } from '../../src/server/core/db/entities/member.js';

// Re-exported so the tests keep one import line for their helpers.
export { registrationBody, vancouverDay, vancouverDayOf } from './fixtures.js';

/** An email of the outbox: `body` is its plain-text part, `html` its HTML part. */
export interface SentEmail {
  to: string;
  subject: string;
  body: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real server on an ephemeral port with a fresh database of the project's engine (a SQLite
 * file, or a database of its own on PostgreSQL), as the integration tests use it.
 */
export interface TestServer extends RunningServer {
  dataDir: string;
  /**
   * Emails in the outbox, read as a mail client reads them, once this server's job runner has
   * run every email job that is due (emails are jobs that follow their commit).
   */
  outbox(): Promise<SentEmail[]>;
  /** Texts in the SMS outbox (data/outbox/sms/), once every due job has run, like `outbox`. */
  smsOutbox(): Promise<{ to: string; body: string }[]>;
  stop(): Promise<void>;
}

/**
 * Records the statements sent while one call runs, each as `describe` writes it (null leaves it
 * out): give `record` to watchStatements (and to anything else whose statements are compared),
 * then run the call through `during`.
 */
export function statementRecorder(describe: (text: string, parameters: unknown[]) => string | null = (text) => text) {
  let recording: string[] | null = null;
  return {
    record(text: string, parameters: unknown[] = []): void {
      const line = recording && describe(text, parameters);
      if (line !== null) recording?.push(line);
    },
    async during<T>(call: () => Promise<T>): Promise<{ statements: string[]; answer: T }> {
      const statements: string[] = [];
      recording = statements;
      try {
        return { statements, answer: await call() };
      } finally {
        recording = null;
      }
    },
  };
}

/**
 * Hands `listen` every statement the server sends, on each of its connections, with its
 * parameters: what a test of the statements a call runs watches. Start the server without its
 * job runner (`jobs: false`), whose polls would interleave with the call's statements.
 */
export function watchStatements(server: TestServer, listen: (text: string, parameters?: unknown[]) => void): void {
  for (const source of server.db.dataSources) {
    const watcher: Partial<Logger> = { logQuery: listen, logQueryError: () => undefined, logQuerySlow: () => undefined, logSchemaBuild: () => undefined, logMigration: () => undefined, log: () => undefined };
    source.logger = watcher as Logger;
  }
}

export const ADMIN = { username: 'admin', password: 'admin-password-for-tests' };
/** The admin as a service's principal, for a test that calls a service as an endpoint would. */
export const ADMIN_PRINCIPAL = { kind: 'admin', adminId: 1, username: ADMIN.username } as const;

/**
 * Most test files register dozens of businesses and send many forms from one address, so the
 * per-address limits of DECISIONS.md section 11 are lifted for them; login throttling stays as
 * in production (its tests rely on it). Tests of the limits pass REQUEST_LIMITS or their own.
 */
export const TEST_LIMITS: RequestLimits = liftLimits([
  'registrationsPerAddress',
  'contactMessagesPerAddress',
  'newsletterSignupsPerAddress',
  'signInEmailsPerEmail',
  'signInEmailsPerAddress',
]);

/**
 * `scratchRoot` holds the server's directory (outbox, SQLite file): the disk by default, or
 * memory-backed /dev/shm for suites that do not test durability.
 */
export async function startTestServer(options: StartOptions = {}, scratchRoot = tmpdir()): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(scratchRoot, 'chefconnect-test-'));
  const database = await createTestDatabase(dataDir, { migrated: true });
  const running = await startServer({
    env: {},
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir,
    sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    log: () => undefined,
    limits: TEST_LIMITS,
    ...options,
  });
  const outboxDir = path.join(dataDir, 'outbox');
  /** The messages of one kind in an outbox folder, oldest first. */
  /** The files of one kind in an outbox folder, oldest first. */
  async function sent(directory: string, extension: string): Promise<string[]> {
    if (!running.jobs) throw new Error('this server runs no jobs (JOBS=off): its messages are never sent');
    await running.jobs.drain();
    try {
      return readdirSync(directory)
        .filter((file) => file.endsWith(extension))
        .sort()
        .map((file) => path.join(directory, file));
    } catch {
      return [];
    }
  }
  // An email file never changes once written: each is parsed once, however often a test reads the outbox.
  const emails = new Map<string, Promise<SentEmail>>();
  return {
    ...running,
    dataDir,
    async outbox() {
      return Promise.all(
        (await sent(outboxDir, '.eml')).map((file) => {
          const email = emails.get(file) ?? readEmail(readFileSync(file, 'utf8'));
          emails.set(file, email);
          return email;
        }),
      );
    },
    async smsOutbox() {
      return (await sent(path.join(outboxDir, 'sms'), '.txt')).map((file) => {
        // A To and a Date line, a blank line, the text.
        const [head = '', ...rest] = readFileSync(file, 'utf8').split('\n\n');
        return { to: /^To: (.*)$/m.exec(head)?.[1] ?? '', body: rest.join('\n\n').replace(/\n$/, '') };
      });
    },
    async stop() {
      await running.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An .eml file of the outbox (nodemailer's multipart message) as a mail client shows it. */
export async function readEmail(eml: string): Promise<SentEmail> {
  const mail = await simpleParser(eml);
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    body: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename: filename ?? '', contentType, content })),
  };
}

/** A small cookie-keeping HTTP client: one per simulated user. */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Copies the cookies, e.g. to replay them after a logout. */
  snapshot(): Map<string, string> {
    return new Map(this.cookies);
  }

  restore(cookies: Map<string, string>): void {
    this.cookies = new Map(cookies);
  }

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const cookie = this.cookieHeader();
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    const response = await fetch(this.baseUrl + pathname, init);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(setCookie) || /expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const answer = { status: response.status, headers: response.headers, text, json: parseJson(text) };
    holdToDocument(method, pathname, answer);
    return answer;
  }

  get(pathname: string, headers?: Record<string, string>) {
    return this.request('GET', pathname, undefined, headers);
  }
  post(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', pathname, body, headers);
  }
  patch(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', pathname, body, headers);
  }
  put(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', pathname, body, headers);
  }
  delete(pathname: string, headers?: Record<string, string>) {
    return this.request('DELETE', pathname, undefined, headers);
  }
}

/**
 * The parsed body, typed loosely on purpose: tests read the fields an integrator would and
 * assert them, which is where a wrong shape shows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function parseJson(text: string): Json {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Registers a business through the API; the client is then signed in as its contact. */
export async function registerBusiness(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await client.post('/api/register', body);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  return { body, businessId: response.json.business.id as number, contactId: response.json.contact.id as number, bookingId: response.json.booking.id as number };
}

/** The password of the accounts tests make. */
export const ACCOUNT_PASSWORD = 'correct horse battery';

/** Registers, sets up a username and password, and returns a signed-in client. */
export async function registerWithAccount(server: { url: string }, overrides: Record<string, unknown> = {}) {
  const client = new ApiClient(server.url);
  const registered = await registerBusiness(client, overrides);
  // Contact ids are unique in a database, so usernames made from them are too.
  const username = `user_${registered.contactId}`;
  const password = ACCOUNT_PASSWORD;
  const setup = await client.post('/api/mobile/setup', { username, password, contactId: registered.contactId });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  return { client, username, password, ...registered };
}

/**
 * A person on a business's team in this role (DECISIONS.md section 18), signed in for it with
 * their own username and password: someone who registered a business of their own (by
 * `register`), whose membership is then moved to this business.
 */
export async function teamMember(server: TestServer, businessId: number, role: MemberRole, register: (server: TestServer) => ReturnType<typeof registerWithAccount> = registerWithAccount) {
  const person = await register(server);
  await server.dataSource.manager.update(Member, { businessId: person.businessId }, { businessId, role });
  const client = new ApiClient(server.url);
  const login = await client.post('/api/mobile/login', { username: person.username, password: person.password });
  if (login.status !== 200 || login.json.businessId !== businessId) throw new Error(`member login failed: ${login.status} ${login.text}`);
  const { id: memberId } = await server.dataSource.manager.findOneByOrFail(Member, { businessId, emailKey: emailKey(person.body.email as string) });
  return { client, memberId, role, username: person.username, password: person.password, email: person.body.email as string, firstName: person.body.firstName as string };
}

/** The admin's tRPC caller straight on the services (createCaller), without HTTP or a session. */
export function adminCaller(server: Pick<RunningServer, 'services'>): ReturnType<typeof createCaller> {
  return createCaller(createContextInner({ services: server.services, admin: ADMIN_PRINCIPAL }));
}

export async function adminClient(server: { url: string }) {
  const client = new ApiClient(server.url);
  const response = await client.post('/api/admin/login', ADMIN);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${response.text}`);
  return client;
}

/**
 * A POST from one loopback address of 127.0.0.0/8, which Linux routes to the server on
 * 127.0.0.1: distinct clients as Express's req.ip sees them, without a trusted proxy in between.
 */
export function postFromAddress(serverUrl: string, address: string, pathname: string, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; retryAfter: string | undefined; json: unknown }>((resolve, reject) => {
    const target = new URL(pathname, serverUrl);
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', localAddress: address, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, json: text ? JSON.parse(text) : undefined });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
