import Sqlite from 'better-sqlite3';
import { hashPassword } from '../../src/server/security/passwords.js';
import { searchKey } from '../../src/common/search.js';

/**
 * A database the size of a successful year: 10,000 businesses with their contact, account,
 * settings and labor bank, 200,000 bookings in every status, and the ledger that goes with
 * them (so every bank's ledger sums to its available hours). Raw SQL in one transaction on a
 * database the server has already migrated: about a million rows in seconds.
 */
export const BUSINESSES = 10_000;
export const BOOKINGS_PER_BUSINESS = 20;
export const BENCH_PASSWORD = 'bench passphrase for load';
/** Signs in to read its dashboard (a typical business: 20 bookings, ~25 ledger lines). */
export const READER = { businessId: 1, username: 'owner1' };
/** Signs in to create bookings; has hours enough for any run. */
export const BOOKER = { businessId: 2, username: 'owner2' };

const TYPES = ['restaurant', 'cafe', 'bakery', 'hotel', 'catering', 'food-truck', 'other'];
const CITIES = ['Vancouver', 'Burnaby', 'Richmond', 'Surrey', 'North Vancouver', 'Coquitlam', 'Langley', 'Delta'];
const SLOTS = ['morning', 'afternoon', 'evening', 'all-day'];
const FIRST = ['Jamie', 'Alex', 'Sam', 'Priya', 'Wei', 'Maria', 'Tom', 'Aiko', 'Noah', 'Lea'];
const LAST = ['Chen', 'Singh', 'Smith', 'Nguyen', 'Garcia', 'Tremblay', 'Kim', 'Brown'];

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

function timestamp(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
}

export async function seed(databasePath: string): Promise<{ businesses: number; bookings: number; ledgerLines: number }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const db = new Sqlite(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const next = random(20_251_121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const insert = {
    business: db.prepare(
      'INSERT INTO business (id, businessName, businessNameKey, businessType, businessAddress, city, cityKey, state, zipCode, employeeCount, description, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    contact: db.prepare(
      'INSERT INTO contact (id, businessId, firstName, lastName, jobTitle, email, phone, preferredContact, newsletter) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    account: db.prepare('INSERT INTO account (contactId, username, usernameKey, passwordHash, sessionVersion) VALUES (?, ?, ?, ?, 1)'),
    settings: db.prepare('INSERT INTO business_settings (businessId, emailNotifications, smsReminders) VALUES (?, ?, ?)'),
    bank: db.prepare('INSERT INTO labor_bank (businessId, totalHours, usedHours) VALUES (?, ?, ?)'),
    booking: db.prepare(
      'INSERT INTO booking (businessId, status, bookingDate, serviceType, timeSlot, duration, serviceHours, serviceDescription, specialRequests, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    ledger: db.prepare('INSERT INTO labor_transaction (businessId, bookingId, description, hours, transactionDate) VALUES (?, ?, ?, ?, ?)'),
  };
  let bookings = 0;
  let ledgerLines = 0;
  db.transaction(() => {
    for (let id = 1; id <= BUSINESSES; id += 1) {
      const age = -365 + Math.floor(next() * 300);
      const city = pick(CITIES);
      const businessName = `${pick(['The', 'Little', 'Golden', 'Urban', 'Harbour'])} ${pick(['Spoon', 'Oven', 'Table', 'Kitchen', 'Bistro', 'Grill'])} ${id}`;
      insert.business.run(id, businessName, searchKey(businessName), pick(TYPES), `${100 + id} Main Street`, city, searchKey(city), 'BC', 'V6B 1A1', '6-20', null, timestamp(age));
      insert.contact.run(id, id, pick(FIRST), pick(LAST), 'Owner', `owner${id}@example.com`, '(604) 555-0100', 'email', 0);
      insert.account.run(id, `owner${id}`, `owner${id}`, passwordHash);
      insert.settings.run(id, 1, 0);
      insert.ledger.run(id, null, 'Complimentary Platinum hours (2 in-person days + 10 virtual hours)', 20, timestamp(age));
      ledgerLines += 1;
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
        const result = insert.booking.run(id, status, day(when), serviceType, pick(SLOTS), duration, '3-4', 'Menu development session', null, created, created);
        const bookingId = Number(result.lastInsertRowid);
        insert.ledger.run(id, bookingId, `Booked: ${serviceType === 'in-person' ? 'In-Person Chef Service' : 'Virtual Consultation'} on ${day(when)}`, -duration, created);
        ledgerLines += 1;
        if (status === 'canceled') {
          insert.ledger.run(id, bookingId, `Refund, canceled by business: on ${day(when)}`, duration, created);
          ledgerLines += 1;
        } else {
          used += duration;
        }
        bookings += 1;
      }
      // Purchased hours: enough for what was used, and some to spare (the booker: plenty).
      const spare = id === BOOKER.businessId ? 1_000_000 : Math.floor(next() * 40);
      const total = Math.max(20, used + spare);
      if (total > 20) {
        insert.ledger.run(id, null, 'Purchased hours', total - 20, timestamp(age + 1));
        ledgerLines += 1;
      }
      insert.bank.run(id, total, used);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { businesses: BUSINESSES, bookings, ledgerLines };
}
