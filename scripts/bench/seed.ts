import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { CURRENCY, saleTotals } from '../../src/common/money.js';
import { emailKey, searchKey } from '../../src/common/search.js';
import { vancouverToday } from '../../src/common/vancouver-time.js';
import { hashPassword } from '../../src/server/core/security/passwords.js';

/**
 * A database the size of a successful year: 10,000 businesses with their contact, account,
 * owner member, settings and labor bank, 200,000 bookings in every status, and the ledger that goes with
 * them (so every bank's ledger sums to its available hours), and pending card orders for the
 * webhook load (CARD_ORDERS). The rows are built once, with
 * explicit ids, and written by raw SQL into a database the server has already migrated, on
 * either engine (`sqlite:<file>` or `postgres://…`, as DATABASE_URL): the same data on both,
 * about half a million rows in seconds.
 */
export const BUSINESSES = 10_000;
/** Part of the seeded database's name (a file under BENCH_DIR, a PostgreSQL database): a new version seeds anew. */
export const SEED_VERSION = 4;
export const SQLITE_SEED_FILE = `seed-v${SEED_VERSION}.db`;
/** The seeded PostgreSQL database, from which each run's database is copied (CREATE DATABASE … TEMPLATE). */
export const POSTGRES_SEED_DATABASE = `chefconnect_bench_seed_v${SEED_VERSION}`;
export const BOOKINGS_PER_BUSINESS = 20;
export const BENCH_PASSWORD = 'bench passphrase for load';
/**
 * Pending card orders (PAYMENTS=stripe), one Starter pack each, spread over the businesses, each
 * with its Checkout session recorded as the app records it: the webhook load's stand-in pays
 * these sessions and each `checkout.session.completed` event credits one order, once.
 */
export const CARD_ORDERS = 6_000;
/** The migration's first pack (10 h, $790.00): what the card orders bought and the order load buys. */
export const STARTER_PACK = { id: 1, name: 'Starter', hours: 10, priceCents: 79_000 };

export interface SeededCardOrder {
  orderId: number;
  businessId: number;
  /** Its Checkout session's id, as the stand-in is told to know it (`cs_test_bench_<orderId>`). */
  sessionId: string;
  totalCents: number;
}

/** The seeded card orders, as the bench registers their sessions with the Stripe stand-in. */
export function cardOrders(): SeededCardOrder[] {
  const { totalCents } = saleTotals(STARTER_PACK.priceCents, 0);
  return Array.from({ length: CARD_ORDERS }, (_, index) => ({
    orderId: index + 1,
    businessId: (index % BUSINESSES) + 1,
    sessionId: `cs_test_bench_${index + 1}`,
    totalCents,
  }));
}

/** Signs in to read its dashboard (a typical business: 20 bookings, ~25 ledger lines). */
export const READER = { businessId: 1, username: 'owner1' };
/** Signs in to create bookings; has hours enough for any run. */
export const BOOKER = { businessId: 2, username: 'owner2' };

const TYPES = ['restaurant', 'cafe', 'bakery', 'hotel', 'catering', 'food-truck', 'other'];
const CITIES = ['Vancouver', 'Burnaby', 'Richmond', 'Surrey', 'North Vancouver', 'Coquitlam', 'Langley', 'Delta'];
const SLOTS = ['morning', 'afternoon', 'evening', 'all-day'];
const FIRST = ['Jamie', 'Alex', 'Sam', 'Priya', 'Wei', 'Maria', 'Tom', 'Aiko', 'Noah', 'Lea'];
const LAST = ['Chen', 'Singh', 'Smith', 'Nguyen', 'Garcia', 'Tremblay', 'Kim', 'Brown'];

type Value = string | number | boolean | null;

/** One table's rows, in the order of its columns; tables listed parents first. */
interface SeedTable {
  name: string;
  columns: string[];
  rows: Value[][];
}

/** A small deterministic generator: the same database every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function day(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** UTC, without a zone: SQLite's datetime text; PostgreSQL reads it in the UTC session set below. */
function timestamp(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
}

function seedTables(passwordHash: string): SeedTable[] {
  const next = random(20_251_121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const table = (name: string, columns: string[]): SeedTable => ({ name, columns, rows: [] });
  const business = table('business', ['id', 'businessName', 'businessNameKey', 'businessType', 'businessAddress', 'city', 'cityKey', 'state', 'zipCode', 'employeeCount', 'description', 'createdAt']);
  const contact = table('contact', ['id', 'businessId', 'firstName', 'lastName', 'jobTitle', 'email', 'emailKey', 'phone', 'preferredContact', 'newsletter']);
  const account = table('account', ['id', 'contactId', 'username', 'usernameKey', 'passwordHash', 'sessionVersion']);
  // Each business's registering contact is its owner (DECISIONS.md section 18): signing in finds the member.
  const member = table('member', ['id', 'businessId', 'accountId', 'role', 'status', 'firstName', 'lastName', 'email', 'emailKey']);
  const settings = table('business_settings', ['businessId', 'emailNotifications', 'smsReminders']);
  const bank = table('labor_bank', ['id', 'businessId', 'totalHours', 'usedHours']);
  const booking = table('booking', ['id', 'businessId', 'status', 'bookingDate', 'serviceType', 'timeSlot', 'duration', 'serviceHours', 'serviceDescription', 'specialRequests', 'createdAt', 'updatedAt']);
  const ledger = table('labor_transaction', ['id', 'businessId', 'bookingId', 'description', 'hours', 'transactionDate']);
  const addLedgerLine = (businessId: number, bookingId: number | null, description: string, hours: number, when: string) =>
    ledger.rows.push([ledger.rows.length + 1, businessId, bookingId, description, hours, when]);

  for (let id = 1; id <= BUSINESSES; id += 1) {
    const age = -365 + Math.floor(next() * 300);
    const city = pick(CITIES);
    const businessName = `${pick(['The', 'Little', 'Golden', 'Urban', 'Harbour'])} ${pick(['Spoon', 'Oven', 'Table', 'Kitchen', 'Bistro', 'Grill'])} ${id}`;
    business.rows.push([id, businessName, searchKey(businessName), pick(TYPES), `${100 + id} Main Street`, city, searchKey(city), 'BC', 'V6B 1A1', '6-20', null, timestamp(age)]);
    const [firstName, lastName, email] = [pick(FIRST), pick(LAST), `owner${id}@example.com`];
    contact.rows.push([id, id, firstName, lastName, 'Owner', email, emailKey(email), '(604) 555-0100', 'email', false]);
    account.rows.push([id, id, `owner${id}`, `owner${id}`, passwordHash, 1]);
    member.rows.push([id, id, id, 'owner', 'active', firstName, lastName, email, emailKey(email)]);
    settings.rows.push([id, true, false]);
    addLedgerLine(id, null, 'Complimentary Platinum hours (2 in-person days + 10 virtual hours)', 20, timestamp(age));
    let used = 0;
    for (let index = 0; index < BOOKINGS_PER_BUSINESS; index += 1) {
      const offset = age + 5 + Math.floor(next() * (455 + Math.min(0, -age)));
      const when = Math.min(offset, 120);
      const past = when < 0;
      const roll = next();
      const status = past ? (roll < 0.8 ? 'completed' : 'canceled') : roll < 0.85 ? 'confirmed' : 'canceled';
      const duration = 1 + Math.floor(next() * 5);
      const serviceType = next() < 0.6 ? 'in-person' : 'virtual';
      const created = timestamp(Math.min(when - 7, 0));
      const bookingId = booking.rows.length + 1;
      booking.rows.push([bookingId, id, status, day(when), serviceType, pick(SLOTS), duration, '3-4', 'Menu development session', null, created, created]);
      addLedgerLine(id, bookingId, `Booked: ${serviceType === 'in-person' ? 'In-Person Chef Service' : 'Virtual Consultation'} on ${day(when)}`, -duration, created);
      if (status === 'canceled') addLedgerLine(id, bookingId, `Refund, canceled by business: on ${day(when)}`, duration, created);
      else used += duration;
    }
    // Purchased hours: enough for what was used, and some to spare (the booker: plenty).
    const spare = id === BOOKER.businessId ? 1_000_000 : Math.floor(next() * 40);
    const total = Math.max(20, used + spare);
    if (total > 20) addLedgerLine(id, null, 'Purchased hours', total - 20, timestamp(age + 1));
    bank.rows.push([id, id, total, used]);
  }
  // The card orders, numbered in this Vancouver year, and the year's counter after them, so the
  // orders the bench creates take the next numbers.
  const year = Number(vancouverToday(new Date()).slice(0, 4));
  const totals = saleTotals(STARTER_PACK.priceCents, 0);
  const order = table('billing_order', ['id', 'number', 'businessId', 'packId', 'packName', 'hours', 'subtotalCents', 'gstCents', 'pstCents', 'pstBasisPoints', 'totalCents', 'currency', 'provider', 'status', 'checkoutSessionId', 'checkoutUrl', 'createdAt']);
  for (const { orderId, businessId, sessionId } of cardOrders()) {
    const number = `INV-${year}-${String(orderId).padStart(6, '0')}`;
    order.rows.push([orderId, number, businessId, STARTER_PACK.id, STARTER_PACK.name, STARTER_PACK.hours, totals.subtotalCents, totals.gstCents, totals.pstCents, 0, totals.totalCents, CURRENCY, 'stripe', 'pending', sessionId, `https://checkout.stripe.com/c/pay/${sessionId}`, timestamp(-1)]);
  }
  const counter = table('document_counter', ['series', 'year', 'lastNumber']);
  counter.rows.push(['INV', year, CARD_ORDERS]);
  return [business, contact, account, member, settings, bank, booking, ledger, order, counter];
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Businesses whose bank disagrees with its ledger or its bookings: the seed's own check, in SQL
 * both engines run, so a mistake in the generator cannot pass for a slow server.
 */
const BROKEN_LEDGERS = `SELECT count(*) AS broken FROM labor_bank lb
  WHERE lb."totalHours" - lb."usedHours" <> (SELECT sum(hours) FROM labor_transaction t WHERE t."businessId" = lb."businessId")
     OR lb."usedHours" <> (SELECT coalesce(sum(duration), 0) FROM booking b WHERE b."businessId" = lb."businessId" AND b.status IN ('confirmed', 'completed'))`;

function seedSqlite(file: string, tables: SeedTable[]): number {
  const db = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.transaction(() => {
    for (const { name, columns, rows } of tables) {
      const insert = db.prepare(`INSERT INTO "${name}" (${quoted(columns)}) VALUES (${columns.map(() => '?').join(', ')})`);
      // better-sqlite3 binds no booleans: SQLite keeps them as 0 and 1.
      for (const row of rows) insert.run(row.map((value) => (typeof value === 'boolean' ? Number(value) : value)));
    }
  })();
  const { broken } = db.prepare(BROKEN_LEDGERS).get() as { broken: number };
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return broken;
}

/** PostgreSQL caps one statement at 65,535 parameters: multi-row INSERTs stay below it. */
const POSTGRES_PARAMETERS_PER_INSERT = 60_000;

async function seedPostgres(url: string, tables: SeedTable[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TIME ZONE 'UTC'");
    await client.query('BEGIN');
    for (const { name, columns, rows } of tables) {
      const perInsert = Math.floor(POSTGRES_PARAMETERS_PER_INSERT / columns.length);
      for (let start = 0; start < rows.length; start += perInsert) {
        const chunk = rows.slice(start, start + perInsert);
        const values = chunk.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`);
        await client.query(`INSERT INTO "${name}" (${quoted(columns)}) VALUES ${values.join(', ')}`, chunk.flat());
      }
      // Explicit ids leave the sequence at 1: the server's next INSERT would collide.
      if (columns.includes('id')) await client.query(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), (SELECT max(id) FROM "${name}"))`);
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const { rows } = await client.query<{ broken: string }>(BROKEN_LEDGERS);
    return Number(rows[0]?.broken);
  } finally {
    await client.end();
  }
}

/** Seeds a migrated, empty database (`sqlite:<file>` or a PostgreSQL URL) and checks the ledger. */
export async function seed(databaseUrl: string): Promise<{ businesses: number; bookings: number; ledgerLines: number }> {
  const tables = seedTables(await hashPassword(BENCH_PASSWORD));
  const broken = databaseUrl.startsWith('sqlite:') ? seedSqlite(databaseUrl.slice('sqlite:'.length), tables) : await seedPostgres(databaseUrl, tables);
  if (broken !== 0) throw new Error(`the seed broke the ledger invariant for ${String(broken)} businesses`);
  const count = (name: string) => tables.find((table) => table.name === name)!.rows.length;
  return { businesses: count('business'), bookings: count('booking'), ledgerLines: count('labor_transaction') };
}
