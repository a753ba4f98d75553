import http from 'node:http';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { businessHoursStatus, serviceTypeLabel } from '../../src/common/constants.js';
import { isoTimestamp, vancouverToday } from '../../src/server/services/calendar.js';

/**
 * The floor for `npm run bench`: plain node:http and the engine's own driver (better-sqlite3,
 * or pg's Pool with the app's pool size), running the statements the real server runs for
 * each measured call (the session's account and contact lookups included) and writing the
 * same JSON, with no framework, no cookie sealing, no validation library and no ORM.
 * Usage: node --import tsx scripts/bench/bare-server.ts <sqlite:file | postgres://…>
 */
const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: bare-server.ts <sqlite:file | postgres://…>');

type Row = Record<string, unknown>;
interface NewBooking {
  serviceType?: string;
  bookingDate: string;
  timeSlot: string;
  duration?: number;
}
const PAGE_SIZE = 20;
/** src/server/db/data-source.ts POSTGRES_POOL_SIZE: the floor gets no more connections than the app. */
const POSTGRES_POOL_SIZE = 10;

/** The app's statements, with the engine's placeholder for parameter `index` ('@p0' or '$1'). */
function statements(parameter: (index: number) => string) {
  const pageIds = Array.from({ length: PAGE_SIZE }, (_, index) => parameter(index + 1)).join(', ');
  return {
    // The session check as the app runs it: the account and its contact in one join.
    principal: `SELECT account."sessionVersion" AS "sessionVersion", contact.id AS "contactId", contact."businessId" AS "businessId"
      FROM account INNER JOIN contact ON contact.id = account."contactId" WHERE account.id = ${parameter(0)}`,
    admin: `SELECT * FROM admin WHERE id = ${parameter(0)} LIMIT 1`,
    business: `SELECT * FROM business WHERE id = ${parameter(0)} LIMIT 1`,
    contact: `SELECT * FROM contact WHERE "businessId" = ${parameter(0)} LIMIT 1`,
    bookings: `SELECT * FROM booking WHERE "businessId" = ${parameter(0)} ORDER BY "bookingDate" ASC, id ASC`,
    bank: `SELECT * FROM labor_bank WHERE "businessId" = ${parameter(0)} LIMIT 1`,
    ledger: `SELECT * FROM labor_transaction WHERE "businessId" = ${parameter(0)} ORDER BY id DESC`,
    settings: `SELECT * FROM business_settings WHERE "businessId" = ${parameter(0)} LIMIT 1`,
    count: 'SELECT COUNT(DISTINCT business.id) AS cnt FROM business business WHERE 1 = 1',
    // The admin table as the service reads it: page on the sort key alone, then the page's rows.
    pageKeys: `SELECT business.id AS id, business."createdAt" AS "sortKey" FROM business business
      LEFT JOIN labor_bank bank ON bank."businessId" = business.id WHERE 1 = 1
      ORDER BY "sortKey" DESC NULLS FIRST, business.id DESC LIMIT ${parameter(0)} OFFSET ${parameter(1)}`,
    pageRows: `SELECT business.id AS id, business."businessName" AS "businessName", business.city AS city, business.state AS state,
        business."createdAt" AS "createdAt", contact."firstName" AS "firstName", contact."lastName" AS "lastName", contact.email AS email,
        bank."totalHours" AS "totalHours", bank."usedHours" AS "usedHours", COALESCE(bank."totalHours" - bank."usedHours", 0) AS "remainingHours",
        (SELECT next."bookingDate" FROM booking next WHERE next."businessId" = business.id AND next.status = 'confirmed' AND next."bookingDate" >= ${parameter(0)} ORDER BY next."bookingDate", next.id LIMIT 1) AS "nextBookingDate",
        (SELECT next."timeSlot" FROM booking next WHERE next."businessId" = business.id AND next.status = 'confirmed' AND next."bookingDate" >= ${parameter(0)} ORDER BY next."bookingDate", next.id LIMIT 1) AS "nextBookingSlot"
      FROM business business LEFT JOIN contact contact ON contact."businessId" = business.id LEFT JOIN labor_bank bank ON bank."businessId" = business.id
      WHERE 1 = 1 AND business.id IN (${pageIds})`,
    blocks: `SELECT * FROM blocked_slot WHERE date = ${parameter(0)}`,
    insertBooking: `INSERT INTO booking ("businessId", status, "serviceType", "bookingDate", "timeSlot", duration, "serviceHours", "serviceDescription", "specialRequests")
      VALUES (${parameter(0)}, 'confirmed', ${parameter(1)}, ${parameter(2)}, ${parameter(3)}, ${parameter(4)}, NULL, NULL, NULL) RETURNING id`,
    // Conditional, as src/server/services/ledger.ts useHours: the bank can never go below zero.
    useHours: `UPDATE labor_bank SET "usedHours" = "usedHours" + ${parameter(1)} WHERE "businessId" = ${parameter(0)} AND "totalHours" - "usedHours" >= ${parameter(1)}`,
    insertLedger: `INSERT INTO labor_transaction ("businessId", "bookingId", description, hours) VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)}, ${parameter(3)})`,
    bookingById: `SELECT * FROM booking WHERE id = ${parameter(0)} LIMIT 1`,
  };
}
type Statement = keyof ReturnType<typeof statements>;

/** What each engine answers; the HTTP side and the JSON are the same for both. */
interface Store {
  /** Every row of the statement's result. */
  all(statement: Statement, parameters: unknown[]): Promise<Row[]>;
  /** Books `duration` hours as one write transaction, as the app's bookings service does; the new booking's row. */
  createBooking(businessId: number, input: Required<NewBooking>): Promise<Row>;
  close(): Promise<void>;
}

function sqliteStore(file: string): Store {
  const db = new Sqlite(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const prepared = Object.fromEntries(Object.entries(statements((index) => `@p${index}`)).map(([name, text]) => [name, db.prepare(text)])) as Record<Statement, Sqlite.Statement>;
  const named = (parameters: unknown[]) => Object.fromEntries(parameters.map((value, index) => [`p${index}`, value]));
  const all = (statement: Statement, parameters: unknown[]) => prepared[statement].all(named(parameters)) as Row[];
  const book = db.transaction((businessId: number, input: Required<NewBooking>) => {
    all('blocks', [input.bookingDate]);
    const [inserted] = all('insertBooking', [businessId, input.serviceType, input.bookingDate, input.timeSlot, input.duration]);
    if (prepared.useHours.run(named([businessId, input.duration])).changes !== 1) throw new Error('Not enough hours in your labor bank');
    prepared.insertLedger.run(named([businessId, inserted!.id, `Booked: ${serviceTypeLabel(input.serviceType)} on ${input.bookingDate}`, -input.duration]));
    return all('bookingById', [inserted!.id])[0]!;
  });
  return {
    all: (statement, parameters) => Promise.resolve(all(statement, parameters)),
    createBooking: (businessId, input) => Promise.resolve(book.immediate(businessId, input)),
    close: () => Promise.resolve(void db.close()),
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
  const text = statements((index) => `$${index + 1}`);
  return {
    close: () => pool.end(),
    all: async (statement, parameters) => (await pool.query(text[statement], parameters)).rows as Row[],
    async createBooking(businessId, input) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(text.blocks, [input.bookingDate]);
        const { rows: [inserted] } = await client.query<{ id: number }>(text.insertBooking, [businessId, input.serviceType, input.bookingDate, input.timeSlot, input.duration]);
        const { rowCount } = await client.query(text.useHours, [businessId, input.duration]);
        if (rowCount !== 1) throw new Error('Not enough hours in your labor bank');
        await client.query(text.insertLedger, [businessId, inserted!.id, `Booked: ${serviceTypeLabel(input.serviceType)} on ${input.bookingDate}`, -input.duration]);
        const { rows: [booking] } = await client.query<Row>(text.bookingById, [inserted!.id]);
        await client.query('COMMIT');
        return booking!;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const store = databaseUrl.startsWith('sqlite:') ? sqliteStore(databaseUrl.slice('sqlite:'.length)) : postgresStore(databaseUrl);
const iso = (value: unknown) => isoTimestamp(value as Date | string);

const bookingView = (booking: Row) => ({
  id: booking.id,
  status: booking.status,
  bookingDate: booking.bookingDate,
  serviceType: booking.serviceType,
  timeSlot: booking.timeSlot,
  duration: booking.duration,
  serviceHours: booking.serviceHours,
  serviceDescription: booking.serviceDescription,
  specialRequests: booking.specialRequests,
  createdAt: iso(booking.createdAt),
});

/** The session lookups the real server makes for a signed-in business (account 1 = business 1 in the seed). */
async function businessPrincipal(accountId: number) {
  const [row] = await store.all('principal', [accountId]);
  return row ? { businessId: row.businessId as number } : null;
}

async function dashboard(businessId: number) {
  const [business] = await store.all('business', [businessId]);
  const [contact] = await store.all('contact', [businessId]);
  const bookings = await store.all('bookings', [businessId]);
  const [bank] = await store.all('bank', [businessId]);
  const ledger = await store.all('ledger', [businessId]);
  const [settings] = await store.all('settings', [businessId]);
  return {
    business: {
      id: business!.id,
      businessName: business!.businessName,
      businessType: business!.businessType,
      businessAddress: business!.businessAddress,
      city: business!.city,
      state: business!.state,
      zipCode: business!.zipCode,
      employeeCount: business!.employeeCount,
      description: business!.description,
      createdAt: iso(business!.createdAt),
    },
    contact: contact
      ? { id: contact.id, firstName: contact.firstName, lastName: contact.lastName, jobTitle: contact.jobTitle, email: contact.email, phone: contact.phone, preferredContact: contact.preferredContact }
      : null,
    bookings: bookings.map(bookingView),
    laborBank: bank ? { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: (bank.totalHours as number) - (bank.usedHours as number) } : null,
    laborTransactions: ledger.map((line) => ({ id: line.id, description: line.description, transactionDate: iso(line.transactionDate), hours: line.hours, bookingId: line.bookingId })),
    settings: { emailNotifications: Boolean(settings?.emailNotifications ?? true), smsReminders: Boolean(settings?.smsReminders ?? false) },
  };
}

async function adminPage() {
  await store.all('admin', [1]);
  // PostgreSQL answers COUNT as a bigint, in text.
  const total = Number((await store.all('count', []))[0]!.cnt);
  const ids = (await store.all('pageKeys', [PAGE_SIZE, 0])).map((row) => row.id as number);
  const pageIds = Array.from({ length: PAGE_SIZE }, (_, index) => ids[index] ?? 0);
  const byId = new Map((await store.all('pageRows', [vancouverToday(new Date()), ...pageIds])).map((raw) => [raw.id, raw]));
  const rows = ids.map((id) => byId.get(id)!).map((raw) => ({
    id: raw.id,
    businessName: raw.businessName,
    city: raw.city,
    state: raw.state,
    createdAt: iso(raw.createdAt),
    contact: raw.firstName !== null ? { firstName: raw.firstName, lastName: raw.lastName ?? '', email: raw.email ?? '' } : null,
    laborBank: raw.totalHours !== null ? { totalHours: raw.totalHours, usedHours: raw.usedHours ?? 0 } : null,
    remainingHours: raw.remainingHours,
    status: businessHoursStatus(raw.remainingHours as number),
    nextBooking: raw.nextBookingDate && raw.nextBookingSlot ? { bookingDate: raw.nextBookingDate, timeSlot: raw.nextBookingSlot } : null,
  }));
  return [{ result: { data: { rows, total, page: 1, pageSize: PAGE_SIZE } } }];
}

async function createBooking(body: string) {
  const input = JSON.parse(body) as NewBooking & { businessId: number };
  const principal = await businessPrincipal(input.businessId);
  const booking = await store.createBooking(principal!.businessId, {
    serviceType: input.serviceType ?? 'in-person',
    bookingDate: input.bookingDate,
    timeSlot: input.timeSlot,
    duration: input.duration ?? 5,
  });
  return { success: true, booking: bookingView(booking) };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function answer(res: http.ServerResponse, status: number, work: Promise<unknown>) {
  work.then(
    (body) => send(res, status, body),
    (error: unknown) => send(res, 500, { message: (error as Error).message }),
  );
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (req.method === 'GET' && url.startsWith('/dashboard/')) {
    return answer(res, 200, businessPrincipal(1).then((principal) => dashboard(principal ? Number(url.slice('/dashboard/'.length)) : 0)));
  }
  if (req.method === 'GET' && url.startsWith('/admin/businesses')) return answer(res, 200, adminPage());
  if (req.method === 'POST' && url === '/bookings') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(res, 201, createBooking(Buffer.concat(chunks).toString('utf8'))));
    return;
  }
  send(res, 404, { message: 'No such path' });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`bare server listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => void store.close().then(() => process.exit(0))));
