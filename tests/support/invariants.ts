import { DataSource, In, type EntityManager } from 'typeorm';
import { COMPLIMENTARY_HOURS_DESCRIPTION } from '../../src/common/constants.js';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Assignment, Offer } from '../../src/server/core/db/entities/assignment.js';
import { BillingOrder } from '../../src/server/areas/billing/entities.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import type { Database } from '../../src/server/core/db/database.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { Credential } from '../../src/server/areas/credentials/entities.js';
import { chefsWithCurrentCredential } from '../../src/server/areas/credentials/credentials.js';
import { CREDENTIAL_KINDS } from '../../src/common/schemas/credentials.js';
import { vancouverToday } from '../../src/common/vancouver-time.js';
import { ChefLedgerLine, ChefPayoutAccount, Payout } from '../../src/server/areas/payouts/index.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { LaborBank, LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { BusinessSettings } from '../../src/server/core/db/entities/business-settings.js';
import { Rating, Timesheet } from '../../src/server/areas/after-session/entities.js';

/**
 * What must hold in the database whatever callers did, on either engine: the engine's own
 * storage check passes, no row points at a row that is not there, every ledger sums to its
 * bank's available hours, used hours are what the bookings charged (confirmed: booked; completed:
 * worked; canceled: a late fee), no bank is
 * overdrawn, and every business has exactly one contact, settings row and bank, and its
 * contact one account (a group's location none: its owner signs in with their own), and a booking whose hours were reported or rated still has the chef who
 * reported them or was rated, and is never canceled. Money in (DECISIONS.md section 12): every bank's total is its
 * complimentary, granted and paid hours less the refunded ones, plus the hours moved in less
 * those moved out (which balance across banks), each paid order has exactly one
 * purchase line and each refunded one exactly one refund line, no unpaid order has either, and
 * every order's amounts add up. Read through TypeORM, so the SQL is each engine's own, and in
 * one snapshot (inOneSnapshot): pass a server's Database, or a data source no server of this
 * process uses.
 */
export async function invariantViolations(source: Database | DataSource): Promise<string[]> {
  return inOneSnapshot(source, async (manager) => [
    ...(await storageProblems(manager)),
    ...(await danglingReferences(manager)),
    ...(await businessProblems(manager)),
    ...(await settledWithoutTheirChef(manager)),
    ...(await reportedHoursCanceled(manager)),
    ...(await moneyInProblems(manager)),
    ...(await moneyOutProblems(manager)),
    ...(await credentialProblems(manager)),
    ...(await suspendedWithOpenOffers(manager)),
  ]);
}

/**
 * Runs `read` on one snapshot of the database. The rules compare tables (a chef's balance with
 * the chef's ledger lines, a bank with its ledger), and a change commits them together: read
 * table by table while a job commits (a timesheet confirmed after its 72 hours, say), a
 * balance would be read before its earning and the line after, a violation that never was.
 * A server's database is read through its Database, in a transaction of its own: on SQLite
 * that is the write lock, for the server's one writer connection is lent to one transaction at
 * a time (read beside it, a check would see the middle of the server's transaction); on
 * PostgreSQL, REPEATABLE READ, so the server's writes go on meanwhile, unseen. A data source
 * that no server of this process uses (a restored backup, a database its processes left) is
 * read in a transaction on it.
 */
async function inOneSnapshot<T>(source: Database | DataSource, read: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (source instanceof DataSource) return source.options.type === 'postgres' ? source.transaction('REPEATABLE READ', read) : source.transaction(read);
  return source.write(async (manager) => {
    // Before the transaction's first query, as PostgreSQL requires.
    if (source.engine === 'postgres') await manager.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return read(manager);
  });
}

/**
 * Credentials (DECISIONS.md section 14): a verified one has its document and its reviewer's
 * time, a rejected one its reason, and a credential counts as current (for FOODSAFE and
 * /our-chefs' Red Seal) only while it is verified and its last day has not passed: an expired,
 * pending or rejected one never does, whether or not its expiry job has run yet.
 */
async function credentialProblems(manager: EntityManager): Promise<string[]> {
  const credentials = await manager.find(Credential);
  const problems: string[] = [];
  for (const credential of credentials) {
    if (credential.status === 'verified' && (credential.documentSize === null || credential.reviewedAt === null)) problems.push(`credential ${credential.id}: verified without a document or a review`);
    if (credential.status === 'rejected' && !credential.rejectionReason) problems.push(`credential ${credential.id}: rejected without a reason`);
  }
  const today = vancouverToday(new Date());
  const chefIds = [...new Set(credentials.map(({ chefId }) => chefId))];
  for (const kind of CREDENTIAL_KINDS) {
    for (const chefId of await chefsWithCurrentCredential(manager, kind, chefIds, today)) {
      const standing = credentials.some((credential) => credential.chefId === chefId && credential.kind === kind && credential.status === 'verified' && credential.expiresOn >= today);
      if (!standing) problems.push(`chef ${chefId}: counted as holding a current ${kind} credential without a verified one valid today`);
    }
  }
  return problems;
}

/** DECISIONS.md section 14: a suspended chef holds no open offer (the suspension withdrew them, and none is made after). */
async function suspendedWithOpenOffers(manager: EntityManager): Promise<string[]> {
  const suspended = await manager.find(Chef, { select: { id: true }, where: { status: 'suspended' } });
  if (suspended.length === 0) return [];
  const open = await manager.findBy(Offer, { chefId: In(suspended.map(({ id }) => id)), status: 'open' });
  return open.map((offer) => `chef ${offer.chefId}: suspended, yet holds open offer ${offer.id}`);
}

/**
 * Money out (DECISIONS.md section 13): every chef's balance is the sum of its ledger lines and
 * never negative; each line is in at most one payout (a column, so by construction) of its own
 * chef, and each payout's amount is the sum of the lines it paid out and has exactly one payout
 * line of minus that amount (a failed one holds no lines, and its two payout lines cancel out);
 * a booking earns once per kind (a unique index, checked again).
 */
async function moneyOutProblems(manager: EntityManager): Promise<string[]> {
  const chefs = await manager.find(Chef, { select: { id: true } });
  const balances = new Map((await manager.find(ChefPayoutAccount)).map(({ chefId, balanceCents }) => [chefId, balanceCents]));
  const lines = await manager.find(ChefLedgerLine);
  const payouts = await manager.find(Payout);
  const problems: string[] = [];
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.chefId, (sums.get(line.chefId) ?? 0) + line.amountCents);
  // A chef without a payout account is owed nothing.
  for (const { id } of chefs) {
    const balance = balances.get(id) ?? 0;
    if (balance < 0) problems.push(`chef ${id}: balance ${balance} is negative`);
    if (balance !== (sums.get(id) ?? 0)) problems.push(`chef ${id}: balance ${balance} is not the sum of its lines, ${sums.get(id) ?? 0}`);
  }
  for (const payout of payouts) {
    const paid = lines.filter((line) => line.payoutId === payout.id && line.kind !== 'payout');
    const own = lines.filter((line) => line.payoutId === payout.id && line.kind === 'payout');
    // A failed payout released its lines and gave its amount back: its own two lines cancel out.
    if (payout.status === 'failed') {
      if (paid.length > 0) problems.push(`failed payout ${payout.id}: still holds ${paid.length} lines`);
      if (own.length !== 2 || own.reduce((sum, line) => sum + line.amountCents, 0) !== 0) problems.push(`failed payout ${payout.id}: its payout lines do not cancel out`);
      continue;
    }
    if (paid.some((line) => line.chefId !== payout.chefId)) problems.push(`payout ${payout.id}: pays out another chef's line`);
    const total = paid.reduce((sum, line) => sum + line.amountCents, 0);
    if (total !== payout.amountCents) problems.push(`payout ${payout.id}: amount ${payout.amountCents} is not the sum of its lines, ${total}`);
    if (own.length !== 1 || own[0]!.amountCents !== -payout.amountCents) problems.push(`payout ${payout.id}: has ${own.length} payout lines, not one of ${-payout.amountCents}`);
  }
  const earned = new Set<string>();
  for (const line of lines.filter(({ bookingId }) => bookingId !== null)) {
    const key = `${line.bookingId}:${line.kind}`;
    if (earned.has(key)) problems.push(`booking ${line.bookingId}: earned twice as ${line.kind}`);
    earned.add(key);
  }
  return problems;
}

/** A ledger line of a purchase: "Purchased: <pack> (<hours> h), <number>" (the pack's name may hold anything). */
const PURCHASE_LINE = /^Purchased: [\s\S]* \((\d+) h\), (\S+)$/;
/** A ledger line of a refund: "Refunded: <number>". */
const REFUND_LINE = /^Refunded: (\S+)$/;
/** Hours an admin gave: by hand ("Added by ChefConnect: <reason>") or by approving a request. */
const GRANT_LINE = /^(?:Added by ChefConnect: [\s\S]*|Additional hours request #\d+ approved)$/;
/** Hours moved between a group's banks (DECISIONS.md section 18): out lowers the source's total as a refund does, in is a credit. */
const TRANSFER_LINE = /^Transferred (?:to|from) [\s\S]+$/;

/** A tax in cents, rounded half up, in integers only (written here again, not imported from the code under test). */
function taxHalfUp(subtotalCents: number, basisPoints: number): number {
  return Math.floor((subtotalCents * basisPoints + 5000) / 10000);
}

/**
 * Money in, against the ledger: hours reach a bank's total only as its registration's
 * complimentary hours, an admin's grant, or a paid order's purchase line, and leave it only by a
 * refund line; every paid (or since refunded) order has its one purchase line of its hours, every
 * refunded one its one refund line, an order never paid neither; and every order's total is its
 * subtotal, GST (5%) and PST (at the order's rate), each tax rounded half up to the cent.
 */
async function moneyInProblems(manager: EntityManager): Promise<string[]> {
  const banks = await manager.find(LaborBank, { select: { businessId: true, totalHours: true } });
  const lines = await manager.find(LaborTransaction, { select: { businessId: true, bookingId: true, description: true, hours: true } });
  const orders = await manager.find(BillingOrder);
  const problems: string[] = [];

  const purchases = new Map<string, { businessId: number; hours: number; lineHours: number }[]>();
  const refunds = new Map<string, { businessId: number; hours: number }[]>();
  const credited = new Map<number, { complimentary: number; granted: number; moved: number }>();
  let movedEverywhere = 0;
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const line of lines) {
    if (line.bookingId !== null) continue;
    const sums = credited.get(line.businessId) ?? { complimentary: 0, granted: 0, moved: 0 };
    credited.set(line.businessId, sums);
    const purchase = PURCHASE_LINE.exec(line.description);
    const refund = REFUND_LINE.exec(line.description);
    if (purchase) push(purchases, purchase[2]!, { businessId: line.businessId, hours: line.hours, lineHours: Number(purchase[1]) });
    else if (refund) push(refunds, refund[1]!, { businessId: line.businessId, hours: line.hours });
    else if (line.description === COMPLIMENTARY_HOURS_DESCRIPTION) sums.complimentary += line.hours;
    else if (GRANT_LINE.test(line.description)) sums.granted += line.hours;
    else if (TRANSFER_LINE.test(line.description)) {
      sums.moved += line.hours;
      movedEverywhere += line.hours;
    }
  }
  // Each transfer writes both of its lines: what left one bank reached another.
  if (movedEverywhere !== 0) problems.push(`transfers between banks do not balance: ${movedEverywhere} h more arrived than left`);

  const paidHours = new Map<number, number>();
  const refundedHours = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const known = new Set(orders.map((order) => order.number));
  for (const order of orders) {
    const name = `order ${order.number} (${order.status})`;
    const bought = purchases.get(order.number) ?? [];
    const refunded = refunds.get(order.number) ?? [];
    const wasPaid = order.status === 'paid' || order.status === 'refunded';
    if (wasPaid) {
      add(paidHours, order.businessId, order.hours);
      if (bought.length !== 1) problems.push(`${name} has ${bought.length} "Purchased" ledger lines, not 1`);
    } else if (bought.length > 0) {
      problems.push(`${name} was never paid but has ${bought.length} "Purchased" ledger line(s)`);
    }
    for (const line of bought) {
      if (line.businessId !== order.businessId || line.hours !== order.hours || line.lineHours !== order.hours) {
        problems.push(`${name}: its "Purchased" line credits ${line.hours} h (says ${line.lineHours} h) to business ${line.businessId}, not ${order.hours} h to business ${order.businessId}`);
      }
    }
    if (order.status === 'refunded') {
      add(refundedHours, order.businessId, order.hours);
      if (refunded.length !== 1) problems.push(`${name} has ${refunded.length} "Refunded" ledger lines, not 1`);
    } else if (refunded.length > 0) {
      problems.push(`${name} is not refunded but has ${refunded.length} "Refunded" ledger line(s)`);
    }
    for (const line of refunded) {
      if (line.businessId !== order.businessId || line.hours !== -order.hours) {
        problems.push(`${name}: its "Refunded" line takes ${-line.hours} h from business ${line.businessId}, not ${order.hours} h from business ${order.businessId}`);
      }
    }
    const gst = taxHalfUp(order.subtotalCents, 500);
    const pst = taxHalfUp(order.subtotalCents, order.pstBasisPoints);
    if (order.gstCents !== gst) problems.push(`${name}: GST is ${order.gstCents} cents, 5% of ${order.subtotalCents} is ${gst}`);
    if (order.pstCents !== pst) problems.push(`${name}: PST is ${order.pstCents} cents, ${order.pstBasisPoints} basis points of ${order.subtotalCents} is ${pst}`);
    if (order.totalCents !== order.subtotalCents + order.gstCents + order.pstCents) {
      problems.push(`${name}: total ${order.totalCents} cents is not subtotal ${order.subtotalCents} + GST ${order.gstCents} + PST ${order.pstCents}`);
    }
    if (wasPaid !== (order.paidAt !== null)) problems.push(`${name}: paidAt is ${order.paidAt === null ? 'empty' : 'set'}`);
  }
  for (const number of [...purchases.keys(), ...refunds.keys()]) {
    if (!known.has(number)) problems.push(`a ledger line names order ${number}, which does not exist`);
  }

  for (const bank of banks) {
    const { complimentary, granted, moved } = credited.get(bank.businessId) ?? { complimentary: 0, granted: 0, moved: 0 };
    const paid = paidHours.get(bank.businessId) ?? 0;
    const refunded = refundedHours.get(bank.businessId) ?? 0;
    const expected = complimentary + granted + paid - refunded + moved;
    if (bank.totalHours !== expected) {
      problems.push(`business ${bank.businessId}: total ${bank.totalHours} h is not complimentary ${complimentary} + granted ${granted} + paid ${paid} - refunded ${refunded} + moved ${moved} = ${expected} h`);
    }
  }
  return problems;
}

/**
 * A timesheet or a rating settles a booking with one chef (DECISIONS.md section 16): that chef
 * stays assigned, so no booking is confirmed, completed or rated for a chef taken off it.
 */
async function settledWithoutTheirChef(manager: EntityManager): Promise<string[]> {
  const chefOf = new Map((await manager.find(Assignment)).map(({ bookingId, chefId }) => [bookingId, chefId]));
  const problems: string[] = [];
  for (const { bookingId, chefId } of await manager.find(Timesheet, { select: { bookingId: true, chefId: true } })) {
    if (chefOf.get(bookingId) !== chefId) problems.push(`booking ${bookingId}: chef ${chefId} reported its hours but is not its chef`);
  }
  for (const { bookingId, chefId } of await manager.find(Rating, { select: { bookingId: true, chefId: true } })) {
    if (chefOf.get(bookingId) !== chefId) problems.push(`booking ${bookingId}: rated with chef ${chefId}, who is not its chef`);
  }
  return problems;
}

/**
 * Hours a chef reported settle through their timesheet (DECISIONS.md sections 16 and 24): no
 * cancel or no-show ends such a booking, so no canceled booking holds a timesheet.
 */
async function reportedHoursCanceled(manager: EntityManager): Promise<string[]> {
  const reported = await manager.find(Timesheet, { select: { bookingId: true } });
  if (reported.length === 0) return [];
  const canceled = await manager.find(Booking, { select: { id: true }, where: { id: In(reported.map(({ bookingId }) => bookingId)), status: 'canceled' } });
  return canceled.map(({ id }) => `booking ${id}: canceled, yet its chef reported hours`);
}

/**
 * SQLite's integrity check (page structure, and indexes against their tables), which matters
 * after a crash. PostgreSQL has no counterpart short of the amcheck extension, which needs a
 * superuser; it checksums its pages (by default since 18) and recovers from its WAL itself.
 */
async function storageProblems(manager: EntityManager): Promise<string[]> {
  if (manager.connection.options.type === 'postgres') return [];
  const rows: { integrity_check: string }[] = await manager.query('PRAGMA integrity_check');
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok').map((line) => `integrity_check: ${line}`);
}

/** Every foreign key the migrations declare, read from the schema: a new one is checked without a change here. */
async function danglingReferences(manager: EntityManager): Promise<string[]> {
  const { connection } = manager;
  // The snapshot's own connection: the transaction's query runner.
  const tables = await manager.queryRunner!.getTables(connection.entityMetadatas.map((metadata) => metadata.tableName));
  const quote = (name: string) => connection.driver.escape(name);
  const problems: string[] = [];
  for (const table of tables) {
    for (const key of table.foreignKeys) {
      const [column = '', referenced = ''] = [key.columnNames[0], key.referencedColumnNames[0]];
      const child = `${quote('child')}.${quote(column)}`;
      const parent = `${quote('parent')}.${quote(referenced)}`;
      const rows = await manager
        .createQueryBuilder()
        .select(child, 'value')
        .from(table.name, 'child')
        .leftJoin(key.referencedTableName, 'parent', `${parent} = ${child}`)
        .where(`${child} IS NOT NULL`)
        .andWhere(`${parent} IS NULL`)
        .getRawMany<{ value: number }>();
      for (const row of rows) problems.push(`orphan ${table.name} row: its ${column} ${row.value} is not in ${key.referencedTableName}`);
    }
  }
  return problems;
}

async function businessProblems(manager: EntityManager): Promise<string[]> {
  const businesses = await manager.find(Business, { select: { id: true, closedAt: true } });
  const banks = await manager.find(LaborBank);
  const ledgerLines = await manager.find(LaborTransaction, { select: { businessId: true, hours: true } });
  const bookings = await manager.find(Booking, { select: { businessId: true, status: true, duration: true, workedHours: true, feeHours: true } });
  const contacts = await manager.find(Contact, { select: { id: true, businessId: true } });
  const accounts = await manager.find(Account, { select: { contactId: true } });
  const settings = await manager.find(BusinessSettings, { select: { businessId: true } });
  const owners = await manager.find(Member, { select: { businessId: true, accountId: true }, where: { role: 'owner', status: 'active' } });

  const sumBy = <T>(rows: T[], key: (row: T) => number, value: (row: T) => number) => {
    const sums = new Map<number, number>();
    for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
    return sums;
  };
  const ledger = sumBy(ledgerLines, (line) => line.businessId, (line) => line.hours);
  // What each booking holds of its bank: a confirmed one its duration, a completed one the hours
  // its timesheet or settlement charged (else its duration), a canceled one its late fee.
  const booked = sumBy(bookings, (booking) => booking.businessId, chargedHours);
  const counted = <T>(rows: T[], key: (row: T) => number) => sumBy(rows, key, () => 1);
  const banksOf = counted(banks, (bank) => bank.businessId);
  const contactsOf = counted(contacts, (contact) => contact.businessId);
  const settingsOf = counted(settings, (row) => row.businessId);
  // A person who joined a team by invitation has an account of no contact (DECISIONS.md section 18).
  const accountsOf = counted(accounts.filter((account) => account.contactId !== null), (account) => account.contactId!);

  const problems: string[] = [];
  for (const { id } of businesses) {
    if (contactsOf.get(id) !== 1) problems.push(`business ${id} does not have exactly one contact`);
    if (settingsOf.get(id) !== 1) problems.push(`business ${id} does not have exactly one business_settings`);
    if (banksOf.get(id) !== 1) problems.push(`business ${id} does not have exactly one labor bank`);
    const bank = banks.find((row) => row.businessId === id);
    if (!bank) continue;
    const available = bank.totalHours - bank.usedHours;
    const ledgerSum = ledger.get(id) ?? 0;
    const bookedHours = booked.get(id) ?? 0;
    if (ledgerSum !== available) problems.push(`business ${id}: ledger sums to ${ledgerSum}, bank has ${available} available`);
    if (bookedHours !== bank.usedHours) problems.push(`business ${id}: bookings use ${bookedHours} h, bank says ${bank.usedHours} used`);
    if (available < 0) problems.push(`business ${id} is overdrawn (${available} h)`);
  }
  // A group's location has its opening owner's sign-in, made for the contact of another business (DECISIONS.md section 18).
  const signedInOwners = new Set(owners.filter((owner) => owner.accountId !== null).map((owner) => owner.businessId));
  // A closed business has no team left (section 21), so a closed location has no sign-in at all.
  const closed = new Set(businesses.filter(({ closedAt }) => closedAt !== null).map(({ id }) => id));
  for (const contact of contacts) {
    const contactAccounts = accountsOf.get(contact.id) ?? 0;
    const signInExpected = !signedInOwners.has(contact.businessId) && !closed.has(contact.businessId);
    if (contactAccounts > 1 || (contactAccounts === 0 && signInExpected)) problems.push(`business ${contact.businessId} does not have exactly one account`);
  }
  return problems;
}

function chargedHours(booking: Pick<Booking, 'status' | 'duration' | 'workedHours' | 'feeHours'>): number {
  if (booking.status === 'confirmed') return booking.duration;
  if (booking.status === 'completed') return booking.workedHours ?? booking.duration;
  return booking.feeHours;
}
