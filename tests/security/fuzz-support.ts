import fc from 'fast-check';
import { MEMBER_ROLES } from '../../src/common/team.js';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { expect } from 'vitest';
import {
  BUSINESS_TYPES,
  CONTACT_SUBJECTS,
  EMPLOYEE_COUNTS,
  PREFERRED_CONTACT_METHODS,
  PROVINCES,
  SERVICE_HOURS,
  SERVICE_TYPES,
  TIME_SLOTS,
} from '../../src/common/constants.js';
import { AVAILABILITY_SLOTS, CHEF_GROUPS, CHEF_STATUSES, CHEF_TIERS, STAFFING_STATES, WEEKDAYS } from '../../src/common/chefs.js';
import { JOB_STATES, MAX_CALLS_PER_BATCH } from '../../src/common/constants.js';
import { SERIES_WEEKDAYS, seriesWeekdayOf } from '../../src/common/series.js';
import { ADMIN_PAGE_SIZES, ADMIN_SORT_FIELDS } from '../../src/common/schemas/admin.js';
import { LOW_BALANCE_HOURS_MAX, ORDER_STATUSES, PACK_HOURS_MAX, PACK_PRICE_CENTS_MAX, PAYMENT_METHODS, PAYMENT_TERMS_DAYS_MAX, PST_BASIS_POINTS_MAX } from '../../src/common/schemas/billing.js';
import { CHEF_SORT_FIELDS } from '../../src/common/schemas/chefs.js';
import { ADJUSTMENT_CENTS_MAX, PAYOUT_STATUSES } from '../../src/common/schemas/payouts.js';
import { CREDENTIAL_KINDS, CREDENTIAL_STATUSES, DOCUMENT_TYPES } from '../../src/common/schemas/credentials.js';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { Credential } from '../../src/server/areas/credentials/entities.js';
import { ADMIN, ApiClient, adminCaller, adminClient, registerBusiness, vancouverDay, type TestServer } from '../integration/harness.js';
import { invariantViolations } from '../support/invariants.js';
import { duringSession, serverClock, setClock, type TestClock } from '../support/session-clock.js';
import {
  RawClient,
  createSignedInChef,
  createWorld,
  followChefLink,
  leakIn,
  startFastServer,
  trpcProcedures,
  type Procedure,
  type World,
} from './helpers.js';
import { ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';

/**
 * Property-based fuzzing of every mutation and REST body: each input starts from a valid
 * body and has some fields replaced by hostile values (wrong types, huge and unicode
 * strings, invisible characters, SQL and HTML fragments, numbers at and beyond every bound),
 * dropped, or joined by extra fields; some inputs are not objects at all or not even JSON.
 * Whatever comes in, the server must answer a 4xx or 2xx with a clean JSON body, the database
 * must keep its invariants, and no one-line text may be stored with an invisible character.
 */
/**
 * Inputs per target. `npm test` sends 100 to each of some hundred targets on both engines, so
 * that the whole suite stays well under CI's 15 minutes on two cores; `FUZZ_RUNS=1000 npm test`
 * (or more) digs deeper before a release.
 */
export const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS ?? 100);
const CONCURRENT_INPUTS = 4;

// ---------------------------------------------------------------------------- hostile values

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE business; --",
  '1; DELETE FROM booking',
  '" UNION SELECT passwordHash FROM account --',
  "admin'--",
  '%',
  '_',
  '\\',
  "1' AND sleep(5) --",
  'ORDER BY 1--',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '</textarea><b>bold</b>',
];
/**
 * What DECISIONS.md section 24 calls invisible: bidirectional controls, zero-width characters and
 * halves of a surrogate pair, written out here rather than taken from the code under test.
 */
const INVISIBLE = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\ud800', '\udbff', '\udc00', '\udfff'];
/** The same, without the surrogate halves: what a stored one-line text must never hold (a lone half is stored as U+FFFD). */
const INVISIBLE_STORED = /[\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/;
const UNICODE = ['\u0000', '\u202eevil', '\u202egpj.exe', 'Bistro\u200bNord', 'Chef \ud83d', '\udc00Chef', 'ｅｘａｍｐｌｅ', '😀'.repeat(70), 'İı', 'e\u0301\u0301\u0301', '\uFEFF', '\r\n\t', ' ', '', '𝒳'.repeat(150), 'ﷺ'.repeat(50)];
const LOOKS_LIKE = ['5', '1e3', ' 12 ', '0x10', 'true', 'null', 'undefined', 'NaN', '-1', '2/30/2026', '13/1/2030', '0/0/0000', '9999-12-31', '2030-02-29', '1/1/1999', '2000-01-01'];
const NUMBERS = [
  0, 1, 2, 3, 5, 6, 11, 12, 13, 20, 99, 100, 101, 200, 500, 501, 999, 1000, 1001, -1, -0, 0.5, 1.5, 12.000001, 99.9, 1e21, -1e21,
  2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 1e308, 5e-324,
];

const hugeString = fc.oneof(
  fc.constantFrom(200, 201, 254, 255, 1000, 5000, 5001, 20_000, 99_000, 120_000).map((length) => 'a'.repeat(length)),
  fc.constantFrom(101, 2600).map((count) => '𝒳'.repeat(count)),
);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...LOOKS_LIKE),
  // Names with the invisible characters among letters, accents, spaces and whole emoji.
  fc.string({ unit: fc.constantFrom('a', 'Z', 'é', ' ', '.', '😀', ...INVISIBLE), maxLength: 40 }),
  hugeString,
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [1, 2], { $gt: '' }, { __proto__: { admin: true } }, ['admin']) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'isAdmin', 'role', 'businessId', 'usedHours', 'status')),
  hostileValue,
  { minKeys: 1, maxKeys: 3 },
);

const MISSING = Symbol('missing');

/** A spoil that keeps a field's valid text and slips an invisible character into it, as the probe's names did. */
class InvisibleInside {
  constructor(
    readonly character: string,
    readonly fraction: number,
  ) {}

  into(text: string): string {
    const at = Math.floor(text.length * this.fraction);
    return text.slice(0, at) + this.character + text.slice(at);
  }
}
const invisibleInside = fc.tuple(fc.constantFrom(...INVISIBLE), fc.double({ min: 0, max: 1, noNaN: true })).map(([character, fraction]) => new InvisibleInside(character, fraction));

/** A body that is usually an object built from valid fields with a few spoiled; sometimes anything at all. */
export function bodyFrom(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const spoil = fc.oneof({ weight: 3, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant<unknown>(MISSING) }, { weight: 1, arbitrary: invisibleInside });
  const objectBody = fc
    .tuple(
      fc.record(valid),
      // About a third of the objects are left whole, so the services behind the schemas are reached too.
      keys.length
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constant([] as [string, unknown][]) },
            { weight: 3, arbitrary: fc.array(fc.tuple(fc.constantFrom(...keys), spoil), { minLength: 1, maxLength: 3 }) },
          )
        : fc.constant([] as [string, unknown][]),
      fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: extraFields }),
    )
    .map(([good, spoiled, extra]) => {
      const body: Record<string, unknown> = { ...good };
      for (const [key, value] of spoiled) {
        if (value === MISSING) delete body[key];
        else if (!(value instanceof InvisibleInside)) body[key] = value;
        // A field that is not text keeps its value.
        else if (typeof body[key] === 'string') body[key] = value.into(body[key]);
      }
      // Own keys, as JSON.parse makes them (a __proto__ key included).
      if (extra) for (const [key, value] of Object.entries(extra)) Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      return body;
    });
  return fc.oneof(
    { weight: 16, arbitrary: objectBody },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Bodies that are not JSON at all, sent as application/json. */
const malformedJson = fc.constantFrom('{', '{"a":', '[1,2', "{'a': 1}", '{"a": undefined}', 'NaN', '\u0000', '['.repeat(20_000), '{"a":1}{"b":2}', '\uFEFF{}');

export interface Fuzzed {
  value: unknown;
  /** Sent as the body text instead of JSON.stringify(value). */
  raw?: string;
  /**
   * tRPC: 0 for a plain call; else a batch of this many calls of the target, as the client sends
   * them (one at most MAX_CALLS_PER_BATCH long, and a few past it, which must be a 400).
   */
  batchCalls: number;
}

const batchCalls = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: MAX_CALLS_PER_BATCH + 3 }) },
);

export function fuzzed(body: fc.Arbitrary<unknown>): fc.Arbitrary<Fuzzed> {
  return fc.oneof(
    { weight: 20, arbitrary: fc.record({ value: body, batchCalls }) },
    { weight: 1, arbitrary: fc.record({ value: fc.constant(undefined), raw: malformedJson, batchCalls }) },
  );
}

/** A batch of `calls` calls of the procedure a tRPC path names: its name repeated, and an input for each. */
function batchOf(path: string, value: unknown, calls: number): { path: string; payload: Record<number, unknown> } {
  return {
    path: path.replace(/[^/]+$/, (procedure) => Array.from({ length: calls }, () => procedure).join(',')),
    payload: Object.fromEntries(Array.from({ length: calls }, (_, index) => [index, value])),
  };
}

// ------------------------------------------------------------------------------ good values

const values = <T extends { value: string }>(options: readonly T[]) => fc.constantFrom(...options.map((option) => option.value));
/** Valid text, hostile to whatever shows it later: markup and unicode are stored as they are. */
const text = (max = 40) =>
  fc.oneof(
    fc.constantFrom('Bistro Nord', "O'Brien's <b>Grill</b>", 'Café Ünïcode 😀', 'x', '<img src=x onerror=alert(1)>', "'; DROP TABLE business; --"),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9 '.,&-]{0,30}$/),
  ).map((value) => value.slice(0, max));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
/** A webhook's address, public or not (the fuzz server sends to no other than a public https one), and its events. */
const webhookUrl = fc.constantFrom('https://93.184.215.14/hook', 'http://127.0.0.1/', 'https://localhost/', 'https://10.0.0.1/');
const webhookEvents = fc.constantFrom(['*'], ['booking.created'], ['booking.staffed'], ['order.paid', 'booking.canceled']);
const email = fc.oneof(
  fc.constantFrom('owner@example.com', 'Sam.Lee+tag@example.co', 'OWNER@EXAMPLE.COM'),
  fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/).map((local) => `${local.replace(/\.+$/, '')}@example.com`),
);
const day = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map((offset) => vancouverDay(offset)),
  fc.integer({ min: 1, max: 400 }).map((offset) => {
    const [year, month, date] = vancouverDay(offset).split('-').map(Number);
    return `${month}/${date}/${year}`;
  }),
  fc.constantFrom(vancouverDay(0), vancouverDay(-1)),
);
const hours = (max: number) => fc.integer({ min: 1, max });
/** Mostly an id that exists (read when the input is generated), sometimes any id. */
const idFrom = (known: () => number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.nat({ max: 999 }).map((index) => known()[index % Math.max(1, known().length)] ?? 1) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
  );

const businessFields = {
  businessName: text(),
  businessType: values(BUSINESS_TYPES),
  businessAddress: text(),
  city: text(),
  state: values(PROVINCES),
  zipCode: text(10),
};
const contactFields = {
  firstName: text(),
  lastName: text(),
  jobTitle: text(),
  email,
  phone: fc.constantFrom('(604) 555-0100', '+1 604 555 0199', '6045550123'),
};
const profileBody = { ...businessFields, ...contactFields, employeeCount: optional(fc.constantFrom(...EMPLOYEE_COUNTS)), description: optional(text(100)) };
const registrationBody = {
  ...businessFields,
  ...contactFields,
  employeeCount: optional(fc.constantFrom(...EMPLOYEE_COUNTS)),
  description: optional(text(100)),
  preferredContact: optional(values(PREFERRED_CONTACT_METHODS)),
  newsletter: optional(fc.boolean()),
  serviceType: optional(values(SERVICE_TYPES)),
  serviceDescription: optional(text(100)),
  serviceHours: optional(values(SERVICE_HOURS)),
  bookingDate: day,
  timeSlot: values(TIME_SLOTS),
  duration: optional(hours(12)),
  specialRequests: optional(text(100)),
};
const newPassword = fc.oneof(fc.constantFrom('correct horse battery', 'password', '123456', 'short'), fc.string({ minLength: 6, maxLength: 30 }));

// --------------------------------------------------------------------------------- the targets

export type Caller = 'anon' | 'A' | 'admin' | 'chef';

/** What the fuzzer needs from the running server: callers, and ids that exist. */
export interface Fixtures {
  server: TestServer;
  world: World;
  /** Businesses the admin's delete calls may remove. */
  victims: number[];
  bookings: number[];
  hoursRequests: number[];
  blocks: number[];
  /** Chefs the admin's chef calls may change, invite or deactivate (the world's chefs too, by chance). */
  chefs: number[];
  /** Time off of the world's chef (theirs to remove) and of the other chef (not theirs). */
  timeOff: number[];
  /** Offers of A's bookings to the world's chef (theirs to accept or decline) and to the other chef (not theirs). */
  offers: number[];
  /** Bookings of A's for the admin's staffing calls: offered, to offer or assign, assigned. */
  staffable: number[];
  /** Standing bookings of A's to offer whole (made afresh before each staffing target). */
  series: number[];
  /** Series offers of them to the world's chef (theirs to accept or decline) and to the other chef (not theirs). */
  seriesOffers: number[];
  /** The world's chef's calendar feed token. */
  calendarToken: string;
  /** Orders of A's (made afresh before each billing target: pending, and paid with unused hours) and one of B's. */
  orders: number[];
  /** The seeded packs and the fuzzer's own, which is put back on sale before each billing target. */
  packs: number[];
  fuzzPack: number;
  /** Payouts of the world's chef, made afresh by a run before each payout target: pending ones to mark paid, and paid ones. */
  payouts: number[];
  /** Credentials of the world's chef (one with its document) and of the other chef (not the chef's). */
  credentials: number[];
}

export interface Target {
  name: string;
  caller: Caller;
  method: string;
  /** The path, given the fuzzed id segment where the route has one. */
  path: (segment: string) => string;
  body: fc.Arbitrary<unknown>;
  /** A fuzzed path segment (routes with :id). */
  segment?: fc.Arbitrary<string>;
  /** Fuzzed request headers the route reads. */
  headers?: fc.Arbitrary<Record<string, string>>;
  trpc: boolean;
}

/**
 * Idempotency-Key values: absent, the edges of its 200 characters, one key reused (so repeats
 * are replayed and other bodies refused with 422), and any text a header may carry.
 */
const idempotencyHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 2, arbitrary: fc.constantFrom('', 'fuzz-key', 'k'.repeat(200), 'k'.repeat(201), ' ', '\t', 'é'.repeat(150)).map((key) => ({ 'Idempotency-Key': key })) },
  { weight: 2, arbitrary: fc.stringMatching(/^[\t\x20-\x7e]{0,260}$/).map((key) => ({ 'Idempotency-Key': key })) },
);

function segmentFrom(known: () => number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: idFrom(known).map(String) },
    { weight: 2, arbitrary: fc.oneof(hostileString, hostileNumber.map(String)).map(safeSegment) },
  );
}

function safeSegment(value: string): string {
  try {
    return encodeURIComponent(value.slice(0, 2000)) || '%20';
  } catch {
    return 'x';
  }
}

export function targets(fx: () => Fixtures): Target[] {
  const a = () => fx().world.a;
  const businesses = () => [a().businessId, fx().world.b.businessId];
  const bookings = () => fx().bookings;
  const login = { username: fc.oneof(fc.constant(null).map(() => a().username), fc.constantFrom('admin', 'nobody'), hostileString), password: fc.oneof(fc.constant(null).map(() => a().password), newPassword) };
  const adminLogin = { username: fc.oneof(fc.constant(ADMIN.username), hostileString), password: fc.oneof(fc.constant(ADMIN.password), newPassword) };
  const setup = {
    username: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{3,30}$/), hostileString),
    password: newPassword,
    contactId: fc.oneof(fc.constant(null).map(() => a().contactId), idFrom(() => [fx().world.b.contactId])),
  };
  const linkToken = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostileString);
  const reset = { token: linkToken, password: newPassword };
  const contactMessage = { name: text(), email, phone: optional(fc.constantFrom('604 555 0100', '')), subject: values(CONTACT_SUBJECTS), message: text(400) };
  const booking = {
    businessId: idFrom(businesses),
    serviceType: optional(values(SERVICE_TYPES)),
    bookingDate: day,
    timeSlot: values(TIME_SLOTS),
    duration: optional(hours(12)),
    serviceDescription: optional(text(100)),
    specialRequests: optional(text(100)),
  };
  const reschedule = { bookingDate: day, timeSlot: values(TIME_SLOTS), duration: hours(12) };
  // A standing booking (DECISIONS.md section 20): either end or both or none, about the caps and past them.
  const series = {
    serviceType: optional(values(SERVICE_TYPES)),
    firstDate: day,
    timeSlot: values(TIME_SLOTS),
    duration: optional(hours(12)),
    weekdays: fc.oneof(fc.subarray([...SERIES_WEEKDAYS]), fc.array(fc.oneof(fc.constantFrom(...SERIES_WEEKDAYS), hostileString), { maxLength: 9 })),
    every: optional(fc.integer({ min: -1, max: 6 })),
    until: optional(day),
    count: optional(fc.integer({ min: -1, max: 60 })),
    specialRequests: optional(text(100)),
  };
  const hoursRequest = {
    businessId: idFrom(businesses),
    phone: fc.constantFrom('(604) 555-0100', ''),
    hoursNeeded: hours(100),
    reason: optional(text(200)),
    businessName: optional(text()),
    contactName: optional(text()),
    email: optional(text()),
  };
  const settings = { emailNotifications: fc.boolean(), smsReminders: fc.boolean() };
  const locationBody = { ...businessFields, employeeCount: optional(fc.constantFrom(...EMPLOYEE_COUNTS)), description: optional(text(100)) };
  const transferBody = { fromBusinessId: idFrom(businesses), toBusinessId: idFrom(businesses), hours: fc.oneof(hours(30), fc.constantFrom(0, -1, 1.5)) };
  const byId = (known: () => number[]) => ({ id: idFrom(known) });
  const chefs = () => fx().chefs;
  const clearableText = (max: number) => optional(fc.oneof(text(max), fc.constantFrom(null, '')));
  const photoUrl = optional(fc.constantFrom('https://example.com/chef.jpg', 'http://example.com/chef.jpg', 'https://', '', null, 'javascript:alert(1)'));
  const chefFields = {
    name: text(),
    email,
    phone: clearableText(40),
    photoUrl,
    bio: clearableText(200),
    specialty: text(),
    group: values(CHEF_GROUPS),
    yearsExperience: fc.integer({ min: 1, max: 60 }),
    redSeal: optional(fc.boolean()),
    redSealNumber: clearableText(40),
    credentials: clearableText(100),
    achievements: optional(fc.array(text(), { maxLength: 10 })),
    serviceTypes: fc.subarray(SERVICE_TYPES.map((type) => type.value), { minLength: 1 }),
    hourlyRate: fc.integer({ min: 35, max: 65 }),
    showOnSite: optional(fc.boolean()),
    status: optional(values(CHEF_STATUSES)),
  };
  const chefProfile = { phone: clearableText(40), photoUrl, bio: clearableText(200), specialty: optional(text()) };
  const daySlots = fc.oneof(fc.subarray([...AVAILABILITY_SLOTS]), fc.array(fc.constantFrom(...AVAILABILITY_SLOTS), { maxLength: 5 }));
  const weekly = { weekly: fc.record(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, daySlots])), { requiredKeys: [] }) };
  const timeOff = { from: day, to: day, reason: clearableText(200) };
  /** An admin table's paging, sorting and search (schemas/admin.ts tablePaging), every part optional. */
  const tableView = (sortFields: readonly string[]) => ({
    page: optional(fc.integer({ min: 1, max: 100_000 })),
    pageSize: optional(fc.constantFrom(...ADMIN_PAGE_SIZES)),
    search: optional(text()),
    sortBy: optional(fc.constantFrom(...sortFields)),
    sortOrder: optional(fc.constantFrom('asc', 'desc')),
  });
  /** A rating's body (schemas/ratings.ts): stars 1-5 and a comment up to 1,000 characters. */
  const rating = { stars: hours(5), comment: clearableText(1000) };
  const chefEmail = { email: fc.oneof(email, fc.constant(null).map(() => fx().world.chef.email)) };
  const offers = () => fx().offers;
  const staffable = () => fx().staffable;
  /** Mostly one of the world's chefs (kept eligible for the staffing targets), sometimes any chef. */
  const staffChef = fc.oneof({ weight: 2, arbitrary: idFrom(() => [fx().world.chef.chefId, fx().world.otherChef.chefId]) }, { weight: 1, arbitrary: idFrom(chefs) });
  /** A shortlist of chefs, sometimes about the 50 an offer may go to at once. */
  const chefIds = fc.oneof(
    { weight: 4, arbitrary: fc.array(staffChef, { minLength: 1, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(staffChef, { maxLength: 52 }) },
  );
  /** Days about now, so that from and to are often within the board's 31 days of each other. */
  const boardDay = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -3, max: 45 }).map((offset) => vancouverDay(offset)) }, { weight: 1, arbitrary: day });
  const board = { from: optional(boardDay), to: optional(boardDay), staffing: optional(values(STAFFING_STATES)) };
  /** A REST read's query string: its parameters, repeated, misnamed or hostile, cut short enough for a URL. */
  const queryOf = (names: readonly string[], good: fc.Arbitrary<string>) =>
    fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...names.map((name) => `${name}[]`), `${names[0]}[gt]`, '__proto__', 'x', '') }),
          fc.oneof(good, hostileString.map((value) => value.slice(0, 100))),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => (pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : ''));
  /** The board's query string (REST). */
  const boardQuery = queryOf(['from', 'to', 'staffing'], fc.oneof(boardDay, values(STAFFING_STATES)));

  // The team (DECISIONS.md section 18): the first members' ids (A's own among the businesses'), and any role or none.
  const members = () => [1, 2, 3, 4];
  const memberRole = fc.constantFrom(...MEMBER_ROLES, 'chef', 'Owner', '');
  const apiKeyRole = fc.constantFrom(...MEMBER_ROLES, 'admin', 'Manager', '');
  const joinBody = { token: text(), firstName: text(), lastName: text(), username: text(30), password: newPassword };

  // Buying hours (DECISIONS.md section 12): orders of A's (pending, paid, refunded, canceled) and of B's, and the packs.
  const orders = () => fx().orders;
  const packs = () => fx().packs;
  const orderId = { orderId: idFrom(orders) };
  const packFields = {
    name: text(100),
    hours: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(1, PACK_HOURS_MAX)),
    priceCents: fc.oneof(fc.integer({ min: 100, max: 1_000_000 }), fc.constantFrom(100, PACK_PRICE_CENTS_MAX)),
    active: optional(fc.boolean()),
  };
  /** Any subset of a PATCH's fields is valid, the empty one included (400 Nothing to update). */
  const someOf = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.oneof(bodyFrom(fields), fc.record(fields, { requiredKeys: [] }));
  const billingSettings = {
    pstBasisPoints: optional(fc.oneof(fc.integer({ min: 0, max: PST_BASIS_POINTS_MAX }), fc.constantFrom(0, 700, 725))),
    paymentInstructions: optional(text(200)),
    paymentTermsDays: optional(fc.oneof(fc.integer({ min: 0, max: PAYMENT_TERMS_DAYS_MAX }), fc.constantFrom(0, 14, 30))),
  };
  const lowBalance = { lowBalanceHours: fc.integer({ min: 0, max: LOW_BALANCE_HOURS_MAX }) };
  /** Days about now, when the fixtures' orders were made. */
  const orderDay = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }).map((offset) => vancouverDay(offset)) }, { weight: 1, arbitrary: day });
  /** A payment received on a day about now (after today is refused), by any method. */
  const payment = { reference: fc.oneof(fc.constantFrom('e-Transfer 4471', 'Cheque #12'), text(200)), receivedOn: optional(orderDay), method: optional(fc.constantFrom(...PAYMENT_METHODS)) };
  const refund = { reason: fc.oneof(fc.constantFrom('Ordered twice by mistake', 'The restaurant closed'), text(1000)) };
  const orderSearch = fc.oneof(text(), fc.constantFrom('INV-', 'inv-20', '%', '_', '\\'));
  const orderFilters = { status: optional(fc.constantFrom(...ORDER_STATUSES)), from: optional(orderDay), to: optional(orderDay), search: optional(orderSearch) };
  const orderQuery = queryOf(['status', 'from', 'to', 'search'], fc.oneof(orderDay, fc.constantFrom(...ORDER_STATUSES), orderSearch));
  /** An event much as Stripe would send one, for an order that exists, unsigned or signed by anyone but Stripe. */
  const stripeEvent = {
    id: fc.stringMatching(/^evt_[A-Za-z0-9]{1,24}$/),
    type: fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired', 'charge.refunded', 'customer.created'),
    data: fc.record({ object: fc.record({ id: fc.stringMatching(/^(cs|ch)_[A-Za-z0-9]{1,24}$/), client_reference_id: idFrom(orders).map(String), amount_total: fc.nat(), payment_status: fc.constantFrom('paid', 'unpaid') }) }),
  };
  const stripeSignature: fc.Arbitrary<Record<string, string>> = fc.oneof(
    fc.constant({}),
    fc.oneof(fc.constantFrom('', 't=1,v1=0', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`), fc.stringMatching(/^[\t\x20-\x7e]{0,200}$/)).map((value) => ({ 'Stripe-Signature': value })),
  );

  // Paying chefs (DECISIONS.md section 13): the world's chef's payouts (pending and paid), the chefs to adjust, tax details, years.
  const payouts = () => fx().payouts;
  const adjustment = {
    amountCents: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: -50_000, max: 50_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: -ADJUSTMENT_CENTS_MAX, max: ADJUSTMENT_CENTS_MAX }) },
      { weight: 1, arbitrary: fc.constantFrom(1, -1, 0, ADJUSTMENT_CENTS_MAX, -ADJUSTMENT_CENTS_MAX, ADJUSTMENT_CENTS_MAX + 1, 1.5) },
    ),
    reason: fc.oneof(fc.constantFrom('Tip from the client', 'Overpaid last week'), text(500)),
  };
  /** Days a run may pay through: mostly today and the weeks before (on the real clock; the server's is ahead), sometimes a later one (400). */
  const throughDay = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -30, max: 0 }).map((offset) => vancouverDay(offset)) }, { weight: 1, arbitrary: day });
  const payoutRun = { through: optional(throughDay) };
  const payoutStatus = fc.constantFrom(...PAYOUT_STATUSES);
  /** Tax numbers (DECISIONS.md section 24): valid ones grouped every way, near misses (123456789 fails the Luhn check), and any nine digits. */
  const taxId = fc.oneof(fc.constantFrom('046 454 286', '046-454-286', '130692544', '123456789', '123456782RT0001', '12345678', '1234567890', '123456789RT'), fc.stringMatching(/^\d{9}$/));
  const taxDetailsFields = {
    legalName: text(200),
    mailingAddress: fc.oneof(text(500), fc.constant('1 Main Street\nVancouver BC V5K 0A1')),
    gstNumber: optional(fc.oneof(fc.constantFrom('123456782 RT0001', '123456782rt0001', '123456789RT0001', '123456782', ''), fc.stringMatching(/^\d{9} ?RT\d{4}$/), text(40))),
    taxId: optional(taxId),
  };
  /** A bank account (DECISIONS.md section 23): right lengths grouped every way, a digit short or over, and any text. */
  const bankDigits = (length: number) => fc.oneof(fc.stringMatching(new RegExp(`^\\d{${length}}$`)), fc.stringMatching(/^[\d -]{1,16}$/), text(40));
  const bankAccountFields = {
    institutionNumber: bankDigits(3),
    transitNumber: fc.oneof(bankDigits(5), fc.constant('12-345')),
    accountNumber: fc.oneof(fc.stringMatching(/^\d{7,12}$/), fc.constantFrom('123456', '1234567890123', '555 1234 987'), text(40)),
  };
  /** A year in a path: about now and the bounds (2020-2100), and anything else a path segment may hold. */
  const taxYear = fc.oneof(
    { weight: 3, arbitrary: fc.oneof(fc.integer({ min: 2018, max: 2102 }), fc.constantFrom(Number(vancouverDay(0).slice(0, 4)))).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('2026.5', '02026', '1e3', '-2026', '0x7ea', '') },
    { weight: 1, arbitrary: fc.oneof(hostileString, hostileNumber.map(String)).map(safeSegment) },
  );

  // Credentials (DECISIONS.md section 14): the chefs' credentials, about today and the bounds of their days.
  const credentials = () => fx().credentials;
  const credentialFields = {
    kind: fc.oneof(fc.constantFrom(...CREDENTIAL_KINDS), hostileString),
    number: text(60),
    issuedOn: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -4000, max: 10 }).map((offset) => vancouverDay(offset)) }, { weight: 1, arbitrary: day }),
    expiresOn: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -10, max: 4000 }).map((offset) => vancouverDay(offset)) }, { weight: 1, arbitrary: day }),
  };
  const credentialStatus = fc.constantFrom(...CREDENTIAL_STATUSES);
  /** An upload's headers: a document type or another, and any file name a header may carry (percent-encoded or not). */
  const documentHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
    {
      'content-type': fc.oneof(fc.constantFrom(...DOCUMENT_TYPES, 'application/pdf; charset=binary', 'IMAGE/PNG', 'text/html', 'application/json', ''), fc.stringMatching(/^[\x20-\x7e]{0,100}$/)),
      'X-File-Name': fc.oneof(fc.constantFrom('certificate.pdf', encodeURIComponent('Mélanie – FOODSAFE.pdf'), '%E0%A4%A', '%0A', 'x'.repeat(300)), fc.stringMatching(/^[\t\x20-\x7e]{0,300}$/)),
    },
    { requiredKeys: [] },
  );

  const trpcBodies: Record<string, [Caller, Record<string, fc.Arbitrary<unknown>>]> = {
    'public.register': ['anon', registrationBody],
    'public.login': ['anon', login],
    'public.logout': ['A', {}],
    'public.contact.send': ['anon', contactMessage],
    // A password that is never A's: the close is refused (403) and changes nothing.
    'business.closeAccount': ['A', { password: text() }],
    'admin.takeBackup': ['admin', {}],
    'public.newsletter.subscribe': ['anon', { email }],
    'public.passwordRecovery.request': ['anon', { email: fc.oneof(email, fc.constant(null).map(() => a().body.email)) }],
    'public.passwordRecovery.reset': ['anon', reset],
    'business.setUpAccount': ['A', setup],
    'business.bookings.create': ['A', booking],
    'business.bookings.createSeries': ['A', series],
    'business.bookings.cancel': ['A', { bookingId: idFrom(bookings) }],
    'business.bookings.cancelFollowing': ['A', { bookingId: idFrom(bookings) }],
    'business.bookings.reschedule': ['A', { bookingId: idFrom(bookings), ...reschedule }],
    'business.bookings.confirmTimesheet': ['A', { bookingId: idFrom(bookings) }],
    'business.bookings.disputeTimesheet': ['A', { bookingId: idFrom(bookings), reason: text() }],
    'business.bookings.rate': ['A', { bookingId: idFrom(bookings), ...rating }],
    'business.addFavourite': ['A', { chefId: idFrom(chefs) }],
    'business.removeFavourite': ['A', { chefId: idFrom(chefs) }],
    'business.updateProfile': ['A', profileBody],
    'business.updateSettings': ['A', settings],
    'business.requestHours': ['A', hoursRequest],
    'admin.login': ['anon', adminLogin],
    'admin.logout': ['admin', {}],
    'admin.updateBusiness': ['admin', { id: idFrom(businesses), ...profileBody }],
    'admin.deleteBusiness': ['admin', byId(() => fx().victims)],
    'admin.deleteBusinesses': ['admin', { ids: fc.array(idFrom(() => fx().victims), { minLength: 0, maxLength: 6 }) }],
    'admin.addHours': ['admin', { businessId: idFrom(businesses), hours: hours(1000), reason: text() }],
    'admin.decideHoursRequest': ['admin', { id: idFrom(() => fx().hoursRequests), decision: fc.constantFrom('approved', 'declined') }],
    'admin.completeBooking': ['admin', byId(bookings)],
    'admin.cancelBooking': ['admin', byId(bookings)],
    'admin.completePastBookings': ['admin', {}],
    'admin.chefNoShow': ['admin', byId(bookings)],
    'admin.settleTimesheet': ['admin', { id: idFrom(bookings), hours: hours(12), note: text(1000) }],
    'admin.blockSlot': ['admin', { date: day, timeSlot: optional(values(TIME_SLOTS)), reason: optional(text()) }],
    'admin.unblockSlot': ['admin', byId(() => fx().blocks)],
    'admin.retryJob': ['admin', byId(() => [1, 2, 3])],
    'admin.createChef': ['admin', chefFields],
    'admin.updateChef': ['admin', { id: idFrom(chefs), ...chefFields }],
    'admin.inviteChef': ['admin', byId(chefs)],
    'admin.deactivateChef': ['admin', byId(chefs)],
    'admin.liftSuspension': ['admin', byId(chefs)],
    'admin.offerBooking': ['admin', { bookingId: idFrom(staffable), chefIds }],
    'admin.offerToFavourites': ['admin', { bookingId: idFrom(staffable) }],
    'admin.assignChef': ['admin', { bookingId: idFrom(staffable), chefId: staffChef }],
    'admin.unassignChef': ['admin', { bookingId: idFrom(staffable) }],
    'admin.withdrawOffers': ['admin', { bookingId: idFrom(staffable) }],
    'chef.requestLoginLink': ['anon', chefEmail],
    'chef.login': ['anon', { token: linkToken }],
    'chef.logout': ['chef', {}],
    'chef.updateProfile': ['chef', chefProfile],
    'chef.setAvailability': ['chef', weekly],
    'chef.addTimeOff': ['chef', timeOff],
    'chef.removeTimeOff': ['chef', byId(() => fx().timeOff)],
    'chef.replaceCalendarUrl': ['chef', {}],
    'chef.acceptOffer': ['chef', byId(offers)],
    'chef.declineOffer': ['chef', byId(offers)],
    'admin.offerSeries': ['admin', { seriesId: idFrom(() => fx().series), chefIds }],
    'chef.acceptSeriesOffer': ['chef', byId(() => fx().seriesOffers)],
    'chef.declineSeriesOffer': ['chef', byId(() => fx().seriesOffers)],
    'chef.submitTimesheet': ['chef', { bookingId: idFrom(staffable), hours: hours(12), note: clearableText(200) }],
    'chef.rateBusiness': ['chef', { bookingId: idFrom(staffable), ...rating }],
    'chef.releaseAssignment': ['chef', { bookingId: idFrom(staffable), reason: text() }],
    'chef.appealSuspension': ['chef', { text: text() }],
    'chef.confirmAssignment': ['chef', { bookingId: idFrom(staffable) }],
    'business.billing.createOrder': ['A', { packId: idFrom(packs) }],
    'business.billing.cancelOrder': ['A', orderId],
    'business.billing.setLowBalance': ['A', lowBalance],
    'admin.finance.recordPayment': ['admin', { ...orderId, ...payment }],
    'admin.finance.refund': ['admin', { ...orderId, ...refund }],
    'admin.finance.cancelOrder': ['admin', orderId],
    'admin.finance.createPack': ['admin', packFields],
    'admin.finance.updatePack': ['admin', { packId: idFrom(packs), change: fc.record(packFields, { requiredKeys: [] }) }],
    'admin.finance.updateSettings': ['admin', billingSettings],
    'business.billing.resumeCheckout': ['A', orderId],
    // A is its business's only member and owner: its own id meets the last-owner rule, the others are other businesses' (404).
    'business.team.invite': ['A', { email, role: memberRole }],
    'public.join': ['anon', joinBody],
    'business.team.changeRole': ['A', { memberId: idFrom(members), role: memberRole }],
    'business.team.remove': ['A', { memberId: idFrom(members) }],
    // API keys: any role the fuzzer makes up is a 400; ids of A's keys or anyone's.
    'business.apiKeys.create': ['A', { name: text(), role: apiKeyRole }],
    'business.apiKeys.revoke': ['A', { apiKeyId: fc.integer({ min: 1, max: 5 }) }],
    // Webhooks, as the Integrations view calls them.
    'business.webhooks.create': ['A', { url: webhookUrl, events: webhookEvents }],
    'business.webhooks.update': ['A', { webhookId: fc.integer({ min: 1, max: 3 }), url: optional(webhookUrl), events: optional(webhookEvents), enabled: optional(fc.boolean()) }],
    'business.webhooks.remove': ['A', { webhookId: fc.integer({ min: 1, max: 3 }) }],
    'business.webhooks.sendTest': ['A', { webhookId: fc.integer({ min: 1, max: 3 }) }],
    'business.webhooks.retryDelivery': ['A', { webhookId: fc.integer({ min: 1, max: 3 }), deliveryId: fc.integer({ min: 1, max: 3 }) }],
    // Locations (DECISIONS.md section 18): A's own business or B's, to which A may neither switch nor move hours.
    'business.locations.switch': ['A', { businessId: idFrom(businesses) }],
    'business.locations.create': ['A', locationBody],
    'business.locations.transfer': ['A', transferBody],
    // Each fixture business has one owner: removing them meets the last-owner rule.
    'admin.removeBusinessMember': ['admin', { businessId: idFrom(businesses), memberId: idFrom(members) }],
    'chef.setTaxDetails': ['chef', taxDetailsFields],
    'chef.setBankAccount': ['chef', bankAccountFields],
    'admin.payouts.run': ['admin', payoutRun],
    'admin.payouts.markPaid': ['admin', { payoutId: idFrom(payouts), ...payment }],
    'admin.payouts.adjust': ['admin', { chefId: idFrom(chefs), ...adjustment }],
    'chef.startPayoutOnboarding': ['chef', {}],
    'chef.credentials.add': ['chef', credentialFields],
    'chef.credentials.update': ['chef', { credentialId: idFrom(credentials), credential: fc.record(credentialFields) }],
    'admin.credentials.verify': ['admin', { credentialId: idFrom(credentials) }],
    'admin.credentials.reject': ['admin', { credentialId: idFrom(credentials), reason: text(500) }],
    // Left off: turned on, it would make later staffing targets meet only ineligible chefs.
    'admin.credentials.updateSettings': ['admin', { inPersonNeedsFoodsafe: fc.constant(false) }],
  };
  // Queries go by GET with their input in the query string, as the client sends them.
  const trpcQueryInputs: Record<string, [Caller, Record<string, fc.Arbitrary<unknown>>]> = {
    'public.session': ['A', {}],
    'public.checkUsername': ['anon', { username: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{3,30}$/), fc.constant(null).map(() => a().username), hostileString) }],
    'public.blockedSlots': ['anon', {}],
    'admin.backups': ['admin', {}],
    'business.dashboard': ['A', { businessId: optional(idFrom(businesses)) }],
    'admin.summary': ['admin', {}],
    'admin.businesses': ['admin', tableView(ADMIN_SORT_FIELDS)],
    'admin.business': ['admin', byId(businesses)],
    'admin.businessMembers': ['admin', { businessId: idFrom(businesses) }],
    'admin.blockedSlots': ['admin', {}],
    'admin.inbox': ['admin', {}],
    'admin.jobs': ['admin', { state: optional(fc.constantFrom(...JOB_STATES)) }],
    'admin.chefs': [
      'admin',
      {
        ...tableView(CHEF_SORT_FIELDS),
        tier: optional(fc.constantFrom(...CHEF_TIERS)),
        status: optional(values(CHEF_STATUSES)),
        serviceType: optional(values(SERVICE_TYPES)),
      },
    ],
    'admin.chef': ['admin', byId(chefs)],
    'admin.chefFutureAssignments': ['admin', byId(chefs)],
    'admin.operations': ['admin', board],
    'admin.eligibleChefs': ['admin', { bookingId: idFrom(staffable) }],
    'admin.candidates': ['admin', { bookingId: idFrom(staffable) }],
    'admin.timesheetDisputes': ['admin', {}],
    'admin.ratings': ['admin', { businessId: optional(idFrom(businesses)), chefId: optional(idFrom(chefs)) }],
    'business.ratings': ['A', {}],
    'business.favourites': ['A', {}],
    'business.team.members': ['A', {}],
    'business.apiKeys.list': ['A', {}],
    'business.webhooks.list': ['A', {}],
    'business.webhooks.deliveries': ['A', { webhookId: fc.integer({ min: 1, max: 3 }) }],
    'business.bookings.series': ['A', { seriesId: fc.integer({ min: 1, max: 30 }) }],
    'public.invitation': ['anon', { token: text() }],
    'chef.ratings': ['chef', {}],
    'public.chefs': ['anon', {}],
    'chef.me': ['chef', {}],
    'chef.assignments': ['chef', {}],
    'chef.calendarUrl': ['chef', {}],
    'chef.offers': ['chef', {}],
    'chef.seriesOffers': ['chef', {}],
    'public.packs': ['anon', {}],
    'business.billing.orders': ['A', {}],
    'business.billing.order': ['A', orderId],
    'business.billing.lowBalance': ['A', {}],
    'admin.finance.orders': ['admin', orderFilters],
    'admin.finance.monthTotals': ['admin', {}],
    'admin.finance.packs': ['admin', {}],
    'admin.finance.settings': ['admin', {}],
    'business.billing.checkoutTerms': ['A', {}],
    'chef.earnings': ['chef', {}],
    'chef.taxDetails': ['chef', {}],
    'chef.bankAccount': ['chef', {}],
    'admin.payouts.preview': ['admin', payoutRun],
    'chef.payoutSetup': ['chef', {}],
    'chef.reliability': ['chef', {}],
    'admin.payouts.list': ['admin', { status: optional(payoutStatus) }],
    'admin.payouts.chefEarnings': ['admin', { chefId: idFrom(chefs) }],
    'admin.payouts.monthTotals': ['admin', {}],
    'chef.credentials.list': ['chef', {}],
    'admin.credentials.list': ['admin', { status: optional(credentialStatus) }],
    'admin.credentials.settings': ['admin', {}],
  };
  const voidBody = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });
  const trpcTarget = (method: 'GET' | 'POST') => ([name, [caller, fields]]: [string, [Caller, Record<string, fc.Arbitrary<unknown>>]]): Target => ({
    name,
    caller,
    method,
    path: () => `/trpc/${name}`,
    body: Object.keys(fields).length ? bodyFrom(fields) : voidBody,
    trpc: true,
  });
  const trpc: Target[] = [...Object.entries(trpcBodies).map(trpcTarget('POST')), ...Object.entries(trpcQueryInputs).map(trpcTarget('GET'))];

  const restBodies: [string, Caller, fc.Arbitrary<unknown>, fc.Arbitrary<string>?, fc.Arbitrary<Record<string, string>>?][] = [
    ['POST /api/register', 'anon', bodyFrom(registrationBody)],
    ['POST /api/mobile/setup', 'A', bodyFrom(setup)],
    ['POST /api/mobile/login', 'anon', bodyFrom(login)],
    ['POST /api/logout', 'A', voidBody],
    ['POST /api/contact', 'anon', bodyFrom(contactMessage)],
    ['POST /api/newsletter', 'anon', bodyFrom({ email })],
    ['POST /api/password-recovery/request', 'anon', bodyFrom({ email })],
    ['POST /api/password-recovery/reset', 'anon', bodyFrom(reset)],
    ['POST /api/bookings', 'A', bodyFrom(booking), undefined, idempotencyHeaders],
    ['POST /api/bookings/series', 'A', bodyFrom(series), undefined, idempotencyHeaders],
    ['PATCH /api/bookings/:id', 'A', fc.oneof(bodyFrom({ status: fc.constantFrom('canceled', 'completed', 'confirmed'), scope: optional(fc.constantFrom('one', 'following')) }), bodyFrom(reschedule)), segmentFrom(bookings)],
    // Any subset of the fields is a valid PATCH, the empty one included (400 Nothing to update).
    ['POST /api/bookings/:id/timesheet/confirm', 'A', voidBody, segmentFrom(bookings)],
    ['POST /api/bookings/:id/timesheet/dispute', 'A', bodyFrom({ reason: text() }), segmentFrom(bookings)],
    ['POST /api/bookings/:id/rating', 'A', bodyFrom(rating), segmentFrom(bookings)],
    ['PUT /api/business/favourites/:chefId', 'A', voidBody, segmentFrom(chefs)],
    ['DELETE /api/business/favourites/:chefId', 'A', voidBody, segmentFrom(chefs)],
    ['PATCH /api/business/profile', 'A', someOf(profileBody)],
    ['PUT /api/business/settings', 'A', bodyFrom(settings)],
    ['POST /api/business/members', 'A', bodyFrom({ email, role: memberRole })],
    ['POST /api/join', 'anon', bodyFrom(joinBody)],
    ['PATCH /api/business/members/:id', 'A', bodyFrom({ role: memberRole }), segmentFrom(members)],
    ['DELETE /api/business/members/:id', 'A', voidBody, segmentFrom(members)],
    ['DELETE /api/admin/business/:id/members/:memberId', 'admin', voidBody, segmentFrom(members)],
    ['POST /api/request-hours', 'A', bodyFrom(hoursRequest)],
    ['POST /api/admin/login', 'anon', bodyFrom(adminLogin)],
    ['POST /api/admin/logout', 'admin', voidBody],
    ['POST /api/admin/backups', 'admin', voidBody],
    ['POST /api/business/close', 'A', bodyFrom({ password: text() })],
    ['DELETE /api/admin/business/:id', 'admin', voidBody, segmentFrom(() => fx().victims)],
    ['POST /api/admin/jobs/:id/retry', 'admin', voidBody, segmentFrom(() => [1, 2, 3])],
    ['POST /api/admin/chefs', 'admin', bodyFrom(chefFields)],
    // Any subset of the fields is a valid PATCH.
    ['PATCH /api/admin/chefs/:id', 'admin', someOf(chefFields), segmentFrom(chefs)],
    ['POST /api/admin/chefs/:id/invite', 'admin', voidBody, segmentFrom(chefs)],
    ['DELETE /api/admin/chefs/:id/suspension', 'admin', voidBody, segmentFrom(chefs)],
    // Reads whose input is the query string or the path.
    ['GET /api/admin/bookings', 'admin', fc.constant(undefined), boardQuery],
    ['GET /api/admin/bookings/:id/eligible-chefs', 'admin', fc.constant(undefined), segmentFrom(staffable)],
    ['GET /api/admin/bookings/:id/candidates', 'admin', fc.constant(undefined), segmentFrom(staffable)],
    ['POST /api/admin/bookings/:id/offers', 'admin', bodyFrom({ chefIds }), segmentFrom(staffable)],
    ['PUT /api/admin/bookings/:id/chef', 'admin', bodyFrom({ chefId: staffChef }), segmentFrom(staffable)],
    ['DELETE /api/admin/bookings/:id/chef', 'admin', voidBody, segmentFrom(staffable)],
    ['POST /api/admin/bookings/:id/complete', 'admin', voidBody, segmentFrom(bookings)],
    ['POST /api/admin/bookings/:id/no-show', 'admin', voidBody, segmentFrom(bookings)],
    ['DELETE /api/admin/bookings/:id/offers', 'admin', voidBody, segmentFrom(staffable)],
    ['POST /api/billing/orders', 'A', bodyFrom({ packId: idFrom(packs) }), undefined, idempotencyHeaders],
    ['POST /api/billing/orders/:id/cancel', 'A', voidBody, segmentFrom(orders)],
    ['PUT /api/billing/low-balance', 'A', bodyFrom(lowBalance)],
    ['GET /api/admin/orders', 'admin', fc.constant(undefined), orderQuery],
    // The feed's cursor is any text to the server until it names an event of A's (400 Unknown cursor otherwise).
    ['GET /api/bookings', 'A', fc.constant(undefined), queryOf(['status', 'from', 'to', 'limit', 'cursor'], fc.oneof(orderDay, fc.constantFrom('confirmed', 'canceled', '1', '100', '101'), fc.base64String({ maxLength: 24 })))],
    ['GET /api/bookings/:id', 'A', fc.constant(undefined), segmentFrom(bookings)],
    ['GET /api/labor-bank/transactions', 'A', fc.constant(undefined), queryOf(['limit', 'cursor'], fc.oneof(fc.constantFrom('1', '50', '0', 'MQ', 'OTk5'), fc.base64String({ maxLength: 12 })))],
    // Webhooks: ids of A's or anyone's.
    ['POST /api/business/webhooks', 'A', bodyFrom({ url: webhookUrl, events: webhookEvents })],
    ['PATCH /api/business/webhooks/:id', 'A', someOf({ url: webhookUrl, events: webhookEvents, enabled: fc.boolean() }), segmentFrom(() => [1, 2, 3])],
    ['DELETE /api/business/webhooks/:id', 'A', voidBody, segmentFrom(() => [1, 2, 3])],
    ['GET /api/business/webhooks/:id/deliveries', 'A', fc.constant(undefined), segmentFrom(() => [1, 2, 3])],
    ['POST /api/business/webhooks/:id/test', 'A', voidBody, segmentFrom(() => [1, 2, 3])],
    ['POST /api/business/webhooks/:id/deliveries/:deliveryId/retry', 'A', voidBody, segmentFrom(() => [1, 2, 3])],
    ['POST /api/business/api-keys', 'A', bodyFrom({ name: text(100), role: apiKeyRole })],
    ['POST /api/session/business', 'A', bodyFrom({ businessId: idFrom(businesses) })],
    ['POST /api/business/locations', 'A', bodyFrom(locationBody)],
    ['POST /api/business/transfers', 'A', bodyFrom(transferBody), undefined, idempotencyHeaders],
    ['DELETE /api/business/api-keys/:id', 'A', voidBody, segmentFrom(() => [1, 2, 3])],
    ['GET /api/events', 'A', fc.constant(undefined), queryOf(['after', 'limit'], fc.oneof(fc.constantFrom('1', '50', '100', '0', '101'), fc.stringMatching(/^evt_[A-Za-z0-9_-]{1,30}$/)))],
    ['POST /api/admin/orders/:id/payments', 'admin', bodyFrom(payment), segmentFrom(orders)],
    ['POST /api/admin/orders/:id/refund', 'admin', bodyFrom(refund), segmentFrom(orders)],
    ['POST /api/admin/packs', 'admin', bodyFrom(packFields)],
    ['PATCH /api/admin/packs/:id', 'admin', someOf(packFields), segmentFrom(packs)],
    ['PATCH /api/admin/billing-settings', 'admin', someOf(billingSettings)],
    ['PUT /api/chef/tax-details', 'chef', bodyFrom(taxDetailsFields)],
    ['PUT /api/chef/bank-account', 'chef', bodyFrom(bankAccountFields)],
    ['GET /api/chef/earnings/:year.csv', 'chef', fc.constant(undefined), taxYear],
    ['GET /api/chef/payouts/:id/statement.pdf', 'chef', fc.constant(undefined), segmentFrom(payouts)],
    ['POST /api/chef/payouts/onboarding', 'chef', voidBody],
    ['GET /api/admin/payouts', 'admin', fc.constant(undefined), queryOf(['status'], payoutStatus)],
    ['GET /api/admin/payouts/:id/statement.pdf', 'admin', fc.constant(undefined), segmentFrom(payouts)],
    ['POST /api/admin/payouts/run', 'admin', bodyFrom(payoutRun)],
    ['GET /api/admin/payouts/preview', 'admin', fc.constant(undefined), queryOf(['through'], throughDay)],
    ['POST /api/admin/payouts/:id/paid', 'admin', bodyFrom(payment), segmentFrom(payouts)],
    ['GET /api/admin/export/chef-earnings/:year.csv', 'admin', fc.constant(undefined), taxYear],
    ['POST /api/admin/chefs/:id/adjustments', 'admin', bodyFrom(adjustment), segmentFrom(chefs)],
    ['POST /api/chef/credentials', 'chef', bodyFrom(credentialFields)],
    ['PUT /api/chef/credentials/:id', 'chef', bodyFrom(credentialFields), segmentFrom(credentials)],
    // The file is the body: with no body the fuzzed Content-Type stands (a JSON body is 415 before anything); its name is a header.
    ['PUT /api/chef/credentials/:id/document', 'chef', fc.constant(undefined), segmentFrom(credentials), documentHeaders],
    ['GET /api/admin/credentials', 'admin', fc.constant(undefined), queryOf(['status'], credentialStatus)],
    ['GET /api/admin/credentials/:id/document', 'admin', fc.constant(undefined), segmentFrom(credentials)],
    ['POST /api/admin/credentials/:id/verify', 'admin', voidBody, segmentFrom(credentials)],
    ['POST /api/admin/credentials/:id/reject', 'admin', bodyFrom({ reason: text(500) }), segmentFrom(credentials)],
    ['PATCH /api/admin/staffing-settings', 'admin', bodyFrom({ inPersonNeedsFoodsafe: fc.constant(false) })],
    // No session: its authentication is the signature (in the default invoice mode: 404 to all).
    ['POST /api/webhooks/stripe', 'anon', bodyFrom(stripeEvent), undefined, stripeSignature],
    ['POST /api/chef/login-link', 'anon', bodyFrom(chefEmail)],
    ['POST /api/chef/login', 'anon', bodyFrom({ token: linkToken })],
    ['POST /api/chef/logout', 'chef', voidBody],
    ['PATCH /api/chef/me', 'chef', someOf(chefProfile)],
    ['PUT /api/chef/availability', 'chef', bodyFrom(weekly)],
    ['POST /api/chef/time-off', 'chef', bodyFrom(timeOff)],
    ['DELETE /api/chef/time-off/:id', 'chef', voidBody, segmentFrom(() => fx().timeOff)],
    ['POST /api/chef/offers/:id/accept', 'chef', voidBody, segmentFrom(offers)],
    ['POST /api/chef/offers/:id/decline', 'chef', voidBody, segmentFrom(offers)],
    ['POST /api/admin/series/:id/offers', 'admin', bodyFrom({ chefIds }), segmentFrom(() => fx().series)],
    ['POST /api/chef/series-offers/:id/accept', 'chef', voidBody, segmentFrom(() => fx().seriesOffers)],
    ['POST /api/chef/series-offers/:id/decline', 'chef', voidBody, segmentFrom(() => fx().seriesOffers)],
    ['POST /api/chef/assignments/:bookingId/timesheet', 'chef', bodyFrom({ hours: hours(12), note: clearableText(200) }), segmentFrom(staffable)],
    ['POST /api/chef/assignments/:bookingId/rating', 'chef', bodyFrom(rating), segmentFrom(staffable)],
    ['POST /api/chef/assignments/:bookingId/release', 'chef', bodyFrom({ reason: text() }), segmentFrom(staffable)],
    ['POST /api/chef/appeals', 'chef', bodyFrom({ text: text() })],
    ['POST /api/chef/assignments/:bookingId/confirm', 'chef', voidBody, segmentFrom(staffable)],
    // A read, but its one input is the path: the feed's token, right or fuzzed.
    ['GET /api/chef/calendar/:token.ics', 'anon', fc.constant(undefined), fc.oneof(fc.constant(null).map(() => fx().calendarToken), fc.oneof(linkToken, hostileString).map(safeSegment))],
  ];
  const rest: Target[] = restBodies.map(([name, caller, body, segment, headers]) => {
    const [method, route] = name.split(' ') as [string, string];
    // A route without a parameter takes its fuzzed segment as the query string.
    const path = (value: string) => (/:\w+/.test(route) ? route.replace(/:\w+/, value) : `${route}${value}`);
    return { name, caller, method, path, body, trpc: false, ...(segment ? { segment } : {}), ...(headers ? { headers } : {}) };
  });
  // Deleting may remove A itself (a spoiled id can be anything): those come last, a business's last of all.
  // (Deleting a business itself, not a business's webhook, member or favourite: those come before it.)
  const deletesABusiness = /^(DELETE \/api\/admin\/business\/:id|admin\.deleteBusinesses?)$/;
  const deleteRank = (target: Target) => (deletesABusiness.test(target.name) ? 2 : Number(/delete/i.test(target.name)));
  const deletesLast = (x: Target, y: Target) => deleteRank(x) - deleteRank(y);
  return [...trpc.sort(deletesLast), ...rest.sort(deletesLast)];
}

export function proceduresOfType(type: Procedure['type']): Procedure[] {
  return trpcProcedures().filter((procedure) => procedure.type === type);
}

// ---------------------------------------------------------------------------------- the runner

/** The targets of DECISIONS.md section 9's staffing calls, which want bookings to staff. */
const STAFFING_TARGET = /offer|assign|eligible|\/api\/admin\/bookings/i;
/** Rating and favourite targets: they meet a booking open for rating, not only refusals. */
const RATING_TARGET = /rate|rating|favourite/i;
/** Buying hours' targets: they meet pending and paid orders and a pack on sale, not only refusals. */
const BILLING_TARGET = /billing|finance|orders|packs/i;
/** Paying chefs' targets: they meet the chef's earnings and pending and paid payouts, not only refusals. */
const PAYOUT_TARGET = /payout|adjust|earnings/i;

/** 202: a webhook attempt queued; 207: tRPC's answer to a batch whose calls did not all answer alike. */
const ALLOWED = new Set([200, 201, 202, 207, 400, 401, 403, 404, 409, 413, 415, 422, 429]);

function errorMessageOf(json: unknown): unknown {
  const single = Array.isArray(json) ? json[0] : json;
  const record = single as { message?: unknown; error?: { message?: unknown } } | undefined;
  return record?.error?.message ?? record?.message;
}

/**
 * A query's input rides in the URL, which Node caps (with the headers) at 16 KB and refuses
 * beyond with a bare 431 before any application code runs: cut to 8 KB once encoded.
 */
function urlSized(input: string): string {
  let text = input;
  while (new URLSearchParams({ input: text }).toString().length > 8_000) text = text.slice(0, Math.floor(text.length / 2));
  return text;
}

/** The fault in one answer, or null when it is a clean 2xx/4xx. */
export function faultIn(status: number, body: string): string | null {
  const leak = leakIn(status, body);
  if (leak) return leak;
  if (!ALLOWED.has(status)) return `unexpected status ${status}`;
  if (status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return 'an error body that is not JSON';
    }
    if (typeof errorMessageOf(json) !== 'string') return 'an error body without a message';
  }
  return null;
}

/** The businesses', contacts', chefs' and credentials' one-line fields that hold an invisible character, as "table #id field". */
async function invisibleInOneLineText(dataSource: DataSource): Promise<string[]> {
  const oneLineFields: [EntityTarget<ObjectLiteral>, string, string[]][] = [
    [Business, 'business', ['businessName', 'businessAddress', 'city', 'zipCode']],
    [Contact, 'contact', ['firstName', 'lastName', 'jobTitle', 'email', 'phone']],
    [Chef, 'chef', ['name', 'email', 'phone', 'specialty']],
    [ChefPayoutAccount, 'chef_payout_account', ['legalName', 'gstNumber']],
    [Credential, 'credential', ['number', 'documentName']],
  ];
  const found: string[] = [];
  for (const [entity, table, fields] of oneLineFields) {
    for (const row of await dataSource.manager.find(entity)) {
      // A chef's payout account is keyed by its chef.
      for (const field of fields) if (typeof row[field] === 'string' && INVISIBLE_STORED.test(row[field])) found.push(`${table} #${String(row.id ?? row.chefId)} ${field}`);
    }
  }
  return found;
}

export class FuzzRun {
  fixtures!: Fixtures;
  readonly serverLog: string[] = [];
  /** Moves the server's clock (login throttling forgets after 15 minutes). */
  readonly clock: TestClock = { offsetMs: 0 };
  private readonly timed = serverClock(this.clock, () => this.fixtures.server);
  private clients: Record<Caller, RawClient> | undefined;
  /**
   * Days ahead of the bookings made afresh before each staffing target, one day each: past every
   * day the fuzzed calls can block or take off (400 days ahead, time off up to 366 days long).
   */
  private staffingDay = 800;
  readonly statuses = new Map<string, Map<number, number>>();

  async start(): Promise<void> {
    const server = await startFastServer({
      now: () => new Date(Date.now() + this.clock.offsetMs),
      log: (line) => this.serverLog.push(line),
    });
    const world = await createWorld(server);
    const extra = await Promise.all(Array.from({ length: 3 }, () => world.a.client.post('/api/bookings', { businessId: world.a.businessId, bookingDate: vancouverDay(10), timeSlot: 'morning', duration: 1 })));
    const victims = await Promise.all(Array.from({ length: 12 }, async () => (await registerBusiness(new ApiClient(server.url))).businessId));
    // Hours enough that valid bookings are booked rather than refused for want of hours.
    await world.admin.post('/trpc/admin.addHours?batch=1', { 0: { businessId: world.a.businessId, hours: 1000, reason: 'Fuzzing' } });
    const request = await world.a.client.post('/api/request-hours', { businessId: world.a.businessId, phone: '604 555 0100', hoursNeeded: 5 });
    const block = await world.admin.post('/trpc/admin.blockSlot?batch=1', { 0: { date: vancouverDay(300), timeSlot: 'evening' } }, { 'content-type': 'application/json' });
    const victimChefs = await Promise.all(Array.from({ length: 4 }, async () => (await createSignedInChef(server)).chefId));
    const timeOff = await Promise.all(
      [world.chef, world.chef, world.otherChef].map(async (chef) => (await chef.client.post('/api/chef/time-off', { from: vancouverDay(30), to: vancouverDay(31) })).json.id as number),
    );
    const calendar = await world.chef.client.get('/trpc/chef.calendarUrl');
    const credentials = await Promise.all(
      [world.chef, world.chef, world.otherChef].map(async (chef) => (await chef.client.post('/api/chef/credentials', { kind: 'foodsafe', number: 'FS-FUZZ', issuedOn: vancouverDay(-30), expiresOn: vancouverDay(700) })).json.id as number),
    );
    await world.chef.client.put(`/api/chef/credentials/${credentials[0]}/document`, '%PDF-1.7\n%%EOF\n', { 'content-type': 'application/pdf' });
    // Bookings of A's to staff, each offered by the admin: two to the chef, one to the other chef, one to both.
    const staffed = await Promise.all(
      [12, 13, 14, 15].map(async (offset) => (await world.a.client.post('/api/bookings', { businessId: world.a.businessId, bookingDate: vancouverDay(offset), timeSlot: 'evening', duration: 1 })).json.booking.id as number),
    );
    const offerTo = [[world.chef.chefId], [world.chef.chefId], [world.otherChef.chefId], [world.chef.chefId, world.otherChef.chefId]];
    const offers = await Promise.all(staffed.map(async (bookingId, index) => (await adminCaller(server).admin.offerBooking({ bookingId, chefIds: offerTo[index]! })).map(({ id }) => id)));
    // A pack of the fuzzer's own, and an order of B's (not A's to read, cancel or pay for).
    const finance = adminCaller(server).admin.finance;
    const fuzzPack = (await finance.createPack({ name: 'Fuzz pack', hours: 5, priceCents: 40_000 })).id;
    const bOrder = await world.b.client.post('/api/billing/orders', { packId: fuzzPack });
    this.fixtures = {
      server,
      world,
      victims,
      bookings: [world.a.bookingId, world.b.bookingId, ...extra.map((response) => response.json.booking.id as number), ...staffed],
      hoursRequests: [request.json.request.id as number],
      blocks: [block.json[0].result.data.id as number],
      chefs: [...victimChefs, world.chef.chefId, world.otherChef.chefId],
      timeOff,
      offers: offers.flat(),
      staffable: [world.a.bookingId, ...staffed],
      series: [],
      seriesOffers: [],
      calendarToken: /\/calendar\/([^/]+)\.ics$/.exec(calendar.json.result.data.url as string)![1]!,
      orders: [bOrder.json.order.id as number],
      packs: (await finance.packs()).map(({ id }) => id),
      fuzzPack,
      payouts: [],
      credentials,
    };
  }

  async stop(): Promise<void> {
    this.closeClients();
    await this.fixtures?.server.stop();
  }

  /** Fresh sessions before each target: a fuzzed logout or reset may have ended the last ones. */
  private async signIn(target: Target): Promise<void> {
    await setClock(this.timed, Date.now() + this.clock.offsetMs + 16 * 60 * 1000);
    const { server, world } = this.fixtures;
    const a = new ApiClient(server.url);
    const login = await a.post('/api/mobile/login', { username: world.a.username, password: world.a.password });
    if (target.caller === 'A') expect(login.status, `A signs in again: ${login.text}`).toBe(200);
    const admin = await adminClient(server);
    const chef = new ApiClient(server.url);
    if (target.caller === 'chef') {
      // A fuzzed admin call may have deactivated the chef or changed their email (a spoiled id can be anything).
      await adminCaller(server).admin.updateChef({ id: world.chef.chefId, status: 'active', email: world.chef.email });
      await chef.post('/api/chef/login-link', { email: world.chef.email });
      await followChefLink(server, chef, world.chef.email);
    }
    if (STAFFING_TARGET.test(target.name)) await this.freshStaffing(a, target.caller);
    if (RATING_TARGET.test(target.name)) await this.freshCompleted(a);
    if (BILLING_TARGET.test(target.name)) await this.freshOrders(a);
    if (PAYOUT_TARGET.test(target.name)) await this.freshPayouts(a);
    this.closeClients();
    this.clients = {
      anon: new RawClient(server.url),
      A: new RawClient(server.url, a.cookieHeader()),
      admin: new RawClient(server.url, admin.cookieHeader()),
      chef: new RawClient(server.url, chef.cookieHeader()),
    };
  }

  /**
   * Fresh bookings of A's for a staffing target: the clock moves 16 minutes a target, offers close
   * after 12 hours, and earlier targets may have staffed the fixtures' bookings or changed the
   * chefs (status, service types, week). For the chef, one offered to the chef, one to the other
   * chef, one to both; for the admin, one to offer or assign and one assigned to unassign. And a
   * weekly series of two sessions, offered whole to both chefs for the chef. Should one be
   * refused all the same, there is one fewer.
   */
  private async freshStaffing(a: ApiClient, caller: Caller): Promise<void> {
    const { server, world } = this.fixtures;
    const admin = adminCaller(server).admin;
    const chefs = [world.chef.chefId, world.otherChef.chefId];
    await this.readyChefs(chefs);
    const plans = caller === 'chef' ? [[chefs[0]!], [chefs[1]!], chefs] : [[], [chefs[0]!]];
    for (const chefIds of plans) {
      this.staffingDay += 1;
      const booked = await a.post('/api/bookings', { businessId: world.a.businessId, bookingDate: vancouverDay(this.staffingDay), timeSlot: 'evening', duration: 1 });
      if (booked.status !== 201) continue;
      const bookingId = booked.json.booking.id as number;
      if (caller === 'chef') {
        const offered = await admin.offerBooking({ bookingId, chefIds }).catch(() => []);
        this.fixtures.offers.push(...offered.map(({ id }) => id));
      } else {
        if (chefIds.length > 0) await admin.assignChef({ bookingId, chefId: chefIds[0]! }).catch(() => null);
        this.fixtures.staffable.push(bookingId);
      }
    }
    const firstDate = vancouverDay(this.staffingDay + 1);
    // Its second session a week on: the days up to it are the series' own.
    this.staffingDay += 8;
    const weekday = seriesWeekdayOf(firstDate);
    const series = await a.post('/api/bookings/series', { serviceType: 'in-person', firstDate, timeSlot: 'evening', duration: 1, weekdays: [weekday], every: 1, count: 2 });
    if (series.status !== 201) return;
    const seriesId = series.json.series.id as number;
    this.fixtures.series.push(seriesId);
    if (caller !== 'chef') return;
    const offered = await admin.offerSeries({ seriesId, chefIds: chefs }).catch(() => null);
    this.fixtures.seriesOffers.push(...(offered?.seriesOffers.map(({ id }) => id) ?? []));
  }

  /** Earlier targets may have changed the chefs (status, service types, week): each is eligible again. */
  private async readyChefs(chefIds: number[]): Promise<void> {
    const { server } = this.fixtures;
    for (const chefId of chefIds) {
      await adminCaller(server).admin.updateChef({ id: chefId, status: 'active', serviceTypes: ['in-person'] });
      await server.services.chefs.setWeeklyAvailability(chefId, EVERY_SLOT_OF_THE_WEEK);
    }
  }

  /**
   * A booking of A's that the chef worked and the admin completed, for a rating or favourite
   * target: both may rate it (for 7 days; the clock moves 16 minutes a target), and the chef
   * has worked for A. It is completed a minute into its session (the clock moved there and
   * back), so its earning dates from then; answers that session, or null should a step be
   * refused (the target then meets only the earlier ones).
   */
  private async freshCompleted(a: ApiClient): Promise<{ bookingDate: string; timeSlot: string } | null> {
    const { server, world } = this.fixtures;
    await this.readyChefs([world.chef.chefId]);
    this.staffingDay += 1;
    const session = { bookingDate: vancouverDay(this.staffingDay), timeSlot: 'evening' };
    const booked = await a.post('/api/bookings', { businessId: world.a.businessId, ...session, duration: 1 });
    if (booked.status !== 201) return null;
    const bookingId = booked.json.booking.id as number;
    const admin = adminCaller(server).admin;
    const completed = await admin
      .assignChef({ bookingId, chefId: world.chef.chefId })
      .then(() => duringSession(this.timed, session, () => admin.completeBooking({ id: bookingId })))
      .catch(() => null);
    if (!completed) return null;
    this.fixtures.bookings.push(bookingId);
    this.fixtures.staffable.push(bookingId);
    return session;
  }

  /**
   * Orders of A's for a billing target, the fuzzer's pack put back on sale first (an earlier
   * target may have taken every pack off sale): two pending ones to pay or cancel, and one paid
   * whose hours are unused, to refund. Should one be refused all the same, there is one fewer.
   */
  private async freshOrders(a: ApiClient): Promise<void> {
    const { server, fuzzPack } = this.fixtures;
    const admin = adminCaller(server).admin;
    await admin.finance.updatePack({ packId: fuzzPack, change: { active: true } });
    const made: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const ordered = await a.post('/api/billing/orders', { packId: fuzzPack });
      if (ordered.status === 201) made.push(ordered.json.order.id as number);
    }
    if (made.length > 0) await admin.finance.recordPayment({ orderId: made.at(-1)!, reference: 'Fuzzing' }).catch(() => null);
    this.fixtures.orders.push(...made);
  }

  /**
   * Payouts of the world's chef for a payout target: twice, a session the chef worked and the
   * admin completed, paid out by a run through its day, in the session as the completion was;
   * the first run's payouts are marked paid (for the exports and the 409 of paying twice), the
   * second's left pending to mark paid. Should a step be refused, there is one fewer.
   */
  private async freshPayouts(a: ApiClient): Promise<void> {
    const admin = adminCaller(this.fixtures.server).admin;
    for (const markPaid of [true, false]) {
      const session = await this.freshCompleted(a);
      if (!session) continue;
      const { result: made } = await duringSession(this.timed, session, () => admin.payouts.run({ through: session.bookingDate }).catch(() => ({ payouts: [] })));
      const ids = made.payouts.map(({ id }) => id);
      if (markPaid) for (const payoutId of ids) await admin.payouts.markPaid({ payoutId, reference: 'Fuzzing' }).catch(() => null);
      this.fixtures.payouts.push(...ids);
    }
  }

  private closeClients(): void {
    for (const client of Object.values(this.clients ?? {})) client.close();
  }

  async fuzz(target: Target, inputs = RUNS_PER_TARGET): Promise<void> {
    await this.signIn(target);
    const counts = new Map<number, number>();
    this.statuses.set(target.name, counts);
    const send = async ([input, segment, extraHeaders]: [Fuzzed, string, Record<string, string>]) => {
      const client = this.clients![target.caller];
      const batched = target.trpc && input.batchCalls > 0;
      const batch = batched ? batchOf(target.path(segment), input.value, input.batchCalls) : null;
      const payload = batch && input.raw === undefined ? batch.payload : input.value;
      const serialized = input.raw ?? (payload === undefined ? undefined : JSON.stringify(payload));
      const query = new URLSearchParams();
      if (batched) query.set('batch', '1');
      // A REST read takes no body and no input (a long path segment and a query string together would pass Node's limit).
      if (target.method === 'GET' && target.trpc && serialized !== undefined) query.set('input', urlSized(serialized));
      const path = (batch?.path ?? target.path(segment)) + (query.size > 0 ? `?${query.toString()}` : '');
      const body = target.method === 'GET' ? undefined : serialized;
      const headers: Record<string, string> = { ...extraHeaders, ...(body !== undefined || (target.trpc && target.method !== 'GET') ? { 'content-type': 'application/json' } : {}) };
      const response = await client.request(target.method, path, body, headers);
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
      const fault = faultIn(response.status, response.text);
      if (fault) throw new Error(`${target.name}: ${fault}: ${response.status} ${response.text.slice(0, 300)}`);
      // Refused whatever its calls or input are: the batch limit comes before anything runs
      // (DECISIONS.md section 16), and only a body over the size limit is refused sooner, with 413.
      if (batched && input.batchCalls > MAX_CALLS_PER_BATCH) expect([400, 413], `${target.name}: a batch of ${input.batchCalls}`).toContain(response.status);
    };
    // Each run sends a few inputs at once: concurrent hostile calls on one target, and the
    // server's work overlaps the client's (the suite's time budget is tight).
    const perRun = CONCURRENT_INPUTS;
    const arbitrary = fc.array(fc.tuple(fuzzed(target.body), target.segment ?? fc.constant(''), target.headers ?? fc.constant({})), { minLength: perRun, maxLength: perRun });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (batch) => {
        await Promise.all(batch.map(send));
      }),
      { numRuns: Math.ceil(inputs / perRun), endOnFailure: true },
    );
    const violations = await invariantViolations(this.fixtures.server.db);
    expect(violations, `database invariants after fuzzing ${target.name}`).toEqual([]);
    expect(await invisibleInOneLineText(this.fixtures.server.dataSource), `one-line text stored with an invisible character after fuzzing ${target.name}`).toEqual([]);
    expect(this.serverLog.filter((line) => /failed/.test(line)), 'server errors logged').toEqual([]);
  }

  /** Which statuses each target met: a target that only ever got 400 never reached its service. */
  report(): string {
    return [...this.statuses]
      .map(([name, counts]) => `${name}: ${[...counts].sort(([x], [y]) => x - y).map(([status, count]) => `${status}×${count}`).join(' ')}`)
      .join('\n');
  }
}
