import http from 'node:http';
import Sqlite from 'better-sqlite3';
import { businessHoursStatus, serviceTypeLabel } from '../../src/common/constants.js';

/**
 * The floor for `npm run bench`: plain node:http and better-sqlite3, running the statements
 * the real server runs for each measured call (the session's account and contact lookups
 * included) and writing the same JSON, with no framework, no cookie sealing, no validation
 * library and no ORM. Usage: node --import tsx scripts/bench/bare-server.ts <database file>
 */
const databasePath = process.argv[2];
if (!databasePath) throw new Error('usage: bare-server.ts <database file>');

const db = new Sqlite(databasePath, { timeout: 5000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const sql = {
  // The session check as the app runs it: the account and its contact in one join.
  principal: db.prepare(
    'SELECT account."sessionVersion" AS "sessionVersion", contact.id AS "contactId", contact."businessId" AS "businessId" FROM account INNER JOIN contact ON contact.id = account."contactId" WHERE account.id = ?',
  ),
  admin: db.prepare('SELECT * FROM admin WHERE id = ? LIMIT 1'),
  business: db.prepare('SELECT * FROM business WHERE id = ? LIMIT 1'),
  contact: db.prepare('SELECT * FROM contact WHERE businessId = ? LIMIT 1'),
  bookings: db.prepare('SELECT * FROM booking WHERE businessId = ? ORDER BY bookingDate ASC, id ASC'),
  bank: db.prepare('SELECT * FROM labor_bank WHERE businessId = ? LIMIT 1'),
  ledger: db.prepare('SELECT * FROM labor_transaction WHERE businessId = ? ORDER BY id DESC'),
  settings: db.prepare('SELECT * FROM business_settings WHERE businessId = ? LIMIT 1'),
  count: db.prepare('SELECT COUNT(DISTINCT business.id) AS cnt FROM business business WHERE 1 = 1'),
  // The admin table as the service reads it: page on the sort key alone, then the page's rows.
  pageKeys: db.prepare(`SELECT business.id AS id, business.createdAt AS sortKey FROM business business
    LEFT JOIN labor_bank bank ON bank.businessId = business.id WHERE 1 = 1
    ORDER BY sortKey DESC NULLS FIRST, business.id DESC LIMIT @limit OFFSET @offset`),
  pageRows: db.prepare(`SELECT business.id AS id, business.businessName AS businessName, business.city AS city, business.state AS state,
      business.createdAt AS createdAt, contact.firstName AS firstName, contact.lastName AS lastName, contact.email AS email,
      bank.totalHours AS totalHours, bank.usedHours AS usedHours, COALESCE(bank.totalHours - bank.usedHours, 0) AS remainingHours,
      (SELECT next.bookingDate FROM booking next WHERE next.businessId = business.id AND next.status = 'confirmed' AND next.bookingDate >= @today ORDER BY next.bookingDate, next.id LIMIT 1) AS nextBookingDate,
      (SELECT next.timeSlot FROM booking next WHERE next.businessId = business.id AND next.status = 'confirmed' AND next.bookingDate >= @today ORDER BY next.bookingDate, next.id LIMIT 1) AS nextBookingSlot
    FROM business business LEFT JOIN contact contact ON contact.businessId = business.id LEFT JOIN labor_bank bank ON bank.businessId = business.id
    WHERE 1 = 1 AND business.id IN (${Array.from({ length: 20 }, (_, index) => `@id${index}`).join(', ')})`),
  blocks: db.prepare('SELECT * FROM blocked_slot WHERE date = ?'),
  insertBooking: db.prepare(
    "INSERT INTO booking (businessId, status, serviceType, bookingDate, timeSlot, duration, serviceHours, serviceDescription, specialRequests) VALUES (?, 'confirmed', ?, ?, ?, ?, NULL, NULL, NULL)",
  ),
  updateBank: db.prepare('UPDATE labor_bank SET usedHours = ? WHERE id = ?'),
  insertLedger: db.prepare('INSERT INTO labor_transaction (businessId, bookingId, description, hours) VALUES (?, ?, ?, ?)'),
  bookingById: db.prepare('SELECT * FROM booking WHERE id = ? LIMIT 1'),
};

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
function businessPrincipal(accountId: number) {
  const row = sql.principal.get(accountId) as Row | undefined;
  return row ? { businessId: row.businessId as number } : null;
}

function dashboard(businessId: number) {
  const business = sql.business.get(businessId) as Row;
  const contact = sql.contact.get(businessId) as Row | undefined;
  const bookings = sql.bookings.all(businessId) as Row[];
  const bank = sql.bank.get(businessId) as Row | undefined;
  const ledger = sql.ledger.all(businessId) as Row[];
  const settings = sql.settings.get(businessId) as Row | undefined;
  return {
    business: {
      id: business.id,
      businessName: business.businessName,
      businessType: business.businessType,
      businessAddress: business.businessAddress,
      city: business.city,
      state: business.state,
      zipCode: business.zipCode,
      employeeCount: business.employeeCount,
      description: business.description,
      createdAt: iso(business.createdAt),
    },
    contact: contact
      ? { id: contact.id, firstName: contact.firstName, lastName: contact.lastName, jobTitle: contact.jobTitle, email: contact.email, phone: contact.phone, preferredContact: contact.preferredContact }
      : null,
    bookings: bookings.map(bookingView),
    laborBank: bank ? { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: (bank.totalHours as number) - (bank.usedHours as number) } : null,
    laborTransactions: ledger.map((line) => ({ id: line.id, description: line.description, transactionDate: iso(line.transactionDate), hours: line.hours, bookingId: line.bookingId })),
    settings: { emailNotifications: Boolean(settings?.emailNotifications ?? 1), smsReminders: Boolean(settings?.smsReminders ?? 0) },
  };
}

function adminPage() {
  sql.admin.get(1);
  const total = (sql.count.get() as { cnt: number }).cnt;
  const ids = (sql.pageKeys.all({ limit: 20, offset: 0 }) as { id: number }[]).map((row) => row.id);
  const parameters = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`id${index}`, ids[index] ?? 0]));
  const byId = new Map((sql.pageRows.all({ today: today(), ...parameters }) as Row[]).map((raw) => [raw.id, raw]));
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
  return [{ result: { data: { rows, total, page: 1, pageSize: 20 } } }];
}

const createBooking = db.transaction((businessId: number, input: { serviceType?: string; bookingDate: string; timeSlot: string; duration?: number }) => {
  const serviceType = input.serviceType ?? 'in-person';
  const duration = input.duration ?? 5;
  sql.blocks.all(input.bookingDate);
  const { lastInsertRowid } = sql.insertBooking.run(businessId, serviceType, input.bookingDate, input.timeSlot, duration);
  const bank = sql.bank.get(businessId) as Row;
  if (duration > (bank.totalHours as number) - (bank.usedHours as number)) throw new Error('Not enough hours in your labor bank');
  sql.updateBank.run((bank.usedHours as number) + duration, bank.id);
  sql.insertLedger.run(businessId, lastInsertRowid, `Booked: ${serviceTypeLabel(serviceType)} on ${input.bookingDate}`, -duration);
  return sql.bookingById.get(lastInsertRowid) as Row;
});

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (req.method === 'GET' && url.startsWith('/dashboard/')) {
    const principal = businessPrincipal(1);
    return send(res, 200, dashboard(principal ? Number(url.slice('/dashboard/'.length)) : 0));
  }
  if (req.method === 'GET' && url.startsWith('/admin/businesses')) return send(res, 200, adminPage());
  if (req.method === 'POST' && url === '/bookings') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { businessId: number; bookingDate: string; timeSlot: string; duration?: number };
      const principal = businessPrincipal(input.businessId);
      const booking = createBooking.immediate(principal!.businessId, input);
      send(res, 201, { success: true, booking: bookingView(booking) });
    });
    return;
  }
  send(res, 404, { message: 'No such path' });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`bare server listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => (db.close(), process.exit(0))));
