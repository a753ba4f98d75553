import { randomBytes } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import Stripe from 'stripe';
import { chefTier } from '../../src/common/chefs.js';
import { businessHoursStatus, serviceTypeLabel } from '../../src/common/constants.js';
import { CURRENCY, saleTotals } from '../../src/common/money.js';
import { MAX_PENDING_ORDERS } from '../../src/common/schemas/billing.js';
import { REMINDER_HOURS, TIMESHEET_AUTO_CONFIRM_HOURS, UNSTAFFED_ALERT_HOURS } from '../../src/common/session-life.js';
import { sessionInstants } from '../../src/common/session-time.js';
import { hoursBeforeStart, vancouverToday } from '../../src/common/vancouver-time.js';
import { sessionSql } from '../../src/server/areas/accounts/queries.js';
import { actorSql } from '../../src/server/core/actor-queries.js';
import { availabilitySql } from '../../src/server/areas/availability/queries.js';
import { billingSql } from '../../src/server/areas/billing/queries.js';
import { bookingSql } from '../../src/server/areas/bookings/queries.js';
import { adminPageStatement, adminTableSql, dashboardSql } from '../../src/server/areas/businesses/queries.js';
import { eventSql } from '../../src/server/areas/integrations/queries.js';
import { ledgerSql } from '../../src/server/areas/labor-bank/queries.js';
import { isoTimestamp } from '../../src/server/core/db/timestamps.js';
import { jobSql } from '../../src/server/core/jobs/queries.js';
import { recipientSql } from '../../src/server/core/mail/queries.js';

/**
 * The floor's work for `npm run bench` (served by scripts/bench/bare-server.ts): the engine's
 * own driver (better-sqlite3, or pg's Pool with the app's pool size) running the statements the
 * real server runs for each measured call, the session's lookups included, and writing the same
 * JSON and the same jobs, with no framework, no cookie sealing, no validation library and no ORM.
 * It imports the areas' SQL texts (their queries.ts, whose whole-row reads list the columns an
 * entity declares, so bare-server.ts loads the entities' decorators as the server does; no
 * statement goes through the ORM) and nothing else of the server: its JSON,
 * its email job and its admin table's texts are written here, so a view, an email or an ORM
 * call that grows is the app's cost and shows in the ratio. tests/integration/bench-floor.test.ts
 * records the statements of the app's calls and of the floor's and compares them.
 */

export type Row = Record<string, unknown>;

/** A signed-in business as the session statement finds it: the business and the member acting for it. */
interface Principal {
  businessId: number;
  memberId: number;
}
export interface NewBooking {
  serviceType?: string;
  bookingDate: string;
  timeSlot: string;
  duration?: number;
}
const PAGE_SIZE = 20;
/** src/server/core/db/data-source.ts POSTGRES_POOL_SIZE: the floor gets no more connections than the app. */
const POSTGRES_POOL_SIZE = 10;

/** The app's statements, with the engine's placeholder for parameter `index` ('@p0' or '$1'). */
function statements(parameter: (index: number) => string) {
  return {
    // The session checks as the app runs them: the account and its contact in one join, the admin.
    principal: sessionSql(parameter).business,
    admin: sessionSql(parameter).admin,
    // The dashboard's own texts: each booking with its chef, open offers and timesheet.
    ...dashboardSql(parameter),
    // The admin table's first page, newest first (the area's texts): the open businesses counted, the page on the sort key alone, then the page's rows.
    adminCount: adminTableSql(parameter).count!,
    adminPageKeys: adminTableSql(parameter)[adminPageStatement('createdAt', 'DESC', false)]!,
    adminPageRows: adminTableSql(parameter)[`rows:${PAGE_SIZE}`]!,
    // A booking's own texts: the day's closures, the booking, the bank and ledger line, its jobs, the recipient.
    ...availabilitySql(parameter),
    // Who makes a booking or an order (src/server/core/actor.ts): the member's name, read in its transaction.
    ...actorSql(parameter),
    insertBooking: bookingSql(parameter).insert,
    ...ledgerSql(parameter),
    insertJob: jobSql(parameter).insert,
    unscheduleJob: jobSql(parameter).unschedule,
    nextSequence: eventSql(parameter).nextSequence,
    insertEvent: eventSql(parameter).insert,
    subscribedWebhooks: eventSql(parameter).subscribedWebhooks,
    ...recipientSql(parameter),
    // Buying hours (DECISIONS.md section 12): billingSql's own texts (an order's and its payment's;
    // the bank's increment is ledgerSql's), and beside them the UPDATE the billing service's query
    // builder sends for the payment's conditional move to paid.
    ...billingSql(parameter),
    // PostgreSQL only (core/db/locks.ts): the name lock under which a business's pending orders are counted.
    lockName: 'SELECT pg_advisory_xact_lock(hashtext($1))',
    payOrder: `UPDATE billing_order SET "checkoutSessionId" = ${parameter(0)}, "paymentIntentId" = ${parameter(1)}, status = 'paid', "paidAt" = ${parameter(2)}
      WHERE id = ${parameter(3)} AND status IN ('pending', 'expired') RETURNING id`,
  };
}
type Statement = keyof ReturnType<typeof statements>;
/** What SQLite does not run: PostgreSQL's locks, which SQLite's one writer needs not. */
const POSTGRES_ONLY: Statement[] = ['lockName', 'openBusinessShared'];

/** One statement of a transaction and its parameters; it is answered with its rows. */
type Step = [Statement, unknown[]];

/** A moment as a parameter compared with a datetime column: SQLite's UTC text, or the Date for pg. */
type Instant = (date: Date) => unknown;

/** A datetime as the answers write it (the app's own conversion), from SQLite's UTC text or pg's Date. */
const iso = (value: unknown): string => isoTimestamp(value as Date | string);

/** The admin table's next booking: its day, slot and hours, and when it starts and ends. */
function nextSessionJson(raw: Row) {
  const session = { bookingDate: raw.nextBookingDate as string, timeSlot: raw.nextBookingSlot as string, duration: Number(raw.nextBookingDuration) };
  return { ...session, ...sessionInstants(session) };
}

/** Who made a booking or an order, from its two columns. */
function createdByJson(row: Row) {
  return row.createdByName === null ? null : { id: row.createdByMemberId === null ? null : Number(row.createdByMemberId), name: row.createdByName };
}

/** A principal's member, as the app names them on what they make. */
function* actorSteps(principal: Principal): Generator<Step, { memberId: number; name: string }, Row[]> {
  const [member] = yield ['actor', [principal.memberId, principal.businessId]];
  if (!member) throw new Error('You are no longer a member of this business');
  return { memberId: principal.memberId, name: `${member.firstName as string} ${member.lastName as string}`.trim() };
}

/** A booking as the answers show it (its instants from the common session rules). */
function bookingJson(row: Row) {
  const session = { bookingDate: row.bookingDate as string, timeSlot: row.timeSlot as string, duration: row.duration as number };
  return {
    id: row.id,
    status: row.status,
    bookingDate: row.bookingDate,
    serviceType: row.serviceType,
    timeSlot: row.timeSlot,
    duration: row.duration,
    ...sessionInstants(session),
    serviceHours: row.serviceHours,
    serviceDescription: row.serviceDescription,
    specialRequests: row.specialRequests,
    seriesId: row.seriesId,
    createdBy: createdByJson(row),
    createdAt: iso(row.createdAt),
  };
}

/**
 * The statements of one booking, in the order the app's bookings service runs them in its
 * transaction: the day's closures, the booking, the bank (refused when short, with the
 * low-balance alert when the booking crosses the business's level), the ledger line, the
 * reminder and unstaffed alert (keyed jobs), then the recipient and the confirmation email as a
 * job when the business's email toggle is on. A generator, so that SQLite's synchronous
 * transaction and pg's asynchronous one run the same steps.
 */
function* bookingSteps(principal: Principal, input: Required<NewBooking>, instant: Instant, postgres: boolean): Generator<Step, Row, Row[]> {
  const { businessId } = principal;
  const now = instant(new Date());
  const actor = yield* actorSteps(principal);
  const open = yield [postgres ? 'openBusinessShared' : 'openBusiness', [businessId]];
  if (open.length === 0) throw new Error('You are not signed in');
  yield ['blocksOn', [input.bookingDate]];
  const values = { businessId, status: 'confirmed', ...input, serviceHours: null, serviceDescription: null, specialRequests: null, seriesId: null, createdByMemberId: actor.memberId, createdByName: actor.name };
  const [generated] = yield ['insertBooking', [businessId, values.status, input.serviceType, input.bookingDate, input.timeSlot, input.duration, null, null, null, null, actor.memberId, actor.name]];
  const booking: Row = { ...values, ...generated };
  const [after] = yield ['useHours', [input.duration, businessId, input.duration]];
  if (!after) throw new Error('Not enough hours in your labor bank');
  yield ['ledgerLine', [businessId, booking.id, `Booked: ${serviceTypeLabel(input.serviceType)} on ${input.bookingDate}`, -input.duration]];
  const [available, level] = [Number(after.availableHours), Number(after.lowBalanceHours)];
  if (available < level && available + input.duration >= level) {
    yield ['insertJob', ['alertLowBalance', JSON.stringify({ businessId }), now, null, now, now]];
  }
  for (const [key, kind, hoursBefore] of [['reminder', 'remindBooking', REMINDER_HOURS], ['unstaffedAlert', 'alertUnstaffed', UNSTAFFED_ALERT_HOURS]] as const) {
    const jobKey = `${key}:${String(booking.id)}`;
    yield ['unscheduleJob', [jobKey]];
    yield ['insertJob', [kind, JSON.stringify({ bookingId: booking.id }), instant(hoursBeforeStart(input, hoursBefore)), jobKey, now, now]];
  }
  // Its booking.created event, numbered in the business's counter, and the webhooks it may go to.
  const [counter] = yield ['nextSequence', [businessId]];
  yield ['insertEvent', [businessId, counter!.lastSequence, `evt_${randomBytes(16).toString('base64url')}`, 'booking.created', booking.id, now]];
  yield ['subscribedWebhooks', [businessId]];
  const [recipient] = yield ['recipient', [businessId]];
  if (recipient && (recipient.emailNotifications === null || Boolean(recipient.emailNotifications))) {
    const facts = { bookingDate: input.bookingDate, timeSlot: input.timeSlot, duration: input.duration, serviceType: input.serviceType };
    const email = { to: recipient.email, template: 'bookingReceived', props: { firstName: recipient.firstName, booking: facts } };
    yield ['insertJob', ['email', JSON.stringify(email), now, null, now, now]];
  }
  return booking;
}

/** The next number of a document series in the Vancouver year of `now`: the year's counter row made if missing, then incremented. */
function* documentNumberSteps(series: 'INV' | 'RC', now: Date): Generator<Step, string, Row[]> {
  const year = Number(vancouverToday(now).slice(0, 4));
  yield ['openCounter', [series, year]];
  const [counter] = yield ['nextDocumentNumber', [series, year]];
  return `${series}-${year}-${String(counter!.lastNumber).padStart(6, '0')}`;
}

/**
 * The statements of one pending order in invoice mode, as the billing service's createOrder runs
 * them in its transaction: the pack on sale, the business still open (its row read FOR KEY SHARE on
 * PostgreSQL), the business's name lock (PostgreSQL), its unpaid orders counted, the tax settings, the year's counter row (made if
 * missing, then incremented for the number), the order, its invoice email as a job, and the order read back.
 */
function* orderSteps(principal: Principal, packId: number, instant: Instant, postgres: boolean): Generator<Step, Row, Row[]> {
  const { businessId } = principal;
  const now = new Date();
  const [pack] = yield ['activePack', [packId]];
  if (!pack) throw new Error('This pack is not on sale');
  const open = yield [postgres ? 'openBusinessShared' : 'openBusiness', [businessId]];
  if (open.length === 0) throw new Error('Please sign in');
  if (postgres) yield ['lockName', [`pending-orders:${businessId}`]];
  const [{ pending }] = (yield ['pendingOrders', [businessId]]) as [Row];
  if (Number(pending) >= MAX_PENDING_ORDERS) throw new Error('Too many unpaid orders');
  const [settings] = yield ['billingSettings', []];
  const number = yield* documentNumberSteps('INV', now);
  const pstBasisPoints = settings!.pstBasisPoints as number;
  const totals = saleTotals(pack.priceCents as number, pstBasisPoints);
  const actor = yield* actorSteps(principal);
  const [order] = yield [
    'insertOrder',
    [number, businessId, pack.id, pack.name, pack.hours, totals.subtotalCents, totals.gstCents, totals.pstCents, pstBasisPoints, settings!.paymentTermsDays, totals.totalCents, CURRENCY, 'invoice', 'pending', actor.memberId, actor.name, instant(now)],
  ];
  const orderId = order!.id as number;
  yield ['insertJob', ['emailInvoice', JSON.stringify({ orderId }), instant(now), null, instant(now), instant(now)]];
  const [placed] = yield ['businessOrder', [orderId, businessId]];
  return placed!;
}

/** A Checkout session as read back from Stripe: what the webhook weighs before crediting. */
interface PaidSession {
  id: string;
  paid: boolean;
  amountTotalCents: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/**
 * The statements of a first `checkout.session.completed`, as the billing service's webhook runs
 * them in its transaction: the event's id once, the session's order, its conditional move to
 * paid, the receipt's number, the hours into the bank (read back with the change) and the
 * ledger, the receipt as a job, and the order.paid event for the business's webhooks.
 */
function* creditSteps(event: Stripe.Event, session: PaidSession, instant: Instant): Generator<Step, void, Row[]> {
  const [first] = yield ['firstDelivery', [event.id, event.type]];
  if (!first || !session.paid) return;
  const [order] = yield ['orderOfSession', [session.id]];
  if (!order || !['pending', 'expired'].includes(order.status as string)) return;
  if (session.amountTotalCents !== order.totalCents || session.currency !== CURRENCY) throw new Error(`session ${session.id} does not pay order ${String(order.id)}`);
  const paidAt = new Date();
  const now = instant(paidAt);
  const [paid] = yield ['payOrder', [session.id, session.paymentIntentId, now, order.id]];
  if (!paid) return;
  // The receipt's number, taken only once the payment is sure.
  yield ['setReceipt', [yield* documentNumberSteps('RC', paidAt), order.id]];
  yield ['addHours', [order.hours, order.businessId]];
  yield ['ledgerLine', [order.businessId, null, `Purchased: ${order.packName as string} (${order.hours as number} h), ${order.number as string}`, order.hours]];
  yield ['insertJob', ['emailInvoice', JSON.stringify({ orderId: order.id }), now, null, now, now]];
  // Its order.paid event, numbered in the business's counter, and the webhooks it may go to.
  const [counter] = yield ['nextSequence', [order.businessId]];
  yield ['insertEvent', [order.businessId, counter!.lastSequence, `evt_${randomBytes(16).toString('base64url')}`, 'order.paid', order.id, now]];
  yield ['subscribedWebhooks', [order.businessId]];
}

/** Sees each statement the floor sends, its text and parameters (the statement test records them). */
export type StatementListener = (text: string, parameters: unknown[]) => void;

/** What each engine answers; the HTTP side and the JSON are the same for both. */
interface Store {
  postgres: boolean;
  /** Every row of the statement's result. */
  all(statement: Statement, parameters: unknown[]): Promise<Row[]>;
  instant: Instant;
  /** Runs the steps as one write transaction (BEGIN IMMEDIATE on SQLite); what they return. */
  write<T>(steps: (instant: Instant) => Generator<Step, T, Row[]>): Promise<T>;
  close(): Promise<void>;
}

function sqliteStore(file: string, listen: StatementListener): Store {
  const db = new Sqlite(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const texts = Object.entries(statements((index) => `@p${index}`)).filter(([name]) => !POSTGRES_ONLY.includes(name as Statement));
  const prepared = Object.fromEntries(texts.map(([name, text]) => [name, db.prepare(text)])) as Record<Statement, Sqlite.Statement>;
  const named = (statement: Statement, parameters: unknown[]) => {
    listen(prepared[statement].source, parameters);
    return Object.fromEntries(parameters.map((value, index) => [`p${index}`, value]));
  };
  const all = (statement: Statement, parameters: unknown[]) => prepared[statement].all(named(statement, parameters)) as Row[];
  const instant = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 23);
  const run = (statement: Statement, parameters: unknown[]) =>
    prepared[statement].reader ? all(statement, parameters) : (prepared[statement].run(named(statement, parameters)), []);
  const runSteps = db.transaction((steps: Generator<Step, unknown, Row[]>) => {
    for (let step = steps.next(); ; step = steps.next(run(...step.value))) if (step.done) return step.value;
  });
  return {
    postgres: false,
    all: (statement, parameters) => Promise.resolve(all(statement, parameters)),
    instant,
    write: <T>(steps: (instant: Instant) => Generator<Step, T, Row[]>) => Promise.resolve(runSteps.immediate(steps(instant)) as T),
    close: () => Promise.resolve(void db.close()),
  };
}

function postgresStore(url: string, listen: StatementListener): Store {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
  const text = statements((index) => `$${index + 1}`);
  const query = async (client: pg.Pool | pg.PoolClient, statement: Statement, parameters: unknown[]) => {
    listen(text[statement], parameters);
    // A named statement, as the app's fixed texts are (core/db/data-source.ts): parsed once per connection.
    return (await client.query<Row>({ name: `floor_${statement}`, text: text[statement], values: parameters })).rows;
  };
  return {
    postgres: true,
    close: () => pool.end(),
    instant: (date) => date,
    all: (statement, parameters) => query(pool, statement, parameters),
    async write<T>(steps: (instant: Instant) => Generator<Step, T, Row[]>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const running = steps((date) => date);
        let step = running.next();
        while (!step.done) step = running.next(await query(client, ...step.value));
        await client.query('COMMIT');
        return step.value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export class InvalidSignature extends Error {}

/**
 * The floor's calls on a database (`sqlite:<file>` or `postgres://…`), each answering what the
 * app's call answers. With STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL (the
 * bench's Stripe stand-in) it also takes the Stripe webhook, verifying and reading back through
 * the official SDK.
 */
export function createFloor(databaseUrl: string, listen: StatementListener = () => undefined) {
  const store = databaseUrl.startsWith('sqlite:') ? sqliteStore(databaseUrl.slice('sqlite:'.length), listen) : postgresStore(databaseUrl, listen);

  /** The session lookup the real server makes for a signed-in business. */
  async function businessPrincipal(accountId: number) {
    const [row] = await store.all('principal', [accountId]);
    return row ? { businessId: Number(row.businessId), memberId: Number(row.memberId) } : null;
  }

  /** The dashboard's JSON from its rows (DECISIONS.md's dashboard answer). */
  async function dashboard(businessId: number) {
    const [business] = await store.all('business', [businessId]);
    if (!business) throw new Error('Business not found');
    const [contact] = await store.all('contact', [businessId]);
    const bookings = await store.all('bookings', [store.instant(new Date()), businessId]);
    const [bank] = await store.all('bank', [businessId]);
    const ledger = await store.all('ledger', [businessId]);
    const [settings] = await store.all('settings', [businessId]);
    const [team] = await store.all('activeMembers', [businessId]);
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
      contact: contact ?? null,
      bookings: bookings.map((row) => {
        const chef = row.chefId === null ? null : { id: row.chefId, name: row.chefName, tier: chefTier(row.chefYears as number), redSeal: Boolean(row.chefRedSeal), photoUrl: row.chefPhotoUrl };
        const submittedAt = row.timesheetSubmittedAt === null ? null : iso(row.timesheetSubmittedAt);
        const timesheet =
          row.timesheetStatus === null
            ? null
            : {
                bookingId: row.id,
                hours: row.timesheetHours,
                note: row.timesheetNote,
                status: row.timesheetStatus,
                disputeReason: row.timesheetDisputeReason,
                submittedAt,
                confirmBy: new Date(Date.parse(submittedAt!) + TIMESHEET_AUTO_CONFIRM_HOURS * 3_600_000).toISOString(),
                decidedAt: row.timesheetDecidedAt === null ? null : iso(row.timesheetDecidedAt),
              };
        const staffing = chef ? 'assigned' : Number(row.openOffers) > 0 ? 'offered' : 'awaiting-chef';
        return { ...bookingJson(row), staffing, chef, chefConfirmed: row.chefConfirmedAt !== null, timesheet };
      }),
      laborBank: bank ? { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: (bank.totalHours as number) - (bank.usedHours as number) } : null,
      laborTransactions: ledger.map((line) => ({ id: line.id, description: line.description, transactionDate: iso(line.transactionDate), hours: line.hours, bookingId: line.bookingId })),
      settings: { emailNotifications: Boolean(settings?.emailNotifications ?? true), smsReminders: Boolean(settings?.smsReminders ?? false) },
      activeMembers: Number(team!.count),
    };
  }

  /** The admin table's first page, newest first, as tRPC's batch answers it. */
  async function adminPage(adminId: number) {
    await store.all('admin', [adminId]);
    // PostgreSQL answers COUNT as a bigint, in text.
    const total = Number((await store.all('adminCount', []))[0]!.total);
    const ids = (await store.all('adminPageKeys', [PAGE_SIZE, 0])).map((row) => row.id as number);
    const pageIds = Array.from({ length: PAGE_SIZE }, (_, index) => ids[index] ?? 0);
    const today = vancouverToday(new Date());
    const byId = new Map((await store.all('adminPageRows', [today, today, today, ...pageIds])).map((raw) => [raw.id, raw]));
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
      nextBooking: raw.nextBookingDate && raw.nextBookingSlot && raw.nextBookingDuration !== null ? nextSessionJson(raw) : null,
    }));
    return [{ result: { data: { rows, total, page: 1, pageSize: PAGE_SIZE } } }];
  }

  /** POST /api/bookings: the signed-in business's booking, in one write transaction. */
  async function createBooking(accountId: number, body: string) {
    const input = JSON.parse(body) as NewBooking;
    const principal = await businessPrincipal(accountId);
    const complete = { serviceType: input.serviceType ?? 'in-person', bookingDate: input.bookingDate, timeSlot: input.timeSlot, duration: input.duration ?? 5 };
    const booking = await store.write((instant) => bookingSteps(principal!, complete, instant, store.postgres));
    return { success: true, booking: bookingJson(booking) };
  }

  /** POST /api/billing/orders {packId} in invoice mode: the order made and read back as the app does, and its JSON. */
  async function createOrder(accountId: number, body: string) {
    const { packId } = JSON.parse(body) as { packId: number };
    const principal = await businessPrincipal(accountId);
    const row = await store.write((instant) => orderSteps(principal!, packId, instant, store.postgres));
    return {
      order: {
        id: row.id,
        number: row.number,
        status: row.status,
        packId: row.packId,
        packName: row.packName,
        hours: row.hours,
        subtotalCents: row.subtotalCents,
        gstCents: row.gstCents,
        pstCents: row.pstCents,
        totalCents: row.totalCents,
        currency: CURRENCY,
        provider: row.provider,
        createdBy: createdByJson(row),
        createdAt: iso(row.createdAt),
        paidAt: row.paidAt === null ? null : iso(row.paidAt),
      },
      checkoutUrl: null,
    };
  }

  /** The SDK pointed at STRIPE_API_URL as the app's gateway points it (host, port, protocol, its retries), when the bench gives one. */
  const stripeUrl = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : null;
  const stripe =
    stripeUrl && process.env.STRIPE_SECRET_KEY
      ? new Stripe(process.env.STRIPE_SECRET_KEY, { host: stripeUrl.hostname, port: stripeUrl.port, protocol: stripeUrl.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 2 })
      : null;

  /**
   * POST /api/webhooks/stripe: the signature verified over the raw body by the SDK (Stripe's 300 s
   * tolerance), the session read back from Stripe (the stand-in) as the app does, then the credit.
   */
  async function stripeWebhook(rawBody: Buffer, signature: string | undefined) {
    let event: Stripe.Event;
    try {
      event = stripe!.webhooks.constructEvent(rawBody, signature ?? '', process.env.STRIPE_WEBHOOK_SECRET ?? '', 300);
    } catch {
      throw new InvalidSignature('Invalid signature');
    }
    if (event.type === 'checkout.session.completed') {
      const read = await stripe!.checkout.sessions.retrieve((event.data.object as Stripe.Checkout.Session).id);
      const intent = read.payment_intent;
      const session: PaidSession = {
        id: read.id,
        paid: read.payment_status === 'paid',
        amountTotalCents: read.amount_total,
        currency: read.currency === null ? null : read.currency.toUpperCase(),
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
      await store.write((instant) => creditSteps(event, session, instant));
    }
    return { received: true };
  }

  return { businessPrincipal, dashboard, adminPage, createBooking, createOrder, stripeWebhook, close: () => store.close() };
}
