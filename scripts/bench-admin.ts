/**
 * npm run bench:admin — how fast the admin businesses table stays at 10,000 businesses, and
 * the admin Chefs table at 2,000 chefs.
 *
 * Seeds a temporary SQLite file (the production server's migrations first, then one SQL
 * transaction through better-sqlite3: businesses with a contact, a labor bank, bookings in every
 * status and their ledger lines), starts the compiled production server on it as its own process
 * (scripts/bench/server-process.ts, as `npm run bench` does), and times over HTTP, signed in as
 * the admin, tRPC's table page, search and sort (GET /trpc/admin.businesses) and the spec's full
 * list GET /api/admin/businesses. Prints the median and p99 of each, each call from the request
 * to the last byte of its answer. Not a test: the figures depend on the machine.
 *
 * Money out: the same seed gives the bench chefs BENCH_LEDGER_LINES unpaid ledger
 * lines (spread evenly, dated in the weeks before the last Sunday, each chef's balanceCents the
 * sum of its lines); one payout run through that Sunday is timed over HTTP (POST
 * /api/admin/payouts/run as the admin) and checked (200, every chef's balance 0, one payout per
 * chef, no line unpaid), then the chef earnings read is timed at that size through tRPC
 * (chef.earnings, a chef principal, every chef in turn) and over HTTP (GET /api/chef/earnings
 * with the cookies of chefs signed in by their invitation links).
 *
 * Staffing: bench chefs get weekly availability, worked and rated sessions, favourites
 * and reliability events, and the Offer/Assign dialogs' reads (admin.eligibleChefs in section
 * 14's order, admin.candidates with every chef's reasons) are timed over upcoming bookings.
 *
 * Options (environment): BENCH_BUSINESSES (default 10000), BENCH_CHEFS (default 2000),
 * BENCH_LEDGER_LINES (default 50000), BENCH_RUNS (default 300).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { searchKey } from '../src/common/search.js';
import { sessionSlots } from '../src/common/session-time.js';
import { shiftDay, vancouverInstant, vancouverToday } from '../src/common/vancouver-time.js';
import { lastSundayBefore } from '../src/server/areas/payouts/index.js';
import { emailedSignInToken } from './bench/offers.js';
import { ADMIN_PASSWORD, buildServer, spawnServer, type ServerProcess } from './bench/server-process.js';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 10_000);
const CHEFS = Number(process.env.BENCH_CHEFS ?? 2_000);
const LEDGER_LINES = Number(process.env.BENCH_LEDGER_LINES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
/** The payout run's day: the last Sunday before today (Vancouver), as the run's default. */
const THROUGH = lastSundayBefore(vancouverToday(new Date()));
/** Chefs signed in by their invitation links for the REST earnings read. */
const SIGNED_IN_CHEFS = 20;
const REST_RUNS = Math.max(10, Math.round(RUNS / 10));
const WARM_UP = 20;

const CITIES = ['Vancouver', 'Burnaby', 'Richmond', 'Surrey', 'Coquitlam', 'North Vancouver', 'West Vancouver', 'Delta', 'Langley', 'New Westminster', 'Port Moody', 'Maple Ridge', 'White Rock', 'Squamish', 'Whistler', 'Abbotsford', 'Chilliwack', 'Mission', 'Pitt Meadows', 'Bowen Island'];
const WORDS = ['Maple', 'Harbour', 'Cedar', 'Granville', 'Gastown', 'Kitsilano', 'Salmon', 'Spruce', 'Golden', 'Coastal', 'Alder', 'Mountain', 'Pacific', 'Fraser', 'Lions', 'Stanley'];
const KINDS = [['Bistro', 'restaurant'], ['Cafe', 'cafe'], ['Bakery', 'bakery'], ['Hotel', 'hotel'], ['Catering', 'catering'], ['Food Truck', 'food-truck'], ['Kitchen', 'other']] as const;
const SLOTS = ['morning', 'afternoon', 'evening', 'all-day'];

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

/** A deterministic pseudo-random sequence, so every run seeds the same data. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

function seed(databasePath: string): void {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  const random = generator(42);
  const insertBusiness = db.prepare(
    'INSERT INTO business (businessName, businessNameKey, businessType, businessAddress, city, cityKey, state, zipCode, employeeCount, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertContact = db.prepare(
    "INSERT INTO contact (businessId, firstName, lastName, jobTitle, email, phone, preferredContact) VALUES (?, ?, ?, 'Owner', ?, '(604) 555-0100', 'email')",
  );
  const insertBank = db.prepare('INSERT INTO labor_bank (businessId, totalHours, usedHours) VALUES (?, ?, ?)');
  const insertBooking = db.prepare(
    "INSERT INTO booking (businessId, status, bookingDate, serviceType, timeSlot, duration) VALUES (?, ?, ?, 'in-person', ?, ?)",
  );
  const insertLine = db.prepare('INSERT INTO labor_transaction (businessId, bookingId, description, hours) VALUES (?, ?, ?, ?)');

  db.transaction(() => {
    for (let index = 1; index <= BUSINESSES; index += 1) {
      const [kind, type] = KINDS[random(KINDS.length)]!;
      const name = `${WORDS[random(WORDS.length)]} ${kind} ${index}`;
      const city = CITIES[random(CITIES.length)]!;
      const created = new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      const businessId = Number(
        insertBusiness.run(name, searchKey(name), type, `${100 + random(9000)} Main Street`, city, searchKey(city), 'BC', 'V6B 1A1', '1-5', created).lastInsertRowid,
      );
      // Every 50th business has no contact ('No contact' in the table).
      if (index % 50 !== 0) insertContact.run(businessId, 'Jamie', `Owner${index}`, `owner${index}@example.com`);

      const total = 20 + 10 * random(3);
      let used = 0;
      insertLine.run(businessId, null, 'Complimentary Platinum hours (2 in-person days + 10 virtual hours)', 20);
      const bookings: [status: string, offsetDays: number][] = [
        ['completed', -1 - random(200)],
        ['confirmed', 1 + random(120)],
        ['confirmed', 30 + random(200)],
        ['canceled', random(60)],
      ];
      for (const [status, offset] of bookings) {
        const duration = 1 + random(5);
        const bookingId = Number(insertBooking.run(businessId, status, isoDay(offset), SLOTS[random(SLOTS.length)], duration).lastInsertRowid);
        if (status !== 'canceled') {
          used += duration;
          insertLine.run(businessId, bookingId, 'Booking', -duration);
        }
      }
      // About one business in twelve has no labor bank row at all ('No Hours').
      if (index % 12 !== 0) insertBank.run(businessId, total, Math.min(used + random(10), total));
    }
  })();
  // Chefs beside the roster the migration made: every group, tier, status and service type.
  const insertChef = db.prepare(
    'INSERT INTO chef (name, nameKey, email, emailKey, specialty, chefGroup, yearsExperience, redSeal, achievements, inPerson, virtual, hourlyRate, showOnSite, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const groups = ['executive', 'pastry', 'rising', 'international'];
  const statuses = ['active', 'active', 'active', 'invited', 'inactive'];
  const chefIds: number[] = [];
  db.transaction(() => {
    for (let index = 1; index <= CHEFS; index += 1) {
      const name = `${WORDS[random(WORDS.length)]} Chef ${index}`;
      const email = `chef${index}@bench.example.com`;
      const types = random(3);
      chefIds.push(Number(insertChef.run(name, searchKey(name), email, email, 'Sauces', groups[random(4)], 1 + random(25), 1, '[]', types !== 1 ? 1 : 0, types !== 0 ? 1 : 0, 35 + random(31), 0, statuses[random(statuses.length)]).lastInsertRowid));
    }
  })();
  seedChefLedgers(db, chefIds, random);
  seedStaffingRecords(db, chefIds, random);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');
  db.close();
}

/**
 * LEDGER_LINES unpaid lines over the chefs in turn (earnings, some late-cancellation fees and
 * positive adjustments), each dated a Vancouver afternoon 1 to 84 days before THROUGH, then each
 * chef's balance set to the sum of its lines, as the ledger keeps it.
 */
function seedChefLedgers(db: Database.Database, chefIds: number[], random: (below: number) => number): void {
  const insertLine = db.prepare('INSERT INTO chef_ledger_line (chefId, kind, amountCents, description, bookingId, payoutId, createdAt) VALUES (?, ?, ?, ?, NULL, NULL, ?)');
  db.transaction(() => {
    for (let index = 0; index < LEDGER_LINES; index += 1) {
      const chefId = chefIds[index % chefIds.length]!;
      const day = shiftDay(THROUGH, -1 - random(84));
      // TypeORM's SQLite datetime text: UTC, milliseconds, a space for the T.
      const createdAt = vancouverInstant(day, 14).toISOString().replace('T', ' ').slice(0, 23);
      const pick = random(20);
      const [kind, amountCents, description] =
        pick === 0 ? ['late-cancel', 4 * 4_500, `Late cancellation: Bench Bistro ${index}, ${day}`] : pick === 1 ? ['adjustment', 1_000 + 100 * random(40), 'Adjustment: bench'] : ['earning', (1 + random(8)) * (3_500 + 100 * random(31)), `Session: Bench Bistro ${index}, ${day}`];
      insertLine.run(chefId, kind, amountCents, description, createdAt);
    }
    db.exec('INSERT INTO chef_payout_account (chefId, balanceCents) SELECT chefId, SUM(amountCents) FROM chef_ledger_line GROUP BY chefId');
  })();
}

/**
 * What the eligible chefs' order reads (DECISIONS.md section 14), at size: each chef
 * works about half of the week's slots, each business's completed booking was worked by a bench
 * chef (with its slots) and two in three of them rated, each business has two favourites, and
 * one chef in ten has a late release and one in twenty-five a no-show in the last 90 days.
 */
function seedStaffingRecords(db: Database.Database, chefIds: number[], random: (below: number) => number): void {
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const insertAvailability = db.prepare('INSERT INTO chef_availability (chefId, weekday, slot) VALUES (?, ?, ?)');
  const insertAssignment = db.prepare('INSERT INTO assignment (bookingId, chefId, hourlyRateCents) VALUES (?, ?, 4500)');
  const insertSlot = db.prepare('INSERT INTO assignment_slot (chefId, bookingDate, slot, assignmentId) VALUES (?, ?, ?, ?)');
  const insertRating = db.prepare("INSERT INTO rating (bookingId, author, chefId, businessId, stars) VALUES (?, 'business', ?, ?, ?)");
  const insertFavourite = db.prepare('INSERT OR IGNORE INTO favourite (businessId, chefId) VALUES (?, ?)');
  const insertEvent = db.prepare('INSERT INTO reliability_event (chefId, bookingId, kind, strikes, occurredAt) VALUES (?, NULL, ?, ?, ?)');
  const completed = db.prepare("SELECT id, businessId, bookingDate, timeSlot, duration FROM booking WHERE status = 'completed'").all() as { id: number; businessId: number; bookingDate: string; timeSlot: string; duration: number }[];
  db.transaction(() => {
    for (const chefId of chefIds) {
      for (const weekday of weekdays) {
        for (const slot of ['morning', 'afternoon', 'evening']) if (random(2) === 0) insertAvailability.run(chefId, weekday, slot);
      }
      const daysAgo = 1 + random(89);
      const occurredAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString().replace('T', ' ').slice(0, 23);
      if (random(10) === 0) insertEvent.run(chefId, 'late-release', 1, occurredAt);
      if (random(25) === 0) insertEvent.run(chefId, 'no-show', 2, occurredAt);
    }
    // A chef works one session per slot: the next chef takes a booking whose slot is already held.
    const held = new Set<string>();
    for (const booking of completed) {
      const slots = sessionSlots(booking);
      let index = random(chefIds.length);
      while (slots.some((slot) => held.has(`${chefIds[index]}|${booking.bookingDate}|${slot}`))) index = (index + 1) % chefIds.length;
      const chefId = chefIds[index]!;
      const assignmentId = Number(insertAssignment.run(booking.id, chefId).lastInsertRowid);
      for (const slot of slots) {
        held.add(`${chefId}|${booking.bookingDate}|${slot}`);
        insertSlot.run(chefId, booking.bookingDate, slot, assignmentId);
      }
      if (random(3) !== 0) insertRating.run(booking.id, chefId, booking.businessId, 3 + random(3));
      insertFavourite.run(booking.businessId, chefId);
      insertFavourite.run(booking.businessId, chefIds[random(chefIds.length)]!);
    }
  })();
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function time(label: string, runs: number, call: (run: number) => Promise<unknown>): Promise<string> {
  for (let run = 0; run < Math.min(WARM_UP, runs); run += 1) await call(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await call(run);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `${label.padEnd(46)} median ${percentile(samples, 0.5).toFixed(2).padStart(7)} ms   p99 ${percentile(samples, 0.99).toFixed(2).padStart(7)} ms   (${runs} runs)`;
}

/** The production server on the bench's database, its admin's cookie, and reads of its file beside it. */
interface Bench {
  server: ServerProcess;
  dataDir: string;
  adminCookie: string;
  /** The first row's `n` of a read of the database file (its own read-only connection). */
  count(sql: string): number;
  rows<T>(sql: string): T[];
}

/** GET of a tRPC query over HTTP (tRPC's batch link, as the client sends it), failing on anything but 200. */
async function trpcQuery(bench: Bench, procedure: string, input: unknown, cookie = bench.adminCookie): Promise<unknown> {
  const query = input === undefined ? '' : `&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  const response = await fetch(`${bench.server.url}/trpc/${procedure}?batch=1${query}`, { headers: { cookie } });
  const answer = (await response.json()) as [{ result: { data: unknown } }];
  if (response.status !== 200) throw new Error(`${procedure} answered ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer[0].result.data;
}

/** The server process's CPU time so far, user and system, in seconds (Linux's /proc, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Signs in the first SIGNED_IN_CHEFS bench chefs that may sign in, by the admin's invitation and its emailed link: their cc_chef cookies. */
async function signedInChefs(bench: Bench): Promise<string[]> {
  const chefs = bench.rows<{ id: number; email: string }>(
    `SELECT id, email FROM chef WHERE email LIKE '%@bench.example.com' AND status <> 'inactive' ORDER BY id LIMIT ${SIGNED_IN_CHEFS}`,
  );
  const cookies: string[] = [];
  for (const chef of chefs) {
    const invited = await fetch(`${bench.server.url}/api/admin/chefs/${chef.id}/invite`, { method: 'POST', headers: { cookie: bench.adminCookie } });
    if (invited.status !== 200) throw new Error(`invite of chef ${chef.id} answered ${invited.status}`);
    const token = await emailedSignInToken(path.join(bench.dataDir, 'outbox'), chef.email);
    const login = await fetch(`${bench.server.url}/api/chef/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    if (login.status !== 200) throw new Error(`chef ${chef.id} login answered ${login.status}`);
    cookies.push(login.headers.getSetCookie().find((line) => line.startsWith('cc_chef='))!.split(';')[0]!);
  }
  return cookies;
}

/**
 * Money out at size: one payout run over every chef's unpaid lines, through the last
 * Sunday, by the admin over HTTP, checked; then the chef earnings read after it.
 */
async function benchMoneyOut(bench: Bench): Promise<void> {
  const owed = bench.count('SELECT COALESCE(SUM("balanceCents"), 0) AS n FROM chef_payout_account');
  const chefsOwed = bench.count('SELECT COUNT(*) AS n FROM chef_payout_account WHERE "balanceCents" > 0');
  const unpaid = bench.count('SELECT COUNT(*) AS n FROM chef_ledger_line WHERE "payoutId" IS NULL');
  const cookies = await signedInChefs(bench);
  console.log(`\nMoney out: ${unpaid.toLocaleString('en-CA')} unpaid ledger lines over ${chefsOwed.toLocaleString('en-CA')} chefs, $${(owed / 100).toLocaleString('en-CA')} owed; a payout run through ${THROUGH}`);

  const start = performance.now();
  const cpuStart = cpuSeconds(bench.server.child.pid!);
  const response = await fetch(`${bench.server.url}/api/admin/payouts/run`, {
    method: 'POST',
    headers: { cookie: bench.adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ through: THROUGH }),
  });
  const answer = (await response.json()) as { payouts?: unknown[] };
  const runMs = performance.now() - start;
  // The server's own CPU time: the run's cost with less of the machine's noise than the wall clock.
  const cpu = cpuSeconds(bench.server.child.pid!) - cpuStart;
  const payouts = bench.count('SELECT COUNT(*) AS n FROM payout');
  const paidOut = bench.count('SELECT COALESCE(SUM("amountCents"), 0) AS n FROM payout');
  const problems = [
    response.status === 200 ? null : `the run answered ${response.status}`,
    answer.payouts?.length === chefsOwed ? null : `the run answered ${answer.payouts?.length ?? 'no'} payouts`,
    payouts === chefsOwed ? null : `${payouts} payouts for ${chefsOwed} chefs owed`,
    paidOut === owed ? null : `${paidOut} cents paid out of ${owed} owed`,
    bench.count('SELECT COUNT(*) AS n FROM chef_payout_account WHERE "balanceCents" <> 0') === 0 ? null : 'a chef balance is not 0',
    bench.count('SELECT COUNT(*) AS n FROM chef_ledger_line WHERE "payoutId" IS NULL') === 0 ? null : 'unpaid lines remain',
  ].filter((problem) => problem !== null);
  console.log(`POST /api/admin/payouts/run: ${(runMs / 1000).toFixed(2)} s (server CPU ${cpu.toFixed(2)} s), ${payouts.toLocaleString('en-CA')} payouts, ${problems.length} errors${problems.length ? `: ${problems.join('; ')}` : ''}`);
  if (problems.length) process.exitCode = 1;

  const lines = [
    await time(`tRPC chef.earnings (${cookies.length} chefs)`, RUNS, (run) => trpcQuery(bench, 'chef.earnings', undefined, cookies[run % cookies.length])),
    await time(`REST GET /api/chef/earnings (${cookies.length} chefs)`, RUNS, async (run) => {
      const earnings = await fetch(`${bench.server.url}/api/chef/earnings`, { headers: { cookie: cookies[run % cookies.length]! } });
      if (earnings.status !== 200) throw new Error(`GET /api/chef/earnings answered ${earnings.status}`);
      await earnings.arrayBuffer();
    }),
  ];
  console.log(lines.join('\n'));
}

async function benchTables(bench: Bench): Promise<void> {
  const admin = (input: unknown) => trpcQuery(bench, 'admin.businesses', input);
  const pages = Math.ceil(BUSINESSES / 20);
  const searches = ['bistro', 'BURNABY', 'maple cafe', 'harbour', 'north van', 'kitchen 99', 'whistler', 'gastown bakery'];
  const sorts = [
    ['businessName', 'asc'],
    ['city', 'desc'],
    ['remainingHours', 'asc'],
    ['nextBooking', 'asc'],
    ['nextBooking', 'desc'],
    ['createdAt', 'asc'],
  ] as const;

  const first = (await admin({ page: 1, pageSize: 20 })) as { total: number };
  console.log(`Table total: ${first.total.toLocaleString('en-CA')} businesses; ${pages} pages of 20\n`);

  const lines = [
    await time('tRPC admin.businesses: a table page (20 rows)', RUNS, (run) => admin({ page: 1 + ((run * 37) % pages), pageSize: 20 })),
    await time('tRPC admin.businesses: a table page (100 rows)', RUNS, (run) => admin({ page: 1 + ((run * 7) % Math.ceil(BUSINESSES / 100)), pageSize: 100 })),
    await time('tRPC admin.businesses: a search, page 1', RUNS, (run) => admin({ search: searches[run % searches.length]!, page: 1, pageSize: 20 })),
    await time('tRPC admin.businesses: a sort, any page', RUNS, (run) => {
      const [sortBy, sortOrder] = sorts[run % sorts.length]!;
      return admin({ sortBy, sortOrder, page: 1 + ((run * 13) % pages), pageSize: 20 });
    }),
  ];
  for (const [sortBy, sortOrder] of sorts) {
    lines.push(await time(`  sort ${sortBy} ${sortOrder}, page 1`, Math.round(RUNS / 3), () => admin({ sortBy, sortOrder, page: 1, pageSize: 20 })));
  }
  const chefs = (input: unknown) => trpcQuery(bench, 'admin.chefs', input);
  const chefPages = Math.ceil(CHEFS / 20);
  const chefSorts = ['name', 'yearsExperience', 'hourlyRate', 'group', 'status', 'createdAt'] as const;
  const tiers = ['Entry Level', 'Experienced', 'Master Chef'] as const;
  lines.push(
    await time(`tRPC admin.chefs (${CHEFS}): a table page`, RUNS, (run) => chefs({ page: 1 + ((run * 37) % chefPages), pageSize: 20 })),
    await time(`tRPC admin.chefs (${CHEFS}): a search, page 1`, RUNS, (run) => chefs({ search: searches[run % searches.length]!, page: 1, pageSize: 20 })),
    await time(`tRPC admin.chefs (${CHEFS}): tier + status + type`, RUNS, (run) =>
      chefs({ tier: tiers[run % 3], status: 'active', serviceType: run % 2 ? 'virtual' : 'in-person', page: 1 + (run % 5), pageSize: 20 }),
    ),
    await time(`tRPC admin.chefs (${CHEFS}): a sort, any page`, RUNS, (run) =>
      chefs({ sortBy: chefSorts[run % chefSorts.length], sortOrder: run % 2 ? 'desc' : 'asc', page: 1 + ((run * 13) % chefPages), pageSize: 20 }),
    ),
  );

  // The staffing reads of the Offer and Assign dialogs, for future confirmed bookings of every
  // weekday and slot: eligible chefs in section 14's order (favourites, score, rating), and
  // every chef with the reasons of the others.
  const upcoming = bench.rows<{ id: number }>("SELECT id FROM booking WHERE status = 'confirmed' ORDER BY id LIMIT 500").map(({ id }) => id);
  const eligible = (await trpcQuery(bench, 'admin.eligibleChefs', { bookingId: upcoming[0]! })) as unknown[];
  console.log(`Eligible chefs for the first upcoming booking: ${eligible.length} of ${CHEFS.toLocaleString('en-CA')}\n`);
  lines.push(
    await time(`tRPC admin.eligibleChefs (${CHEFS} chefs)`, RUNS, (run) => trpcQuery(bench, 'admin.eligibleChefs', { bookingId: upcoming[(run * 7) % upcoming.length]! })),
    await time(`tRPC admin.candidates (${CHEFS} chefs)`, RUNS, (run) => trpcQuery(bench, 'admin.candidates', { bookingId: upcoming[(run * 7) % upcoming.length]! })),
  );

  let bytes = 0;
  lines.push(
    await time(`REST GET /api/admin/businesses (all ${BUSINESSES})`, REST_RUNS, async () => {
      const response = await fetch(`${bench.server.url}/api/admin/businesses`, { headers: { cookie: bench.adminCookie } });
      if (response.status !== 200) throw new Error(`GET /api/admin/businesses answered ${response.status}`);
      bytes = (await response.arrayBuffer()).byteLength;
    }),
  );
  console.log(lines.join('\n'));
  console.log(`\nFull REST list: ${(bytes / 1024 / 1024).toFixed(1)} MiB of JSON. Goal: a table page, search or sort under 20 ms at p99.`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chefconnect-bench-'));
  const databasePath = path.join(dataDir, 'bench.db');
  buildServer();
  try {
    // First start: migrations and the admin account; then the bulk seed on the closed file.
    const migrator = await spawnServer({ databasePath, dataDir });
    migrator.kill('SIGTERM');
    await migrator.exited;
    const seedStart = performance.now();
    seed(databasePath);
    console.log(`Seeded ${BUSINESSES.toLocaleString('en-CA')} businesses with contacts, labor banks, 4 bookings each and their ledger in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const server = await spawnServer({ databasePath, dataDir });
    const reader = new Database(databasePath, { readonly: true });
    try {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
      const bench: Bench = {
        server,
        dataDir,
        adminCookie: login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; '),
        count: (sql) => Number((reader.prepare(sql).get() as { n: number | bigint }).n),
        rows: <T>(sql: string) => reader.prepare(sql).all() as T[],
      };
      await benchTables(bench);
      await benchMoneyOut(bench);
    } finally {
      reader.close();
      server.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
