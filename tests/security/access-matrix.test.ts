import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { In, Not } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_CALLS_PER_BATCH } from '../../src/common/constants.js';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { createApp } from '../../src/server/app.js';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { hashPassword } from '../../src/server/core/security/passwords.js';
import { SessionCookies } from '../../src/server/core/security/sessions.js';
import { insertAssignment } from '../../src/server/areas/assignments/assignments.js';
import { INVALID_CHEF_LINK } from '../../src/server/areas/chefs/chef-accounts.js';
import { duringSession, serverClock, type TestClock } from '../support/session-clock.js';
import { ACCOUNT_PASSWORD, ADMIN, adminCaller, adminClient, ApiClient, registerBusiness, registrationBody, teamMember, vancouverDay, type TestServer } from '../integration/harness.js';
import { ROLE_NOT_ALLOWED } from '../../src/common/team.js';
import {
  ROLES,
  createWorld,
  latestChefLinkToken,
  latestResetToken,
  leakIn,
  repeatedInBatch,
  restRoutes,
  send,
  startFastServer,
  trpcCall,
  trpcData,
  trpcProcedures,
  type Call,
  type Procedure,
  type Role,
  type World,
} from './helpers.js';

/**
 * Who may call what. Every tRPC procedure and every REST route of the app must have a row:
 * the suite reads them from the code and fails on one that is missing here. Each row is run
 * against a fresh world (businesses A and B, two chefs, an admin), or the reads against one they
 * share (see RowCheck), as nobody, as B on A's data, as the other chef on the chef's data, as the
 * chef, as A and as admin, in that order, and each caller must get exactly the status written.
 */
type Statuses = Record<Role, number>;
interface Row {
  expect: Statuses;
  /** The request for this caller, on A's data; may prepare what it needs (a booking, a token). */
  call: (world: World, role: Role) => Call | Promise<Call>;
  /** The call carries the chef's own key (an emailed link, the feed's token): its answer may show the chef to anyone. */
  keyed?: true;
}

const everyone = (status: number): Statuses => ({ anon: status, B: status, otherChef: status, chef: status, A: status, admin: status });
/** Chefs are neither businesses nor admins (DECISIONS.md section 8): 401 on every business and admin call. */
const adminOnly = (status = 200): Statuses => ({ anon: 401, B: 401, otherChef: 401, chef: 401, A: 401, admin: status });
/** A business procedure on A's data: B is refused (403, or 404 where existence must not leak), admins use /api/admin. */
/** The admin's backups are SQLite's; on PostgreSQL they answer the admin 409 "Use npm run backup" (DECISIONS.md section 21). */
const backupsAdminOnly = (status: number): Statuses => adminOnly(inject('postgresServerUrl') ? 409 : status);

const ownerOnly = (owner: number, other: number): Statuses => ({ anon: 401, B: other, otherChef: 401, chef: 401, A: owner, admin: 401 });
/**
 * A chef portal call on the chef's data: businesses and admins are 401 (section 8); the other
 * chef acts on their own rows only (404 where the chef's row is named).
 */
const chefOnly = (own = 200, other = own): Statuses => ({ anon: 401, B: 401, otherChef: other, chef: own, A: 401, admin: 401 });

const inAWeek = () => vancouverDay(7);
const booking = (businessId: number) => ({ businessId, bookingDate: inAWeek(), timeSlot: 'afternoon', duration: 2 });
/** A one-session series: it names no business, so each business books its own. */
const series = () => ({ firstDate: inAWeek(), timeSlot: 'morning', duration: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], count: 1 });
/** A's profile, edited: the admin's edit of A sends it whole. */
const profile = (w: World) => {
  const { businessName, businessType, businessAddress, city, state, zipCode, firstName, lastName, jobTitle, email, phone } = w.a.body;
  return { businessName: `${businessName} edited`, businessType, businessAddress, city, state, zipCode, firstName, lastName, jobTitle, email, phone };
};
/** The same without the email for a business's own edit: B sends it to its own profile, and A's address is A's alone (one account per email, DECISIONS.md section 24). */
const ownProfile = (w: World) => {
  const { email: _email, ...rest } = profile(w);
  return rest;
};
const contactMessage = { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello' };

/**
 * A webhook of A's to a local receiver that takes every delivery (a failing one would be disabled
 * when a row moves the clock days on), and a test delivery of it. One per world, as a business
 * may have 10: a webhook for each call would pass that cap; the row that deletes one has its own.
 */
let receiver: http.Server;
const webhookBody = () => ({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['*'] });
async function newWebhookOfA(w: World): Promise<number> {
  const response = await w.a.client.post('/api/business/webhooks', webhookBody());
  expect(response.status).toBe(201);
  return response.json.webhook.id;
}
const webhookOfA = onePerWorld(newWebhookOfA);
const webhookOfAToDelete = onePerWorld(newWebhookOfA);
const webhookOfAToRemoveByProcedure = onePerWorld(newWebhookOfA);
/** An API key of A's (a manager's) for the row that revokes one. */
const apiKeyOfAToRevoke = onePerWorld(async (w: World) => {
  const response = await w.a.client.post('/api/business/api-keys', { name: 'Revoked by a row', role: 'manager' });
  expect(response.status).toBe(201);
  return response.json.apiKey.id as number;
});
async function deliveryOfA(w: World): Promise<{ webhookId: number; deliveryId: number }> {
  const webhookId = await webhookOfA(w);
  const response = await w.a.client.post(`/api/business/webhooks/${webhookId}/test`);
  expect(response.status).toBe(202);
  return { webhookId, deliveryId: response.json.delivery.id as number };
}

async function freshResetToken(w: World): Promise<string> {
  const response = await w.anon.post('/api/password-recovery/request', { email: w.a.body.email });
  expect(response.status).toBe(200);
  return latestResetToken(w.server, w.a.body.email);
}

async function pendingHoursRequest(w: World): Promise<number> {
  const response = await w.a.client.post('/api/request-hours', { businessId: w.a.businessId, phone: '604 555 0101', hoursNeeded: 5 });
  expect(response.status).toBe(201);
  return response.json.request.id as number;
}

/** A fresh single-use link for the world's chef, asked for at /chef/login as anyone may. */
async function freshChefToken(w: World): Promise<string> {
  const response = await w.anon.post('/api/chef/login-link', { email: w.chef.email });
  expect(response.status).toBe(200);
  return latestChefLinkToken(w.server, w.chef.email);
}

/** What `make` makes of a world, made once per world: every caller of a row (and every row of a shared world) meets the same one. */
function onePerWorld(make: (w: World) => Promise<number>): (w: World) => Promise<number> {
  const made = new WeakMap<World, Promise<number>>();
  return (w) => {
    if (!made.has(w)) made.set(w, make(w));
    return made.get(w)!;
  };
}

/** Time off of the world's chef (one per world: the other chef's refused removals must not change the chef's rows). */
const chefTimeOff = onePerWorld(async (w) => {
  const response = await w.chef.client.post('/api/chef/time-off', { from: vancouverDay(60), to: vancouverDay(62), reason: 'Matrix holiday' });
  expect(response.status).toBe(201);
  return response.json.id as number;
});

/** The path of the chef's private calendar feed, as the portal shows it to the chef. */
async function chefCalendarPath(w: World): Promise<string> {
  const response = await send(w.chef.client, trpcCall(P('chef.calendarUrl')));
  expect(response.status).toBe(200);
  return new URL((trpcData(response.json) as { url: string }).url).pathname;
}

const weekly = { weekly: { monday: ['morning', 'evening'], saturday: ['afternoon'] } };
const timeOff = () => ({ from: vancouverDay(20), to: vancouverDay(22), reason: 'Family visit' });
const chefProfile = { bio: 'Edited in the matrix', phone: '604 555 0199' };

const P = (path: string): Procedure => ({ path, type: 'query' });
const M = (path: string): Procedure => ({ path, type: 'mutation' });

let chefNumber = 0;
/** A new chef's body with an email no other row uses. */
function chefBody() {
  chefNumber += 1;
  return { name: `Matrix Chef ${chefNumber}`, email: `matrix.${chefNumber}@example.com`, specialty: 'Sauces', group: 'rising', yearsExperience: 2, serviceTypes: ['virtual'], hourlyRate: 40 };
}

/** A chef of the admin's own making (admins only reach the chef calls), so no row changes the roster others read. */
async function chefId(w: World, role: Role): Promise<number> {
  if (role !== 'admin') return 1;
  const created = await w.admin.post('/api/admin/chefs', chefBody());
  expect(created.status).toBe(201);
  return created.json.id as number;
}

/** Days ahead for the staffing rows' bookings: one day each, so no two of them overlap for any chef. */
let staffingDay = 70;

/** A fresh confirmed future booking of A's (1 hour, a day of its own), booked through A's client as A would. */
async function freshBooking(w: World): Promise<number> {
  staffingDay += 1;
  const response = await w.a.client.post('/api/bookings', { businessId: w.a.businessId, bookingDate: vancouverDay(staffingDay), timeSlot: 'morning', duration: 1 });
  expect(response.status, response.text).toBe(201);
  return response.json.booking.id as number;
}

/** A fresh one-session series of A's, on a staffing day of its own. */
async function freshSeries(w: World): Promise<number> {
  staffingDay += 1;
  const firstDate = vancouverDay(staffingDay);
  const weekday = seriesWeekdayOf(firstDate);
  const response = await w.a.client.post('/api/bookings/series', { ...series(), firstDate, weekdays: [weekday] });
  expect(response.status, response.text).toBe(201);
  return response.json.series.id as number;
}

/** A fresh booking of A's assigned by the admin to the world's chef. */
async function assignedBooking(w: World): Promise<number> {
  const bookingId = await freshBooking(w);
  expect((await w.admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId: w.chef.chefId })).status).toBe(200);
  return bookingId;
}

/**
 * An open offer to the world's chef of a fresh booking, made by the admin (one per world: every
 * caller of a row meets the same offer, the other chef before the chef takes it).
 */
const chefOffer = onePerWorld(async (w) => {
  const bookingId = await freshBooking(w);
  const response = await w.admin.post(`/api/admin/bookings/${bookingId}/offers`, { chefIds: [w.chef.chefId] });
  expect(response.status, response.text).toBe(201);
  return response.json[0].id as number;
});

/** An open series offer to the world's chef of a fresh series, made by the admin (one per world, as chefOffer). */
const chefSeriesOffer = onePerWorld(async (w) => {
  const response = await w.admin.post(`/api/admin/series/${await freshSeries(w)}/offers`, { chefIds: [w.chef.chefId] });
  expect(response.status, response.text).toBe(201);
  return response.json.seriesOffers[0].id as number;
});

/** One booking of A's per world assigned to the world's chef (every caller of a row meets the same one). */
const chefAssignment = onePerWorld(assignedBooking);

/**
 * The services' clock: the real one but while a fixture's session is under way (a booking is
 * completed from its start on, DECISIONS.md section 17); the rows themselves run on the real clock.
 */
const clock: TestClock = { offsetMs: 0 };
const timed = serverClock(clock, () => server);

/** The session of one of A's bookings, to move the clock into. */
function sessionOf(w: World, bookingId: number): Promise<Booking> {
  return w.server.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
}

/** One booking of A's per world that the world's chef worked and the admin completed: open for rating by both. */
const completedAssignment = onePerWorld(async (w) => {
  const bookingId = await chefAssignment(w);
  const { result } = await duringSession(timed, await sessionOf(w, bookingId), () => send(w.admin, trpcCall(M('admin.completeBooking'), { id: bookingId })));
  expect(result.status, result.text).toBe(200);
  return bookingId;
});

/** One series of A's per world, of one session, to read. */
const seriesOfA = onePerWorld(async (w) => {
  const response = await w.a.client.post('/api/bookings/series', series());
  expect(response.status, response.text).toBe(201);
  return response.json.series.id as number;
});

let inviteeNumber = 0;
/** An address nobody was invited at yet. */
function inviteeEmail(): string {
  inviteeNumber += 1;
  return `matrix.invitee.${inviteeNumber}@example.com`;
}

/** A's member id: the owner who registered it, as its team lists them. */
const ownerMemberId = onePerWorld(async (w) => {
  const response = await w.a.client.get('/api/business/members');
  expect(response.status).toBe(200);
  return response.json.members[0].id as number;
});

const newLocation = (businessName: string) => ({ businessName, businessType: 'restaurant', businessAddress: '8 Quay Street', city: 'Victoria', state: 'BC', zipCode: 'V8W 1B1' });

/**
 * A second location of A's, opened by A's owner; A's other members (a world's bookkeeper and
 * manager) are members of it in the same roles, so that each meets the transfer between the two
 * as their role there allows (DECISIONS.md section 18: an owner or bookkeeper of both).
 */
const locationOfA = onePerWorld(async (w) => {
  const opened = await w.a.client.post('/api/business/locations', newLocation('Matrix Second Location'));
  expect(opened.status, opened.text).toBe(201);
  const locationId = opened.json.business.id as number;
  const team = await w.server.dataSource.manager.findBy(Member, { businessId: w.a.businessId, role: Not('owner') });
  for (const { id: _id, ...member } of team) await w.server.dataSource.manager.insert(Member, { ...member, businessId: locationId });
  return locationId;
});
const transferFromA = async (w: World) => ({ fromBusinessId: w.a.businessId, toBusinessId: await locationOfA(w), hours: 1 });

/** The cheapest pack on sale (the seeded Starter unless an admin changed the packs). */
async function packOnSale(w: World): Promise<number> {
  const [pack] = await w.server.services.billing.packs();
  expect(pack).toBeDefined();
  return pack!.id;
}

/** A pending order of A's, ordered as A would; a new one on each call. */
async function freshOrder(w: World): Promise<number> {
  const response = await w.a.client.post('/api/billing/orders', { packId: await packOnSale(w) });
  expect(response.status, response.text).toBe(201);
  return response.json.order.id as number;
}

/** One pending order of A's per world: every caller of a row meets the same one (B before A, A before the admin). */
const pendingOrder = onePerWorld(freshOrder);

/** One order of A's per world whose payment the admin recorded: its hours are unused, so the admin may refund it. */
const paidOrder = onePerWorld(async (w) => {
  const orderId = await freshOrder(w);
  await adminCaller(w.server).admin.finance.recordPayment({ orderId, reference: 'Matrix cheque' });
  return orderId;
});

/** One order of A's per world, paid and then refunded by the admin: it has a receipt and a credit note. */
const refundedOrder = onePerWorld(async (w) => {
  const orderId = await freshOrder(w);
  const { finance } = adminCaller(w.server).admin;
  await finance.recordPayment({ orderId, reference: 'Matrix cheque' });
  await finance.refund({ orderId, reason: 'Ordered twice' });
  return orderId;
});

/**
 * One payout per world of the world's chef's earning (A's session that the chef worked and the
 * admin completed), made by the admin's run through today and left pending: the admin's to mark
 * paid. Found by its chef, for a run pays every chef owed.
 */
const chefPayout = onePerWorld(async (w) => {
  const session = await sessionOf(w, await completedAssignment(w));
  // The earning dates from the completion, in the session: the run pays through its day.
  await duringSession(timed, session, () => adminCaller(w.server).admin.payouts.run({ through: session.bookingDate }));
  const payout = (await w.server.services.payouts.list('pending')).find(({ chefId }) => chefId === w.chef.chefId);
  expect(payout, 'a pending payout of the chef after the run').toBeDefined();
  return payout!.id;
});

/** The same payout marked paid: the chef's earnings of this year, in the admin's T4A export. */
const paidPayout = onePerWorld(async (w) => {
  const payoutId = await chefPayout(w);
  await adminCaller(w.server).admin.payouts.markPaid({ payoutId, reference: 'Matrix transfer' });
  return payoutId;
});

/** A chef's bank account (sealed under the suite's PII_KEY, shown masked). */
const bankAccount = { institutionNumber: '004', transitNumber: '12345', accountNumber: '5551234987' };
/** A chef's tax details: a valid SIN (stored sealed under the suite's PII_KEY, shown masked). */
const taxDetails = { legalName: 'Matrix Legal Name', mailingAddress: '1 Matrix Street\nVancouver BC V5K 0A1', gstNumber: '', taxId: '046 454 286' };
const adjustment = { amountCents: 1250, reason: 'Matrix correction' };
/** A credential of the chef's (DECISIONS.md section 14), as the chef adds it; a PDF as the body of its document's upload. */
const credential = () => ({ kind: 'foodsafe', number: 'FS-MATRIX', issuedOn: vancouverDay(-30), expiresOn: vancouverDay(700) });
const pdfDocument = (credentialId: number): Call => ({ method: 'PUT', path: `/api/chef/credentials/${credentialId}/document`, body: '%PDF-1.7\n%%EOF\n', headers: { 'content-type': 'application/pdf' } });
/** One credential of the world's chef with its document (every caller of a row meets the same one; the other chef cannot find it). */
const chefCredential = onePerWorld(async (w) => {
  const added = await w.chef.client.post('/api/chef/credentials', credential());
  expect(added.status, added.text).toBe(201);
  const uploaded = await send(w.chef.client, pdfDocument(added.json.id as number));
  expect(uploaded.status, uploaded.text).toBe(200);
  return added.json.id as number;
});

/** A pack of the admin's own making, off sale (admins only reach the pack calls), so no row changes what the site sells. */
async function packId(w: World, role: Role): Promise<number> {
  if (role !== 'admin') return 1;
  const created = await w.admin.post('/api/admin/packs', packBody());
  expect(created.status, created.text).toBe(201);
  return created.json.id as number;
}

let packNumber = 0;
function packBody() {
  packNumber += 1;
  return { name: `Matrix pack ${packNumber}`, hours: 3, priceCents: 25_000, active: false };
}

/**
 * What the Stripe webhook is sent in the matrix: an event of a type it handles, with a signature
 * header Stripe never made. Its authentication is the signature alone (DECISIONS.md section 12),
 * so every caller, session or not, gets the same answer: in the default invoice mode, 404 "Card
 * payments are not enabled" before the signature is even read.
 */
const stripeDelivery = (): Call => ({
  method: 'POST',
  path: '/api/webhooks/stripe',
  body: JSON.stringify({ id: 'evt_matrix', type: 'checkout.session.completed', data: { object: { id: 'cs_matrix', client_reference_id: '1' } } }),
  headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0000' },
});

/** The admin's staffing calls act on a fresh booking; everyone else is refused on A's booking of the world. */
const staffedBooking = async (w: World, role: Role) => (role === 'admin' ? freshBooking(w) : w.a.bookingId);
/** The same for a series: the admin offers a fresh one; everyone else is refused on A's series of the world. */
const staffedSeries = async (w: World, role: Role) => (role === 'admin' ? freshSeries(w) : seriesOfA(w));
const boardQuery = { from: vancouverDay(0), to: vancouverDay(30), staffing: 'awaiting-chef' };

/** The two full runs make several calls per procedure or route: their time grows with the app, past the default 30 s under load. */
const FULL_RUN_TIMEOUT_MS = 180_000;


const trpcRows: Record<string, Row> = {
  'public.session': { expect: everyone(200), call: () => trpcCall(P('public.session')) },
  'public.register': { expect: everyone(200), call: () => trpcCall(M('public.register'), registrationBody()) },
  'public.checkUsername': { expect: everyone(200), call: (w) => trpcCall(P('public.checkUsername'), { username: w.a.username }) },
  'public.login': { expect: everyone(200), call: (w) => trpcCall(M('public.login'), { username: w.a.username, password: w.a.password }) },
  'public.logout': { expect: everyone(200), call: () => trpcCall(M('public.logout')) },
  'public.contact.send': { expect: everyone(200), call: () => trpcCall(M('public.contact.send'), contactMessage) },
  'public.newsletter.subscribe': { expect: everyone(200), call: () => trpcCall(M('public.newsletter.subscribe'), { email: 'news@example.com' }) },
  'public.passwordRecovery.request': {
    expect: everyone(200),
    call: (w) => trpcCall(M('public.passwordRecovery.request'), { email: w.a.body.email }),
  },
  'public.passwordRecovery.reset': {
    expect: everyone(200),
    call: async (w) => trpcCall(M('public.passwordRecovery.reset'), { token: await freshResetToken(w), password: 'a brand new passphrase' }),
  },
  'public.blockedSlots': { expect: everyone(200), call: () => trpcCall(P('public.blockedSlots')) },
  'public.chefs': { expect: everyone(200), call: () => trpcCall(P('public.chefs')) },
  'public.packs': { expect: everyone(200), call: () => trpcCall(P('public.packs')) },

  'business.dashboard': { expect: ownerOnly(200, 403), call: (w) => trpcCall(P('business.dashboard'), { businessId: w.a.businessId }) },
  'business.setUpAccount': {
    // A already has an account: it gets past the access check and meets the once-only rule.
    expect: ownerOnly(409, 403),
    call: (w) => trpcCall(M('business.setUpAccount'), { username: `second_${w.a.contactId}`, password: 'another passphrase', contactId: w.a.contactId }),
  },
  'business.bookings.create': { expect: ownerOnly(200, 403), call: (w) => trpcCall(M('business.bookings.create'), booking(w.a.businessId)) },
  'business.bookings.createSeries': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.bookings.createSeries'), series()) },
  'business.bookings.series': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(P('business.bookings.series'), { seriesId: await seriesOfA(w) }) },
  'business.bookings.cancelFollowing': { expect: ownerOnly(200, 404), call: (w) => trpcCall(M('business.bookings.cancelFollowing'), { bookingId: w.a.bookingId }) },
  'business.bookings.cancel': { expect: ownerOnly(200, 404), call: (w) => trpcCall(M('business.bookings.cancel'), { bookingId: w.a.bookingId }) },
  'business.bookings.reschedule': {
    expect: ownerOnly(200, 404),
    call: (w) => trpcCall(M('business.bookings.reschedule'), { bookingId: w.a.bookingId, bookingDate: inAWeek(), timeSlot: 'evening', duration: 4 }),
  },
  // B edits its own profile and settings: the procedures take no business id.
  // A's booking has no timesheet yet: A meets the rule's 409, B cannot find the booking.
  'business.bookings.confirmTimesheet': { expect: ownerOnly(409, 404), call: (w) => trpcCall(M('business.bookings.confirmTimesheet'), { bookingId: w.a.bookingId }) },
  'business.bookings.disputeTimesheet': {
    expect: ownerOnly(409, 404),
    call: (w) => trpcCall(M('business.bookings.disputeTimesheet'), { bookingId: w.a.bookingId, reason: 'Too many hours' }),
  },
  // A rates its chef once; B cannot find the booking.
  'business.bookings.rate': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.bookings.rate'), { bookingId: await completedAssignment(w), stars: 4 }) },
  // Each business sees its own bookings' ratings and favourites only: the procedures take no business id.
  'business.ratings': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.ratings')) },
  'business.favourites': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.favourites')) },
  // The chef worked for A, never for B.
  'business.addFavourite': { expect: ownerOnly(200, 409), call: async (w) => (await chefAssignment(w), trpcCall(M('business.addFavourite'), { chefId: w.chef.chefId })) },
  'business.removeFavourite': { expect: ownerOnly(200, 200), call: (w) => trpcCall(M('business.removeFavourite'), { chefId: w.chef.chefId }) },
  'business.updateProfile': { expect: ownerOnly(200, 200), call: (w) => trpcCall(M('business.updateProfile'), ownProfile(w)) },
  'business.updateSettings': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.updateSettings'), { emailNotifications: false, smsReminders: true }) },
  // A wrong password: each business passes the access check and meets the 403, and the world stays open.
  'business.closeAccount': { expect: ownerOnly(403, 403), call: () => trpcCall(M('business.closeAccount'), { password: 'not the password' }) },
  'business.requestHours': {
    expect: ownerOnly(200, 403),
    call: (w) => trpcCall(M('business.requestHours'), { businessId: w.a.businessId, phone: '604 555 0101', hoursNeeded: 10 }),
  },

  // Buying hours (DECISIONS.md section 12): each business orders and reads its own orders (the
  // procedures take no business id); another's order is 404, as if it did not exist.
  'business.billing.orders': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.billing.orders')) },
  'business.billing.order': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(P('business.billing.order'), { orderId: await pendingOrder(w) }) },
  'business.billing.createOrder': { expect: ownerOnly(200, 200), call: async (w) => trpcCall(M('business.billing.createOrder'), { packId: await packOnSale(w) }) },
  'business.billing.cancelOrder': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.billing.cancelOrder'), { orderId: await pendingOrder(w) }) },
  'business.billing.lowBalance': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.billing.lowBalance')) },
  'business.billing.setLowBalance': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.billing.setLowBalance'), { lowBalanceHours: 3 }) },
  // How the Buy dialog will be paid (invoice here) and the PST rate: the same for every business.
  'business.billing.checkoutTerms': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.billing.checkoutTerms')) },
  // A's pending order: no Checkout page in invoice mode ({checkoutUrl: null}); B cannot find it.
  // The team (DECISIONS.md section 18): each business reads its own; A makes itself owner again
  // and cannot remove itself, its only owner; B cannot find A's member.
  'business.team.members': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.team.members')) },
  // API keys (DECISIONS.md section 19): each business's own; A's key is 404 to B.
  'business.apiKeys.create': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.apiKeys.create'), { name: 'Point of sale', role: 'bookkeeper' }) },
  'business.apiKeys.list': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.apiKeys.list')) },
  'business.apiKeys.revoke': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.apiKeys.revoke'), { apiKeyId: await apiKeyOfAToRevoke(w) }) },
  // Webhooks, as the Integrations view calls them: each business's own; A's webhook is 404 to B.
  'business.webhooks.create': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.webhooks.create'), webhookBody()) },
  'business.webhooks.list': { expect: ownerOnly(200, 200), call: () => trpcCall(P('business.webhooks.list')) },
  'business.webhooks.update': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.webhooks.update'), { webhookId: await webhookOfA(w), enabled: true }) },
  'business.webhooks.remove': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.webhooks.remove'), { webhookId: await webhookOfAToRemoveByProcedure(w) }) },
  'business.webhooks.deliveries': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(P('business.webhooks.deliveries'), { webhookId: await webhookOfA(w) }) },
  'business.webhooks.sendTest': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.webhooks.sendTest'), { webhookId: await webhookOfA(w) }) },
  'business.webhooks.retryDelivery': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.webhooks.retryDelivery'), await deliveryOfA(w)) },
  // Each business invites to its own team; an unusable token is the same 400 to anyone.
  // B switches to A's business or moves A's hours: not a member of it (403). B opens a location of its own.
  'business.locations.switch': { expect: ownerOnly(200, 403), call: (w) => trpcCall(M('business.locations.switch'), { businessId: w.a.businessId }) },
  'business.locations.create': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.locations.create'), newLocation('Matrix tRPC Location')) },
  'business.locations.transfer': { expect: ownerOnly(200, 403), call: async (w) => trpcCall(M('business.locations.transfer'), await transferFromA(w)) },
  'business.team.invite': { expect: ownerOnly(200, 200), call: () => trpcCall(M('business.team.invite'), { email: inviteeEmail(), role: 'manager' }) },
  'public.invitation': { expect: everyone(400), call: () => trpcCall(P('public.invitation'), { token: 'not-a-token' }) },
  'public.join': { expect: everyone(400), call: () => trpcCall(M('public.join'), { token: 'not-a-token' }) },
  'business.team.changeRole': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.team.changeRole'), { memberId: await ownerMemberId(w), role: 'owner' }) },
  'business.team.remove': { expect: ownerOnly(409, 404), call: async (w) => trpcCall(M('business.team.remove'), { memberId: await ownerMemberId(w) }) },
  'business.billing.resumeCheckout': { expect: ownerOnly(200, 404), call: async (w) => trpcCall(M('business.billing.resumeCheckout'), { orderId: await pendingOrder(w) }) },

  'admin.login': { expect: everyone(200), call: () => trpcCall(M('admin.login'), ADMIN) },
  'admin.logout': { expect: adminOnly(), call: () => trpcCall(M('admin.logout')) },
  'admin.summary': { expect: adminOnly(), call: () => trpcCall(P('admin.summary')) },
  'admin.businesses': { expect: adminOnly(), call: () => trpcCall(P('admin.businesses'), { search: 'Bistro' }) },
  'admin.business': { expect: adminOnly(), call: (w) => trpcCall(P('admin.business'), { id: w.a.businessId }) },
  'admin.businessMembers': { expect: adminOnly(), call: (w) => trpcCall(P('admin.businessMembers'), { businessId: w.a.businessId }) },
  // The business's only owner: the last-owner rule refuses it, so nothing changes.
  'admin.removeBusinessMember': { expect: adminOnly(409), call: async (w) => trpcCall(M('admin.removeBusinessMember'), { businessId: w.a.businessId, memberId: await ownerMemberId(w) }) },
  'admin.updateBusiness': { expect: adminOnly(), call: (w) => trpcCall(M('admin.updateBusiness'), { id: w.a.businessId, ...profile(w) }) },
  'admin.deleteBusiness': { expect: adminOnly(), call: (w) => trpcCall(M('admin.deleteBusiness'), { id: w.a.businessId }) },
  'admin.deleteBusinesses': { expect: adminOnly(), call: (w) => trpcCall(M('admin.deleteBusinesses'), { ids: [w.a.businessId, w.b.businessId] }) },
  'admin.addHours': { expect: adminOnly(), call: (w) => trpcCall(M('admin.addHours'), { businessId: w.a.businessId, hours: 10, reason: 'Purchase' }) },
  'admin.decideHoursRequest': {
    expect: adminOnly(),
    call: async (w, role) => trpcCall(M('admin.decideHoursRequest'), { id: role === 'admin' ? await pendingHoursRequest(w) : 1, decision: 'approved' }),
  },
  // The matrix runs on the real clock, before any booking starts: the admin passes the access check and meets the rule's 409.
  'admin.completeBooking': { expect: adminOnly(409), call: (w) => trpcCall(M('admin.completeBooking'), { id: w.a.bookingId }) },
  'admin.cancelBooking': { expect: adminOnly(), call: (w) => trpcCall(M('admin.cancelBooking'), { id: w.a.bookingId }) },
  'admin.completePastBookings': { expect: adminOnly(), call: () => trpcCall(M('admin.completePastBookings')) },
  // The matrix runs on the real clock, before any booking starts: the admin passes the access check and meets the rule's 409.
  'admin.chefNoShow': { expect: adminOnly(409), call: async (w, role) => trpcCall(M('admin.chefNoShow'), { id: role === 'admin' ? await assignedBooking(w) : w.a.bookingId }) },
  'admin.timesheetDisputes': { expect: adminOnly(), call: () => trpcCall(P('admin.timesheetDisputes')) },
  'admin.settleTimesheet': { expect: adminOnly(409), call: (w) => trpcCall(M('admin.settleTimesheet'), { id: w.a.bookingId, hours: 3, note: 'Matrix settlement' }) },
  'admin.blockedSlots': { expect: adminOnly(), call: () => trpcCall(P('admin.blockedSlots')) },
  'admin.blockSlot': { expect: adminOnly(), call: () => trpcCall(M('admin.blockSlot'), { date: vancouverDay(40), timeSlot: 'evening', reason: 'Holiday' }) },
  'admin.unblockSlot': {
    expect: adminOnly(),
    call: async (w, role) => {
      if (role !== 'admin') return trpcCall(M('admin.unblockSlot'), { id: 1 });
      const blocked = await send(w.admin, trpcCall(M('admin.blockSlot'), { date: vancouverDay(41), reason: 'Closed' }));
      expect(blocked.status).toBe(200);
      return trpcCall(M('admin.unblockSlot'), { id: (trpcData(blocked.json) as { id: number }).id });
    },
  },
  'admin.inbox': { expect: adminOnly(), call: () => trpcCall(P('admin.inbox')) },
  'admin.backups': { expect: backupsAdminOnly(200), call: () => trpcCall(P('admin.backups')) },
  'admin.takeBackup': { expect: backupsAdminOnly(200), call: () => trpcCall(M('admin.takeBackup')) },
  'admin.jobs': { expect: adminOnly(), call: () => trpcCall(P('admin.jobs'), { state: 'failed' }) },
  // No job of the world has failed: the admin gets past the access check and finds none.
  'admin.retryJob': { expect: adminOnly(404), call: () => trpcCall(M('admin.retryJob'), { id: 999_999 }) },
  'admin.chefs': { expect: adminOnly(), call: () => trpcCall(P('admin.chefs'), { search: 'chef', tier: 'Master Chef' }) },
  'admin.chef': { expect: adminOnly(), call: () => trpcCall(P('admin.chef'), { id: 1 }) },
  'admin.createChef': { expect: adminOnly(), call: () => trpcCall(M('admin.createChef'), chefBody()) },
  'admin.updateChef': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.updateChef'), { id: await chefId(w, role), hourlyRate: 41 }) },
  'admin.chefFutureAssignments': { expect: adminOnly(), call: () => trpcCall(P('admin.chefFutureAssignments'), { id: 1 }) },
  'admin.deactivateChef': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.deactivateChef'), { id: await chefId(w, role) }) },
  // Nobody in the world is suspended: the admin meets the rule's 409.
  'admin.liftSuspension': { expect: adminOnly(409), call: async (w, role) => trpcCall(M('admin.liftSuspension'), { id: await chefId(w, role) }) },
  'admin.inviteChef': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.inviteChef'), { id: await chefId(w, role) }) },
  'admin.operations': { expect: adminOnly(), call: () => trpcCall(P('admin.operations'), boardQuery) },
  'admin.eligibleChefs': { expect: adminOnly(), call: async (w, role) => trpcCall(P('admin.eligibleChefs'), { bookingId: await staffedBooking(w, role) }) },
  'admin.candidates': { expect: adminOnly(), call: async (w, role) => trpcCall(P('admin.candidates'), { bookingId: await staffedBooking(w, role) }) },
  'admin.offerBooking': {
    expect: adminOnly(),
    call: async (w, role) => trpcCall(M('admin.offerBooking'), { bookingId: await staffedBooking(w, role), chefIds: [w.chef.chefId] }),
  },
  // A fresh booking's business has no favourites: the admin passes the access check and meets the rule's 409.
  'admin.offerToFavourites': { expect: adminOnly(409), call: async (w, role) => trpcCall(M('admin.offerToFavourites'), { bookingId: await staffedBooking(w, role) }) },
  'admin.ratings': { expect: adminOnly(), call: (w) => trpcCall(P('admin.ratings'), { businessId: w.a.businessId }) },
  'admin.assignChef': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.assignChef'), { bookingId: await staffedBooking(w, role), chefId: w.chef.chefId }) },
  'admin.offerSeries': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.offerSeries'), { seriesId: await staffedSeries(w, role), chefIds: [w.chef.chefId] }) },
  'admin.withdrawOffers': { expect: adminOnly(), call: async (w, role) => trpcCall(M('admin.withdrawOffers'), { bookingId: await staffedBooking(w, role) }) },
  'admin.unassignChef': {
    expect: adminOnly(),
    call: async (w, role) => trpcCall(M('admin.unassignChef'), { bookingId: role === 'admin' ? await assignedBooking(w) : w.a.bookingId }),
  },

  // /admin/finance: the admin's alone; businesses and chefs are 401, as on every admin call.
  'admin.finance.orders': { expect: adminOnly(), call: () => trpcCall(P('admin.finance.orders'), { status: 'pending', search: 'Bistro' }) },
  'admin.finance.monthTotals': { expect: adminOnly(), call: () => trpcCall(P('admin.finance.monthTotals')) },
  'admin.finance.recordPayment': {
    expect: adminOnly(),
    call: async (w) => trpcCall(M('admin.finance.recordPayment'), { orderId: await pendingOrder(w), reference: 'e-Transfer 1234' }),
  },
  'admin.finance.refund': { expect: adminOnly(), call: async (w) => trpcCall(M('admin.finance.refund'), { orderId: await paidOrder(w), reason: 'Ordered twice' }) },
  'admin.finance.cancelOrder': { expect: adminOnly(), call: async (w) => trpcCall(M('admin.finance.cancelOrder'), { orderId: await pendingOrder(w) }) },
  'admin.finance.packs': { expect: adminOnly(), call: () => trpcCall(P('admin.finance.packs')) },
  'admin.finance.createPack': { expect: adminOnly(), call: () => trpcCall(M('admin.finance.createPack'), packBody()) },
  'admin.finance.updatePack': {
    expect: adminOnly(),
    call: async (w, role) => trpcCall(M('admin.finance.updatePack'), { packId: await packId(w, role), change: { name: 'Matrix pack renamed', priceCents: 26_000 } }),
  },
  'admin.finance.settings': { expect: adminOnly(), call: () => trpcCall(P('admin.finance.settings')) },
  // The default rate again: the row changes nothing another row's order is priced at.
  'admin.finance.updateSettings': { expect: adminOnly(), call: () => trpcCall(M('admin.finance.updateSettings'), { pstBasisPoints: 0 }) },

  // Paying chefs (DECISIONS.md section 13): /admin/payouts and a chef's ledger, the admin's alone.
  'admin.payouts.list': { expect: adminOnly(), call: () => trpcCall(P('admin.payouts.list'), { status: 'pending' }) },
  // The chef's completed session is owed: the run pays it out.
  'admin.payouts.run': { expect: adminOnly(), call: async (w) => (await completedAssignment(w), trpcCall(M('admin.payouts.run'), { through: vancouverDay(0) })) },
  'admin.payouts.preview': { expect: adminOnly(), call: async (w) => (await completedAssignment(w), trpcCall(P('admin.payouts.preview'), { through: vancouverDay(0) })) },
  'admin.payouts.markPaid': { expect: adminOnly(), call: async (w) => trpcCall(M('admin.payouts.markPaid'), { payoutId: await chefPayout(w), reference: 'Bank transfer 5521' }) },
  'admin.payouts.chefEarnings': { expect: adminOnly(), call: async (w) => (await completedAssignment(w), trpcCall(P('admin.payouts.chefEarnings'), { chefId: w.chef.chefId })) },
  // "Paid to chefs" per month, for /admin/finance: this month's with the world's paid payout in it.
  'admin.payouts.monthTotals': { expect: adminOnly(), call: async (w) => (await paidPayout(w), trpcCall(P('admin.payouts.monthTotals'))) },
  'admin.payouts.adjust': { expect: adminOnly(), call: (w) => trpcCall(M('admin.payouts.adjust'), { chefId: w.chef.chefId, ...adjustment }) },

  // Credentials (DECISIONS.md section 14): the review queue and the staffing settings, the admin's alone.
  'admin.credentials.list': { expect: adminOnly(), call: async (w) => (await chefCredential(w), trpcCall(P('admin.credentials.list'), { status: 'pending' })) },
  'admin.credentials.verify': { expect: adminOnly(), call: async (w) => trpcCall(M('admin.credentials.verify'), { credentialId: await chefCredential(w) }) },
  'admin.credentials.reject': { expect: adminOnly(), call: async (w) => trpcCall(M('admin.credentials.reject'), { credentialId: await chefCredential(w), reason: 'Matrix: unreadable' }) },
  'admin.credentials.settings': { expect: adminOnly(), call: () => trpcCall(P('admin.credentials.settings')) },
  // Off, as it starts: the row changes nothing another row's eligibility rests on.
  'admin.credentials.updateSettings': { expect: adminOnly(), call: () => trpcCall(M('admin.credentials.updateSettings'), { inPersonNeedsFoodsafe: false }) },
  // The answer is the same whoever asks, and whether or not the email is a chef's.
  'chef.requestLoginLink': { expect: everyone(200), call: (w) => trpcCall(M('chef.requestLoginLink'), { email: w.chef.email }) },
  // Whoever holds the emailed link signs in with it (a bad token: see below).
  'chef.login': { expect: everyone(200), keyed: true, call: async (w) => trpcCall(M('chef.login'), { token: await freshChefToken(w) }) },
  // Like public.logout and POST /api/chef/logout: without a chef session it only clears the cookie.
  'chef.logout': { expect: everyone(200), call: () => trpcCall(M('chef.logout')) },
  'chef.me': { expect: chefOnly(), call: () => trpcCall(P('chef.me')) },
  'chef.updateProfile': { expect: chefOnly(), call: () => trpcCall(M('chef.updateProfile'), chefProfile) },
  'chef.setAvailability': { expect: chefOnly(), call: () => trpcCall(M('chef.setAvailability'), weekly) },
  'chef.addTimeOff': { expect: chefOnly(), call: () => trpcCall(M('chef.addTimeOff'), timeOff()) },
  'chef.removeTimeOff': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.removeTimeOff'), { id: await chefTimeOff(w) }) },
  'chef.assignments': { expect: chefOnly(), call: () => trpcCall(P('chef.assignments')) },
  'chef.offers': { expect: chefOnly(), call: () => trpcCall(P('chef.offers')) },
  // The chef takes (or turns down) their own open offer; the other chef cannot find it.
  'chef.acceptOffer': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.acceptOffer'), { id: await chefOffer(w) }) },
  'chef.declineOffer': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.declineOffer'), { id: await chefOffer(w) }) },
  'chef.seriesOffers': { expect: chefOnly(), call: () => trpcCall(P('chef.seriesOffers')) },
  'chef.acceptSeriesOffer': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.acceptSeriesOffer'), { id: await chefSeriesOffer(w) }) },
  'chef.declineSeriesOffer': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.declineSeriesOffer'), { id: await chefSeriesOffer(w) }) },
  // The chef's own assignment has not started (409); the other chef cannot find it.
  'chef.submitTimesheet': { expect: chefOnly(409, 404), call: async (w) => trpcCall(M('chef.submitTimesheet'), { bookingId: await chefAssignment(w), hours: 3 }) },
  // The chef hands back a fresh assignment of their own; the other chef cannot find it.
  'chef.confirmAssignment': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.confirmAssignment'), { bookingId: await chefAssignment(w) }) },
  'chef.reliability': { expect: chefOnly(), call: () => trpcCall(P('chef.reliability')) },
  // Neither chef is suspended: each meets the rule's 409.
  'chef.appealSuspension': { expect: chefOnly(409), call: () => trpcCall(M('chef.appealSuspension'), { text: 'Matrix appeal' }) },
  'chef.releaseAssignment': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.releaseAssignment'), { bookingId: await assignedBooking(w), reason: 'Matrix conflict' }) },
  'chef.ratings': { expect: chefOnly(), call: () => trpcCall(P('chef.ratings')) },
  // The chef rates the business of their completed assignment once; the other chef cannot find it.
  'chef.rateBusiness': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.rateBusiness'), { bookingId: await completedAssignment(w), stars: 5, comment: 'Great kitchen' }) },
  'chef.calendarUrl': { expect: chefOnly(), call: () => trpcCall(P('chef.calendarUrl')) },
  'chef.replaceCalendarUrl': { expect: chefOnly(), call: () => trpcCall(M('chef.replaceCalendarUrl')) },
  // Each chef's own earnings and tax details (the procedures take no chef id): the chef's with the
  // completed session's earning, the other chef's their own.
  'chef.earnings': { expect: chefOnly(), call: async (w) => (await completedAssignment(w), trpcCall(P('chef.earnings'))) },
  'chef.taxDetails': { expect: chefOnly(), call: () => trpcCall(P('chef.taxDetails')) },
  // Payouts by bank transfer here (PAYOUTS=manual): nothing to connect, every chef meets the rule's 409.
  'chef.payoutSetup': { expect: chefOnly(), call: () => trpcCall(P('chef.payoutSetup')) },
  'chef.startPayoutOnboarding': { expect: chefOnly(409), call: () => trpcCall(M('chef.startPayoutOnboarding')) },
  'chef.setTaxDetails': { expect: chefOnly(), call: () => trpcCall(M('chef.setTaxDetails'), taxDetails) },
  'chef.bankAccount': { expect: chefOnly(), call: () => trpcCall(P('chef.bankAccount')) },
  'chef.setBankAccount': { expect: chefOnly(), call: () => trpcCall(M('chef.setBankAccount'), bankAccount) },
  'chef.credentials.list': { expect: chefOnly(), call: async (w) => (await chefCredential(w), trpcCall(P('chef.credentials.list'))) },
  'chef.credentials.add': { expect: chefOnly(), call: () => trpcCall(M('chef.credentials.add'), credential()) },
  'chef.credentials.update': { expect: chefOnly(200, 404), call: async (w) => trpcCall(M('chef.credentials.update'), { credentialId: await chefCredential(w), credential: credential() }) },
};

const get = (path: string): Call => ({ method: 'GET', path });
const restRows: Record<string, Row> = {
  'POST /api/register': { expect: everyone(201), call: () => ({ method: 'POST', path: '/api/register', body: registrationBody() }) },
  'GET /api/mobile/check-username': { expect: everyone(200), call: (w) => get(`/api/mobile/check-username?username=${w.a.username}`) },
  'POST /api/mobile/setup': {
    expect: ownerOnly(409, 403),
    call: (w) => ({ method: 'POST', path: '/api/mobile/setup', body: { username: `second_${w.a.contactId}`, password: 'another passphrase', contactId: w.a.contactId } }),
  },
  'POST /api/mobile/login': { expect: everyone(200), call: (w) => ({ method: 'POST', path: '/api/mobile/login', body: { username: w.a.username, password: w.a.password } }) },
  'POST /api/logout': { expect: everyone(200), call: () => ({ method: 'POST', path: '/api/logout' }) },
  'GET /api/session': { expect: everyone(200), call: () => get('/api/session') },
  'POST /api/contact': { expect: everyone(201), call: () => ({ method: 'POST', path: '/api/contact', body: contactMessage }) },
  'POST /api/newsletter': { expect: everyone(200), call: () => ({ method: 'POST', path: '/api/newsletter', body: { email: 'news@example.com' } }) },
  'POST /api/password-recovery/request': {
    expect: everyone(200),
    call: (w) => ({ method: 'POST', path: '/api/password-recovery/request', body: { email: w.a.body.email } }),
  },
  'POST /api/password-recovery/reset': {
    expect: everyone(200),
    call: async (w) => ({ method: 'POST', path: '/api/password-recovery/reset', body: { token: await freshResetToken(w), password: 'a brand new passphrase' } }),
  },
  'GET /api/availability': { expect: everyone(200), call: () => get('/api/availability') },
  'GET /api/dashboard/:businessId': { expect: { anon: 401, B: 403, otherChef: 401, chef: 401, A: 200, admin: 200 }, call: (w) => get(`/api/dashboard/${w.a.businessId}`) },
  'POST /api/bookings': { expect: ownerOnly(201, 403), call: (w) => ({ method: 'POST', path: '/api/bookings', body: booking(w.a.businessId) }) },
  'POST /api/bookings/series': { expect: ownerOnly(201, 201), call: () => ({ method: 'POST', path: '/api/bookings/series', body: series() }) },
  'GET /api/bookings/series/:id': { expect: ownerOnly(200, 404), call: async (w) => get(`/api/bookings/series/${await seriesOfA(w)}`) },
  'PATCH /api/bookings/:id': { expect: ownerOnly(200, 404), call: (w) => ({ method: 'PATCH', path: `/api/bookings/${w.a.bookingId}`, body: { status: 'canceled' } }) },
  'POST /api/bookings/:id/rating': {
    expect: ownerOnly(201, 404),
    call: async (w) => ({ method: 'POST', path: `/api/bookings/${await completedAssignment(w)}/rating`, body: { stars: 3, comment: 'On time' } }),
  },
  'PUT /api/business/favourites/:chefId': { expect: ownerOnly(200, 409), call: async (w) => ({ method: 'PUT', path: `/api/business/favourites/${(await chefAssignment(w), w.chef.chefId)}` }) },
  'DELETE /api/business/favourites/:chefId': { expect: ownerOnly(200, 200), call: (w) => ({ method: 'DELETE', path: `/api/business/favourites/${w.chef.chefId}` }) },
  'POST /api/bookings/:id/timesheet/confirm': { expect: ownerOnly(409, 404), call: (w) => ({ method: 'POST', path: `/api/bookings/${w.a.bookingId}/timesheet/confirm` }) },
  'POST /api/bookings/:id/timesheet/dispute': {
    expect: ownerOnly(409, 404),
    call: (w) => ({ method: 'POST', path: `/api/bookings/${w.a.bookingId}/timesheet/dispute`, body: { reason: 'Too many hours' } }),
  },
  'PATCH /api/business/profile': { expect: ownerOnly(200, 200), call: (w) => ({ method: 'PATCH', path: '/api/business/profile', body: ownProfile(w) }) },
  'GET /api/business/settings': { expect: ownerOnly(200, 200), call: () => get('/api/business/settings') },
  // The feed is each business's own: B reads its own (DECISIONS.md section 19).
  'GET /api/events': { expect: ownerOnly(200, 200), call: () => get('/api/events') },
  // Bookings and the ledger by cursor: each business reads its own; A's booking by id is 404 to B.
  'GET /api/bookings': { expect: ownerOnly(200, 200), call: () => get('/api/bookings?limit=5') },
  'GET /api/bookings/:id': { expect: ownerOnly(200, 404), call: (w) => get(`/api/bookings/${w.a.bookingId}`) },
  'GET /api/labor-bank/transactions': { expect: ownerOnly(200, 200), call: () => get('/api/labor-bank/transactions') },
  // Webhooks: each business's own; A's webhook is 404 to B.
  'POST /api/business/webhooks': { expect: ownerOnly(201, 201), call: () => ({ method: 'POST', path: '/api/business/webhooks', body: webhookBody() }) },
  'GET /api/business/webhooks': { expect: ownerOnly(200, 200), call: () => get('/api/business/webhooks') },
  'PATCH /api/business/webhooks/:id': { expect: ownerOnly(200, 404), call: async (w) => ({ method: 'PATCH', path: `/api/business/webhooks/${await webhookOfA(w)}`, body: { enabled: true } }) },
  'DELETE /api/business/webhooks/:id': { expect: ownerOnly(200, 404), call: async (w) => ({ method: 'DELETE', path: `/api/business/webhooks/${await webhookOfAToDelete(w)}` }) },
  'GET /api/business/webhooks/:id/deliveries': { expect: ownerOnly(200, 404), call: async (w) => get(`/api/business/webhooks/${await webhookOfA(w)}/deliveries`) },
  'POST /api/business/webhooks/:id/test': { expect: ownerOnly(202, 404), call: async (w) => ({ method: 'POST', path: `/api/business/webhooks/${await webhookOfA(w)}/test` }) },
  'POST /api/business/webhooks/:id/deliveries/:deliveryId/retry': { expect: ownerOnly(202, 404), call: async (w) => {
      const { webhookId, deliveryId } = await deliveryOfA(w);
      return { method: 'POST', path: `/api/business/webhooks/${webhookId}/deliveries/${deliveryId}/retry` };
    },
  },
  'PUT /api/business/settings': {
    expect: ownerOnly(200, 200),
    call: () => ({ method: 'PUT', path: '/api/business/settings', body: { emailNotifications: true, smsReminders: true } }),
  },
  'GET /api/business/export': { expect: ownerOnly(200, 200), call: () => get('/api/business/export') },
  'POST /api/business/close': { expect: ownerOnly(403, 403), call: () => ({ method: 'POST', path: '/api/business/close', body: { password: 'not the password' } }) },
  'POST /api/request-hours': {
    expect: ownerOnly(201, 403),
    call: (w) => ({ method: 'POST', path: '/api/request-hours', body: { businessId: w.a.businessId, phone: '604 555 0101', hoursNeeded: 3 } }),
  },
  'GET /api/business/members': { expect: ownerOnly(200, 200), call: () => get('/api/business/members') },
  'POST /api/business/api-keys': { expect: ownerOnly(201, 201), call: () => ({ method: 'POST', path: '/api/business/api-keys', body: { name: 'Scheduler', role: 'manager' } }) },
  'GET /api/business/api-keys': { expect: ownerOnly(200, 200), call: () => get('/api/business/api-keys') },
  'DELETE /api/business/api-keys/:id': { expect: ownerOnly(200, 404), call: async (w) => ({ method: 'DELETE', path: `/api/business/api-keys/${await apiKeyOfAToRevoke(w)}` }) },
  'POST /api/session/business': { expect: ownerOnly(200, 403), call: (w) => ({ method: 'POST', path: '/api/session/business', body: { businessId: w.a.businessId } }) },
  'POST /api/business/locations': { expect: ownerOnly(201, 201), call: () => ({ method: 'POST', path: '/api/business/locations', body: newLocation('Matrix REST Location') }) },
  'POST /api/business/transfers': { expect: ownerOnly(201, 403), call: async (w) => ({ method: 'POST', path: '/api/business/transfers', body: await transferFromA(w) }) },
  'POST /api/business/members': { expect: ownerOnly(201, 201), call: () => ({ method: 'POST', path: '/api/business/members', body: { email: inviteeEmail(), role: 'bookkeeper' } }) },
  'POST /api/join': { expect: everyone(400), call: () => ({ method: 'POST', path: '/api/join', body: { token: 'not-a-token' } }) },
  'PATCH /api/business/members/:id': { expect: ownerOnly(200, 404), call: async (w) => ({ method: 'PATCH', path: `/api/business/members/${await ownerMemberId(w)}`, body: { role: 'owner' } }) },
  'DELETE /api/business/members/:id': { expect: ownerOnly(409, 404), call: async (w) => ({ method: 'DELETE', path: `/api/business/members/${await ownerMemberId(w)}` }) },
  'GET /api/billing/packs': { expect: everyone(200), call: () => get('/api/billing/packs') },
  'POST /api/billing/orders': { expect: ownerOnly(201, 201), call: async (w) => ({ method: 'POST', path: '/api/billing/orders', body: { packId: await packOnSale(w) } }) },
  'GET /api/billing/orders': { expect: ownerOnly(200, 200), call: () => get('/api/billing/orders') },
  'POST /api/billing/orders/:id/cancel': { expect: ownerOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/billing/orders/${await pendingOrder(w)}/cancel` }) },
  // That business's invoice, or any for an admin (as the dashboard); another business's order is 404.
  'GET /api/billing/orders/:id/invoice.pdf': {
    expect: { anon: 401, B: 404, otherChef: 401, chef: 401, A: 200, admin: 200 },
    call: async (w) => get(`/api/billing/orders/${await pendingOrder(w)}/invoice.pdf`),
  },
  // A paid order's receipt and a refunded one's credit note, alike.
  'GET /api/billing/orders/:id/receipt.pdf': {
    expect: { anon: 401, B: 404, otherChef: 401, chef: 401, A: 200, admin: 200 },
    call: async (w) => get(`/api/billing/orders/${await refundedOrder(w)}/receipt.pdf`),
  },
  'GET /api/billing/orders/:id/credit-note.pdf': {
    expect: { anon: 401, B: 404, otherChef: 401, chef: 401, A: 200, admin: 200 },
    call: async (w) => get(`/api/billing/orders/${await refundedOrder(w)}/credit-note.pdf`),
  },
  'GET /api/billing/low-balance': { expect: ownerOnly(200, 200), call: () => get('/api/billing/low-balance') },
  'PUT /api/billing/low-balance': { expect: ownerOnly(200, 200), call: () => ({ method: 'PUT', path: '/api/billing/low-balance', body: { lowBalanceHours: 4 } }) },
  // Sessions do not authenticate it (the signature does): every caller alike (see stripeDelivery).
  'POST /api/webhooks/stripe': { expect: everyone(404), call: () => stripeDelivery() },
  'POST /api/admin/login': { expect: everyone(200), call: () => ({ method: 'POST', path: '/api/admin/login', body: ADMIN }) },
  'POST /api/admin/logout': { expect: adminOnly(), call: () => ({ method: 'POST', path: '/api/admin/logout' }) },
  'GET /api/admin/businesses': { expect: adminOnly(), call: () => get('/api/admin/businesses') },
  'GET /api/admin/business/:id/members': { expect: adminOnly(), call: (w) => get(`/api/admin/business/${w.a.businessId}/members`) },
  'DELETE /api/admin/business/:id/members/:memberId': {
    expect: adminOnly(409),
    call: async (w) => ({ method: 'DELETE', path: `/api/admin/business/${w.a.businessId}/members/${await ownerMemberId(w)}` }),
  },
  'DELETE /api/admin/business/:id': { expect: adminOnly(), call: (w) => ({ method: 'DELETE', path: `/api/admin/business/${w.a.businessId}` }) },
  'GET /api/admin/chefs': { expect: adminOnly(), call: () => get('/api/admin/chefs') },
  'POST /api/admin/chefs': { expect: adminOnly(201), call: () => ({ method: 'POST', path: '/api/admin/chefs', body: chefBody() }) },
  'GET /api/admin/chefs/:id': { expect: adminOnly(), call: () => get('/api/admin/chefs/1') },
  'PATCH /api/admin/chefs/:id': {
    expect: adminOnly(),
    call: async (w, role) => ({ method: 'PATCH', path: `/api/admin/chefs/${await chefId(w, role)}`, body: { status: 'inactive' } }),
  },
  'DELETE /api/admin/chefs/:id/suspension': { expect: adminOnly(409), call: async (w, role) => ({ method: 'DELETE', path: `/api/admin/chefs/${await chefId(w, role)}/suspension` }) },
  'POST /api/admin/chefs/:id/invite': { expect: adminOnly(), call: async (w, role) => ({ method: 'POST', path: `/api/admin/chefs/${await chefId(w, role)}/invite` }) },
  'GET /api/admin/export/:kind.csv': { expect: adminOnly(), call: () => get('/api/admin/export/bookings.csv?search=Bistro') },
  'GET /api/admin/backups': { expect: backupsAdminOnly(200), call: () => get('/api/admin/backups') },
  'POST /api/admin/backups': { expect: backupsAdminOnly(201), call: () => ({ method: 'POST', path: '/api/admin/backups' }) },
  'GET /api/admin/jobs': { expect: adminOnly(), call: () => get('/api/admin/jobs?state=failed') },
  'POST /api/admin/jobs/:id/retry': { expect: adminOnly(404), call: () => ({ method: 'POST', path: '/api/admin/jobs/999999/retry' }) },
  'GET /api/admin/bookings': { expect: adminOnly(), call: () => get(`/api/admin/bookings?${new URLSearchParams(boardQuery).toString()}`) },
  'GET /api/admin/bookings/:id/eligible-chefs': { expect: adminOnly(), call: async (w, role) => get(`/api/admin/bookings/${await staffedBooking(w, role)}/eligible-chefs`) },
  'GET /api/admin/bookings/:id/candidates': { expect: adminOnly(), call: async (w, role) => get(`/api/admin/bookings/${await staffedBooking(w, role)}/candidates`) },
  'POST /api/admin/bookings/:id/offers': {
    expect: adminOnly(201),
    call: async (w, role) => ({ method: 'POST', path: `/api/admin/bookings/${await staffedBooking(w, role)}/offers`, body: { chefIds: [w.chef.chefId] } }),
  },
  // On the real clock A's booking has not started: the admin passes the access check and meets the rule's 409.
  'POST /api/admin/bookings/:id/complete': { expect: adminOnly(409), call: (w) => ({ method: 'POST', path: `/api/admin/bookings/${w.a.bookingId}/complete` }) },
  // The same: a booking with a chef that has not started meets the rule's 409.
  'POST /api/admin/bookings/:id/no-show': { expect: adminOnly(409), call: async (w, role) => ({ method: 'POST', path: `/api/admin/bookings/${role === 'admin' ? await assignedBooking(w) : w.a.bookingId}/no-show` }) },
  'DELETE /api/admin/bookings/:id/offers': { expect: adminOnly(), call: async (w, role) => ({ method: 'DELETE', path: `/api/admin/bookings/${await staffedBooking(w, role)}/offers` }) },
  'POST /api/admin/series/:id/offers': {
    expect: adminOnly(201),
    call: async (w, role) => ({ method: 'POST', path: `/api/admin/series/${await staffedSeries(w, role)}/offers`, body: { chefIds: [w.chef.chefId] } }),
  },
  'PUT /api/admin/bookings/:id/chef': {
    expect: adminOnly(),
    call: async (w, role) => ({ method: 'PUT', path: `/api/admin/bookings/${await staffedBooking(w, role)}/chef`, body: { chefId: w.chef.chefId } }),
  },
  'DELETE /api/admin/bookings/:id/chef': {
    expect: adminOnly(),
    call: async (w, role) => ({ method: 'DELETE', path: `/api/admin/bookings/${role === 'admin' ? await assignedBooking(w) : w.a.bookingId}/chef` }),
  },
  'GET /api/admin/orders': { expect: adminOnly(), call: () => get('/api/admin/orders?status=paid&search=Bistro') },
  'POST /api/admin/orders/:id/payments': {
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', path: `/api/admin/orders/${await pendingOrder(w)}/payments`, body: { reference: 'Cheque 881' } }),
  },
  'POST /api/admin/orders/:id/refund': { expect: adminOnly(), call: async (w) => ({ method: 'POST', path: `/api/admin/orders/${await paidOrder(w)}/refund`, body: { reason: 'Ordered twice' } }) },
  'GET /api/admin/export/orders.csv': { expect: adminOnly(), call: () => get('/api/admin/export/orders.csv') },
  'GET /api/admin/packs': { expect: adminOnly(), call: () => get('/api/admin/packs') },
  'POST /api/admin/packs': { expect: adminOnly(201), call: () => ({ method: 'POST', path: '/api/admin/packs', body: packBody() }) },
  'PATCH /api/admin/packs/:id': { expect: adminOnly(), call: async (w, role) => ({ method: 'PATCH', path: `/api/admin/packs/${await packId(w, role)}`, body: { hours: 4 } }) },
  'GET /api/admin/billing-settings': { expect: adminOnly(), call: () => get('/api/admin/billing-settings') },
  'PATCH /api/admin/billing-settings': { expect: adminOnly(), call: () => ({ method: 'PATCH', path: '/api/admin/billing-settings', body: { pstBasisPoints: 0 } }) },
  'GET /api/admin/payouts': { expect: adminOnly(), call: () => get('/api/admin/payouts?status=pending') },
  'GET /api/admin/payouts/month-totals': { expect: adminOnly(), call: async (w) => (await paidPayout(w), get('/api/admin/payouts/month-totals')) },
  'GET /api/admin/payouts/preview': { expect: adminOnly(), call: async (w) => (await completedAssignment(w), get(`/api/admin/payouts/preview?through=${vancouverDay(0)}`)) },
  'POST /api/admin/payouts/run': {
    expect: adminOnly(),
    call: async (w) => (await completedAssignment(w), { method: 'POST', path: '/api/admin/payouts/run', body: { through: vancouverDay(0) } }),
  },
  'GET /api/admin/payouts/:id/statement.pdf': { expect: adminOnly(), call: async (w) => get(`/api/admin/payouts/${await chefPayout(w)}/statement.pdf`) },
  'POST /api/admin/payouts/:id/paid': {
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', path: `/api/admin/payouts/${await chefPayout(w)}/paid`, body: { reference: 'Bank transfer 5522' } }),
  },
  // The pending payouts, for the bank; the year's payouts per chef with the tax ids opened, for the T4A slips.
  'GET /api/admin/export/payouts.csv': { expect: adminOnly(), call: async (w) => (await chefPayout(w), get('/api/admin/export/payouts.csv')) },
  'GET /api/admin/export/chef-earnings/:year.csv': {
    expect: adminOnly(),
    call: async (w) => (await paidPayout(w), get(`/api/admin/export/chef-earnings/${vancouverDay(0).slice(0, 4)}.csv`)),
  },
  'POST /api/admin/chefs/:id/adjustments': { expect: adminOnly(201), call: (w) => ({ method: 'POST', path: `/api/admin/chefs/${w.chef.chefId}/adjustments`, body: adjustment }) },
  'GET /api/admin/credentials': { expect: adminOnly(), call: async (w) => (await chefCredential(w), get('/api/admin/credentials?status=pending')) },
  'GET /api/admin/credentials/:id/document': { expect: adminOnly(), call: async (w) => get(`/api/admin/credentials/${await chefCredential(w)}/document`) },
  'POST /api/admin/credentials/:id/verify': { expect: adminOnly(), call: async (w) => ({ method: 'POST', path: `/api/admin/credentials/${await chefCredential(w)}/verify` }) },
  'POST /api/admin/credentials/:id/reject': { expect: adminOnly(), call: async (w) => ({ method: 'POST', path: `/api/admin/credentials/${await chefCredential(w)}/reject`, body: { reason: 'Matrix: expired policy' } }) },
  'GET /api/admin/staffing-settings': { expect: adminOnly(), call: () => get('/api/admin/staffing-settings') },
  'PATCH /api/admin/staffing-settings': { expect: adminOnly(), call: () => ({ method: 'PATCH', path: '/api/admin/staffing-settings', body: { inPersonNeedsFoodsafe: false } }) },
  'GET /api/openapi.json': { expect: everyone(200), call: () => get('/api/openapi.json') },
  // For a load balancer: no session needed, nothing private in the answer.
  'GET /healthz': { expect: everyone(200), call: () => get('/healthz') },
  'GET /readyz': { expect: everyone(200), call: () => get('/readyz') },
  'GET /api/docs': { expect: everyone(200), call: () => get('/api/docs') },

  'POST /api/chef/login-link': { expect: everyone(200), call: (w) => ({ method: 'POST', path: '/api/chef/login-link', body: { email: w.chef.email } }) },
  'POST /api/chef/login': { expect: everyone(200), keyed: true, call: async (w) => ({ method: 'POST', path: '/api/chef/login', body: { token: await freshChefToken(w) } }) },
  // Like POST /api/logout (openapi.ts: anyone): without a chef session it only clears the cookie.
  'POST /api/chef/logout': { expect: everyone(200), call: () => ({ method: 'POST', path: '/api/chef/logout' }) },
  'GET /api/chef/me': { expect: chefOnly(), call: () => get('/api/chef/me') },
  'GET /api/chef/export': { expect: chefOnly(), call: () => get('/api/chef/export') },
  'PATCH /api/chef/me': { expect: chefOnly(), call: () => ({ method: 'PATCH', path: '/api/chef/me', body: chefProfile }) },
  'PUT /api/chef/availability': { expect: chefOnly(), call: () => ({ method: 'PUT', path: '/api/chef/availability', body: weekly }) },
  'POST /api/chef/time-off': { expect: chefOnly(201), call: () => ({ method: 'POST', path: '/api/chef/time-off', body: timeOff() }) },
  'DELETE /api/chef/time-off/:id': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'DELETE', path: `/api/chef/time-off/${await chefTimeOff(w)}` }) },
  'GET /api/chef/assignments': { expect: chefOnly(), call: () => get('/api/chef/assignments') },
  'GET /api/chef/offers': { expect: chefOnly(), call: () => get('/api/chef/offers') },
  'POST /api/chef/offers/:id/accept': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/chef/offers/${await chefOffer(w)}/accept` }) },
  'POST /api/chef/offers/:id/decline': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/chef/offers/${await chefOffer(w)}/decline` }) },
  'GET /api/chef/series-offers': { expect: chefOnly(), call: () => get('/api/chef/series-offers') },
  'POST /api/chef/series-offers/:id/accept': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/chef/series-offers/${await chefSeriesOffer(w)}/accept` }) },
  'POST /api/chef/series-offers/:id/decline': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/chef/series-offers/${await chefSeriesOffer(w)}/decline` }) },
  'POST /api/chef/assignments/:bookingId/timesheet': {
    expect: chefOnly(409, 404),
    call: async (w) => ({ method: 'POST', path: `/api/chef/assignments/${await chefAssignment(w)}/timesheet`, body: { hours: 3 } }),
  },
  'POST /api/chef/assignments/:bookingId/confirm': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'POST', path: `/api/chef/assignments/${await chefAssignment(w)}/confirm` }) },
  'POST /api/chef/appeals': { expect: chefOnly(409), call: () => ({ method: 'POST', path: '/api/chef/appeals', body: { text: 'Matrix appeal' } }) },
  'POST /api/chef/assignments/:bookingId/release': {
    expect: chefOnly(200, 404),
    call: async (w) => ({ method: 'POST', path: `/api/chef/assignments/${await assignedBooking(w)}/release`, body: { reason: 'Matrix conflict' } }),
  },
  'POST /api/chef/assignments/:bookingId/rating': {
    expect: chefOnly(201, 404),
    call: async (w) => ({ method: 'POST', path: `/api/chef/assignments/${await completedAssignment(w)}/rating`, body: { stars: 5 } }),
  },
  // No session: the token in the URL is the key (a wrong one: see below).
  'GET /api/chef/calendar/:token.ics': { expect: everyone(200), keyed: true, call: async (w) => get(await chefCalendarPath(w)) },
  'GET /api/chef/earnings': { expect: chefOnly(), call: async (w) => (await completedAssignment(w), get('/api/chef/earnings')) },
  // The chef's own ledger lines of the year, with the session's earning; the other chef's their own (none).
  'GET /api/chef/earnings/:year.csv': { expect: chefOnly(), call: async (w) => (await completedAssignment(w), get(`/api/chef/earnings/${vancouverDay(0).slice(0, 4)}.csv`)) },
  'GET /api/chef/tax-details': { expect: chefOnly(), call: () => get('/api/chef/tax-details') },
  // The chef's own payout's statement; the other chef cannot find it.
  'GET /api/chef/payouts/:id/statement.pdf': { expect: chefOnly(200, 404), call: async (w) => get(`/api/chef/payouts/${await chefPayout(w)}/statement.pdf`) },
  'GET /api/chef/payouts/setup': { expect: chefOnly(), call: () => get('/api/chef/payouts/setup') },
  'POST /api/chef/payouts/onboarding': { expect: chefOnly(409), call: () => ({ method: 'POST', path: '/api/chef/payouts/onboarding' }) },
  'PUT /api/chef/tax-details': { expect: chefOnly(), call: () => ({ method: 'PUT', path: '/api/chef/tax-details', body: taxDetails }) },
  'GET /api/chef/bank-account': { expect: chefOnly(), call: () => get('/api/chef/bank-account') },
  'PUT /api/chef/bank-account': { expect: chefOnly(), call: () => ({ method: 'PUT', path: '/api/chef/bank-account', body: bankAccount }) },
  'GET /api/chef/credentials': { expect: chefOnly(), call: async (w) => (await chefCredential(w), get('/api/chef/credentials')) },
  'POST /api/chef/credentials': { expect: chefOnly(201), call: () => ({ method: 'POST', path: '/api/chef/credentials', body: credential() }) },
  'PUT /api/chef/credentials/:id': { expect: chefOnly(200, 404), call: async (w) => ({ method: 'PUT', path: `/api/chef/credentials/${await chefCredential(w)}`, body: credential() }) },
  // The file itself is the body; another chef's credential is not found.
  'PUT /api/chef/credentials/:id/document': { expect: chefOnly(200, 404), call: async (w) => pdfDocument(await chefCredential(w)) },
};

/**
 * DECISIONS.md section 18's table, written out here on its own rather than read from the code:
 * the business calls that only some roles may make, by line of the table, and the roles besides
 * the owner that may. Every other call answers a manager and a bookkeeper of A as it answers A.
 */
const ROLE_TABLE: Record<'book' | 'pay' | 'run the business', { may: TeamRole[]; calls: string[] }> = {
  book: {
    may: ['manager'],
    calls: [
      'business.bookings.create',
      'business.bookings.cancel',
      'business.bookings.reschedule',
      'business.bookings.confirmTimesheet',
      'business.bookings.disputeTimesheet',
      'business.bookings.rate',
      'business.addFavourite',
      'business.removeFavourite',
      'business.updateProfile',
      'business.updateSettings',
      'POST /api/bookings',
      'PATCH /api/bookings/:id',
      'POST /api/bookings/:id/rating',
      'PUT /api/business/favourites/:chefId',
      'DELETE /api/business/favourites/:chefId',
      'POST /api/bookings/:id/timesheet/confirm',
      'POST /api/bookings/:id/timesheet/dispute',
      'PATCH /api/business/profile',
      'PUT /api/business/settings',
      'business.bookings.createSeries',
      'business.bookings.cancelFollowing',
      'POST /api/bookings/series',
    ],
  },
  pay: {
    may: ['bookkeeper'],
    calls: [
      'business.billing.createOrder',
      'business.billing.cancelOrder',
      'business.billing.resumeCheckout',
      'business.billing.setLowBalance',
      'POST /api/billing/orders',
      'POST /api/billing/orders/:id/cancel',
      'GET /api/billing/orders/:id/invoice.pdf',
      'GET /api/billing/orders/:id/receipt.pdf',
      'GET /api/billing/orders/:id/credit-note.pdf',
      'PUT /api/billing/low-balance',
      'business.locations.transfer',
      'POST /api/business/transfers',
    ],
  },
  'run the business': {
    may: [],
    calls: [
      'business.closeAccount',
      'business.team.invite',
      'business.team.changeRole',
      'business.team.remove',
      'business.apiKeys.create',
      'business.apiKeys.list',
      'business.apiKeys.revoke',
      'business.webhooks.create',
      'business.webhooks.list',
      'business.webhooks.update',
      'business.webhooks.remove',
      'business.webhooks.deliveries',
      'business.webhooks.sendTest',
      'business.webhooks.retryDelivery',
      'POST /api/business/api-keys',
      'GET /api/business/api-keys',
      'DELETE /api/business/api-keys/:id',
      'GET /api/business/export',
      'POST /api/business/close',
      'POST /api/business/members',
      'PATCH /api/business/members/:id',
      'DELETE /api/business/members/:id',
      'business.locations.create',
      'POST /api/business/locations',
      'POST /api/business/webhooks',
      'GET /api/business/webhooks',
      'PATCH /api/business/webhooks/:id',
      'DELETE /api/business/webhooks/:id',
      'GET /api/business/webhooks/:id/deliveries',
      'POST /api/business/webhooks/:id/test',
      'POST /api/business/webhooks/:id/deliveries/:deliveryId/retry',
    ],
  },
};
const TEAM_ROLES = ['bookkeeper', 'manager'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];

/** Whether the table refuses the role this call. */
function tableRefuses(name: string, role: TeamRole): boolean {
  const line = Object.values(ROLE_TABLE).find(({ calls }) => calls.includes(name));
  return line !== undefined && !line.may.includes(role);
}

/** What a manager or bookkeeper of A gets for a row: 403 where the table refuses their role, else what A gets. */
function memberExpectation(name: string, row: Row, role: TeamRole): number {
  if (tableRefuses(name, role)) return 403;
  // Account setup is for the contact who registered: A's contact is not the member's.
  if (name === 'business.setUpAccount' || name === 'POST /api/mobile/setup') return 403;
  return row.expect.A;
}

/** A person's calls about their own businesses, which no key makes (a key acts for one business): 403 to a key of any role. */
const PERSONS_ONLY = ['POST /api/session/business', 'POST /api/business/transfers'];

/**
 * What an API key of A's in a role gets for a REST row: what a member of that role gets, but 403
 * for what only an owner may (keys, webhooks, the team) and for a person's own account setup.
 */
function keyExpectation(name: string, row: Row, role: TeamRole): number {
  if (noKeyMay(name)) return 403;
  return memberExpectation(name, row, role);
}

/** What no API key may call, whatever its role: what only an owner may, and a person's own calls. */
const noKeyMay = (name: string) => ROLE_TABLE['run the business'].calls.includes(name) || PERSONS_ONLY.includes(name);

/**
 * The admin's session, signed in once (each sign-in checks a password hash): every world and row
 * gets a cookie jar of its own that holds it, so what a row's calls add to their jar (a business
 * session, after the login rows) stays in that row. An admin logout ends every admin cookie (the
 * session version goes up): the admin then signs in again.
 */
let adminCookies: Map<string, string> | undefined;
async function signedInAdmin(): Promise<ApiClient> {
  const admin = new ApiClient(server.url);
  if (adminCookies) {
    admin.restore(adminCookies);
    if ((await admin.get('/api/session')).json.admin) return admin;
  }
  const signedIn = await adminClient(server);
  adminCookies = signedIn.snapshot();
  return signedIn;
}

let passwordHash: Promise<string> | undefined;

/**
 * A business registered through the API, its contact signed in by the registration, whose account
 * then has a username and a password as /api/mobile/setup gives them (registerWithAccount), but
 * written to the account directly, with one hash of the server's own making (argon2id, production
 * parameters) for every account of the matrix: the setup call's hash was two thirds of a world's
 * CPU, and the matrix makes hundreds of worlds (its rows call the setup itself). Sign-ins check
 * the password against the hash in full. The accounts share its salt: sessions.test.ts checks
 * that the server gives each password its own.
 */
async function registerWithPassword(target: TestServer) {
  const client = new ApiClient(target.url);
  const registered = await registerBusiness(client);
  // Contact ids are unique in a database, so usernames made from them are too.
  const username = `user_${registered.contactId}`;
  passwordHash ??= hashPassword(ACCOUNT_PASSWORD);
  await target.dataSource.getRepository(Account).update({ contactId: registered.contactId }, { username, usernameKey: username.toLowerCase(), passwordHash: await passwordHash });
  return { client, username, password: ACCOUNT_PASSWORD, ...registered };
}

/** A world of the matrix's: its businesses registered by registerWithPassword, its admin in the admin's session. */
async function newWorld(admin?: ApiClient): Promise<World> {
  return createWorld(server, { admin: admin ?? (await signedInAdmin()), register: registerWithPassword });
}

/** A world whose business A also has an API key of each key role. */
async function worldWithKeys(admin?: ApiClient): Promise<World & { keys: Record<TeamRole, string> }> {
  const world = await newWorld(admin);
  const keys = {} as Record<TeamRole, string>;
  for (const role of TEAM_ROLES) {
    const created = await world.a.client.post('/api/business/api-keys', { name: `${role} integration`, role });
    expect(created.status).toBe(201);
    keys[role] = created.json.key;
  }
  return { ...world, keys };
}

/** The message of a failed call, by REST ({message}) or tRPC (a batch of one: [{error: {message}}]). */
function messageOf(json: unknown): unknown {
  const answer = (Array.isArray(json) ? json[0] : json) as { message?: unknown; error?: { message?: unknown } } | undefined;
  return answer?.error?.message ?? answer?.message;
}

/** A world whose business A also has a manager and a bookkeeper, each signed in as themselves. */
async function worldWithTeam(admin?: ApiClient): Promise<World & { team: Record<TeamRole, ApiClient> }> {
  const world = await newWorld(admin);
  const [bookkeeper, manager] = await Promise.all(TEAM_ROLES.map((role) => teamMember(server, world.a.businessId, role, registerWithPassword)));
  return { ...world, team: { bookkeeper: bookkeeper!.client, manager: manager!.client } };
}

/** The business operations: the rows a business session reaches that nobody signed in does. */
const businessRows = () =>
  Object.entries({ ...trpcRows, ...restRows }).filter(([, row]) => row.expect.anon === 401 && row.expect.A !== 401);

let server: TestServer;
let procedures: Procedure[];
let routes: string[];

beforeAll(async () => {
  receiver = http.createServer((_request, response) => response.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = await startFastServer({ env: { WEBHOOK_TARGETS: 'any' }, now: () => new Date(Date.now() + clock.offsetMs) });
  procedures = trpcProcedures();
  const app = createApp({ services: server.services, cookies: new SessionCookies(server.config.sessionSecret, false), publicUrl: server.config.publicUrl, log: () => undefined, databaseAnswers: () => Promise.resolve(true) });
  routes = restRoutes(app).map((route) => `${route.method} ${route.path}`);
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Whether a row only reads: a REST GET, or a tRPC query. */
const isRead = (name: string) => name.startsWith('GET ') || procedures.some((procedure) => procedure.path === name && procedure.type === 'query');

/**
 * How a test checks its rows. The rows that change nothing share one world: reads, and calls that
 * every caller of the test is refused for what they are (their role, or no session at all), which
 * depends on nothing in the world. Every other row has a world of its own: its calls, or its
 * preparation, may delete, close, sign out, revoke, move a booking on, or use up what another row
 * would meet, and a 409 or a 404 of one row may rest on what another row did.
 */
interface RowCheck<W extends World> {
  build: (admin: ApiClient) => Promise<W>;
  changesNothing: (name: string) => boolean;
  /** The row's calls by the test's callers: what was wrong in their answers. */
  check: (name: string, row: Row, world: W) => Promise<string[]>;
}

/** Worlds built at once: enough to keep both cores busy, and at most 16 sign-ins under way at once (a team world's two members), fewer than login throttling's 20 per address. */
const WORLDS_AT_ONCE = 8;

/**
 * Checks each row in turn (one at a time: an admin logout ends every admin cookie, and a fixture
 * moves the server's clock) in its world, with the admin's session signed in for it. The worlds
 * are built first, WORLDS_AT_ONCE at a time, and none while a row runs: a world built on a moved
 * clock would book in the past.
 */
async function checkRows<W extends World>(rows: [string, Row][], { build, changesNothing, check }: RowCheck<W>): Promise<string[]> {
  const admin = await signedInAdmin();
  const worlds: W[] = [];
  // The shared world, and one for each row that may change something.
  const count = 1 + rows.filter(([name]) => !changesNothing(name)).length;
  let started = 0;
  await Promise.all(
    Array.from({ length: WORLDS_AT_ONCE }, async () => {
      while (started < count) {
        started += 1;
        const jar = new ApiClient(server.url);
        jar.restore(admin.snapshot());
        worlds.push(await build(jar));
      }
    }),
  );
  const shared = worlds.pop()!;
  const wrong: string[] = [];
  for (const [name, row] of rows) {
    const world = changesNothing(name) ? shared : worlds.pop()!;
    world.admin = world.clients.admin = await signedInAdmin();
    wrong.push(...(await check(name, isRead(name) ? readOnly(name, row) : row, world)));
  }
  return wrong;
}

/** A read row as it runs in the shared world: a call that is no GET would be an error of the row, and could change what the next rows meet. */
function readOnly(name: string, row: Row): Row {
  return {
    ...row,
    call: async (world, role) => {
      const call = await row.call(world, role);
      if (call.method !== 'GET') throw new Error(`${name} reads, but its call as ${role} is a ${call.method}`);
      return call;
    },
  };
}

/**
 * The matrix: each row called by every role. Only its reads share a world: where A or the admin is
 * refused, a rule refuses them (a 409, a wrong password), and it may rest on what another row did.
 */
const matrix: RowCheck<World> = { build: newWorld, changesNothing: isRead, check: runRow };

async function runRow(name: string, row: Row, world: World): Promise<string[]> {
  const wrong: string[] = [];
  for (const role of ROLES) {
    const call = await row.call(world, role);
    const response = await send(world.clients[role], call);
    if (response.status !== row.expect[role]) {
      wrong.push(`${name} as ${role}: expected ${row.expect[role]}, got ${response.status} ${response.text.slice(0, 160)}`);
    }
    const leak = leakIn(response.status, response.text);
    if (leak) wrong.push(`${name} as ${role}: the response shows ${leak}`);
    const shown = row.keyed ? null : await chefDataIn(world, role, response.text);
    if (shown) wrong.push(`${name} as ${role}: the response shows the chef's ${shown}`);
  }
  return wrong;
}

/**
 * What of the world's chef a caller's answer shows that it must not: only the chef and the
 * admin see the chef's email, phone or name (the public site shows none of them: the chef is
 * not shown on the site). A sees the name of a chef who works one of its bookings, as its
 * dashboard shows it (DECISIONS.md section 9): in the world the reads share, one row's fixture
 * (the chef's completed session, say) is a booking in another row's answer to A.
 */
async function chefDataIn(world: World, role: Role, text: string): Promise<string | null> {
  if (role === 'chef' || role === 'admin') return null;
  const { email, phone, name, chefId } = world.chef;
  if (text.includes(email)) return 'email';
  if (text.includes(phone)) return 'phone';
  if (new RegExp(`${name}(?!\\d)`).test(text) && !(role === 'A' && (await worksForA(world, chefId)))) return 'name';
  return null;
}

/** Whether the chef is (or was) assigned a booking of A's. */
async function worksForA(world: World, chefId: number): Promise<boolean> {
  const bookingIds = (await world.server.dataSource.getRepository(Assignment).findBy({ chefId })).map(({ bookingId }) => bookingId);
  return bookingIds.length > 0 && world.server.dataSource.getRepository(Booking).existsBy({ id: In(bookingIds), businessId: world.a.businessId });
}

/**
 * Each business row called by A's bookkeeper, then its manager (of a row's two callers, at most
 * one may change what the other meets). The rows the table refuses them both share the world with
 * the reads: the last test of the block checks that these refusals change nothing.
 */
const byTeam: RowCheck<Awaited<ReturnType<typeof worldWithTeam>>> = {
  build: worldWithTeam,
  changesNothing: (name) => isRead(name) || TEAM_ROLES.every((role) => tableRefuses(name, role)),
  async check(name, row, world) {
    const wrong: string[] = [];
    for (const role of TEAM_ROLES) {
      const response = await send(world.team[role], await row.call(world, 'A'));
      const expected = memberExpectation(name, row, role);
      if (response.status !== expected) wrong.push(`${name} as ${role}: expected ${expected}, got ${response.status} ${response.text.slice(0, 160)}`);
      else if (expected === 403 && messageOf(response.json) !== ROLE_NOT_ALLOWED && !['business.setUpAccount', 'POST /api/mobile/setup'].includes(name) && row.expect.A !== 403) {
        wrong.push(`${name} as ${role}: answered ${response.text.slice(0, 160)}`);
      }
    }
    return wrong;
  },
};

/**
 * Each business row called with A's API key of each role, and no cookie. A key reaches REST paths
 * only: on tRPC the header is ignored, and nobody is signed in. The tRPC rows and those no key
 * may call share the world with the reads.
 */
const byKeys: RowCheck<Awaited<ReturnType<typeof worldWithKeys>>> = {
  build: worldWithKeys,
  changesNothing: (name) => isRead(name) || name in trpcRows || noKeyMay(name),
  async check(name, row, world) {
    const wrong: string[] = [];
    for (const role of TEAM_ROLES) {
      const call = await row.call(world, 'A');
      const response = await send(new ApiClient(server.url), call, { authorization: `Bearer ${world.keys[role]}` });
      const trpc = call.path.startsWith('/trpc/');
      const expected = trpc ? 401 : keyExpectation(name, row, role);
      if (response.status !== expected) wrong.push(`${name} with a ${role}'s key: expected ${expected}, got ${response.status} ${response.text.slice(0, 160)}`);
      else if (expected === 403 && messageOf(response.json) !== ROLE_NOT_ALLOWED && row.expect.A !== 403) wrong.push(`${name} with a ${role}'s key: answered ${response.text.slice(0, 160)}`);
      if (!trpc && response.headers.get('ratelimit-limit') !== '600') wrong.push(`${name} with a ${role}'s key: no RateLimit-Limit`);
    }
    return wrong;
  },
};

describe('access matrix', () => {
  it('has an expectation for every tRPC procedure, and none for a procedure that is gone', () => {
    const names = procedures.map((procedure) => procedure.path);
    expect(names.filter((name) => !(name in trpcRows)), 'procedures missing from the matrix').toEqual([]);
    expect(Object.keys(trpcRows).filter((name) => !names.includes(name)), 'matrix rows for unknown procedures').toEqual([]);
    for (const procedure of procedures) expect(procedure.type, procedure.path).not.toBe('subscription');
  });

  it('has an expectation for every REST route, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !(route in restRows)), 'routes missing from the matrix').toEqual([]);
    expect(Object.keys(restRows).filter((route) => !routes.includes(route)), 'matrix rows for unknown routes').toEqual([]);
  });

  it('answers every tRPC procedure to nobody, to B on A data, to each chef, to A and to the admin as the matrix says', async () => {
    const rows = procedures.map(({ path }): [string, Row] => [path, trpcRows[path]!]);
    expect(await checkRows(rows, matrix)).toEqual([]);
  }, FULL_RUN_TIMEOUT_MS);

  it('answers every REST route to nobody, to B on A data, to each chef, to A and to the admin as the matrix says', async () => {
    const rows = routes.map((route): [string, Row] => [route, restRows[route]!]);
    expect(await checkRows(rows, matrix)).toEqual([]);
  }, FULL_RUN_TIMEOUT_MS);

  it("changes nothing of A's or of the chef's when B's, the chefs' and the other chef's refused calls are made", async () => {
    const world = await newWorld();
    const refused: [Role, Call, number][] = [];
    for (const role of ['B', 'chef', 'otherChef'] as const) {
      for (const row of [...Object.values(restRows), ...Object.values(trpcRows)]) {
        if (row.expect[role] >= 400) refused.push([role, await row.call(world, role), row.expect[role]]);
      }
    }
    expect(refused.length).toBeGreaterThan(80);
    const before = await world.a.client.get(`/api/dashboard/${world.a.businessId}`);
    const ordersBefore = await world.a.client.get('/api/billing/orders');
    // The world's paid and pending orders, and the one its receipt and credit-note rows refunded while the calls were made ready.
    expect(ordersBefore.json.map((order: { status: string }) => order.status).sort()).toEqual(['paid', 'pending', 'refunded']);
    const chefBefore = await world.chef.client.get('/api/chef/me');
    expect(chefBefore.json.timeOff).toHaveLength(1);
    const moneyBefore = [await world.chef.client.get('/api/chef/earnings'), await world.chef.client.get('/api/chef/tax-details')].map(({ json }) => json);
    expect(moneyBefore[0].payouts.map((payout: { status: string }) => payout.status)).toEqual(['paid']);
    const wrong: string[] = [];
    for (const [role, call, status] of refused) {
      const response = await send(world.clients[role], call);
      if (response.status !== status) wrong.push(`${call.method} ${call.path} as ${role}: expected ${status}, got ${response.status}`);
    }
    expect(wrong).toEqual([]);
    const after = await world.admin.get(`/api/dashboard/${world.a.businessId}`);
    expect(after.status).toBe(200);
    expect(after.json.business).toEqual(before.json.business);
    expect(after.json.bookings).toEqual(before.json.bookings);
    expect(after.json.laborBank).toEqual(before.json.laborBank);
    expect(after.json.contact).toEqual(before.json.contact);
    expect((await world.a.client.get('/api/billing/orders')).json).toEqual(ordersBefore.json);
    expect((await world.chef.client.get('/api/chef/me')).json).toEqual(chefBefore.json);
    expect([(await world.chef.client.get('/api/chef/earnings')).json, (await world.chef.client.get('/api/chef/tax-details')).json]).toEqual(moneyBefore);
  });
});

describe('roles within a business (DECISIONS.md section 18)', () => {
  it('has every call of the table as a row, and the table has every business operation that some role may not make', () => {
    const rows = { ...trpcRows, ...restRows };
    expect(Object.values(ROLE_TABLE).flatMap(({ calls }) => calls).filter((name) => !(name in rows))).toEqual([]);
    expect(businessRows().length).toBeGreaterThan(40);
  });

  it("answers every business operation to A's bookkeeper and manager as the table says, by REST and tRPC: 403 where the role may not, else as A", async () => {
    expect(await checkRows(businessRows(), byTeam)).toEqual([]);
  }, FULL_RUN_TIMEOUT_MS);

  it("answers every business REST operation to A's API keys of both roles as the table says, with no cookie, and no tRPC call to a key", async () => {
    expect(await checkRows(businessRows(), byKeys)).toEqual([]);
  }, FULL_RUN_TIMEOUT_MS);

  it("changes nothing of A's when its bookkeeper and manager make the calls their roles may not", async () => {
    const world = await worldWithTeam();
    // The calls first (their fixtures are A's own doing: an order, a completed session), then what A sees.
    const refused: [string, TeamRole, Call][] = [];
    for (const role of TEAM_ROLES) {
      for (const [name, row] of businessRows()) {
        if (tableRefuses(name, role)) refused.push([name, role, await row.call(world, 'A')]);
      }
    }
    expect(refused.length).toBeGreaterThan(30);
    const before = await world.a.client.get(`/api/dashboard/${world.a.businessId}`);
    const ordersBefore = await world.a.client.get('/api/billing/orders');
    const settingsBefore = await world.a.client.get('/api/billing/low-balance');
    for (const [name, role, call] of refused) {
      const response = await send(world.team[role], call);
      expect(`${name} as ${role}: ${response.status} ${messageOf(response.json)}`).toBe(`${name} as ${role}: 403 ${ROLE_NOT_ALLOWED}`);
    }
    const after = await world.a.client.get(`/api/dashboard/${world.a.businessId}`);
    expect(after.json.business).toEqual(before.json.business);
    expect(after.json.bookings).toEqual(before.json.bookings);
    expect(after.json.laborBank).toEqual(before.json.laborBank);
    expect(after.json.contact).toEqual(before.json.contact);
    expect((await world.a.client.get('/api/billing/orders')).json).toEqual(ordersBefore.json);
    expect((await world.a.client.get('/api/billing/low-balance')).json).toEqual(settingsBefore.json);
  });
});

describe('buying hours', () => {
  it("shows B none of A's orders, and answers B's reach for one exactly as for an order that does not exist", async () => {
    const world = await newWorld();
    const orderId = await pendingOrder(world);
    const { number } = (await world.a.client.get('/api/billing/orders')).json[0] as { number: string };
    expect((await world.b.client.post('/api/billing/orders', { packId: await packOnSale(world) })).status).toBe(201);
    for (const read of [get('/api/billing/orders'), trpcCall(P('business.billing.orders'))]) {
      const response = await send(world.b.client, read);
      expect(response.status).toBe(200);
      expect(response.text).toContain('INV-');
      expect(response.text).not.toContain(number);
    }
    const calls = (id: number): Call[] => [
      get(`/api/billing/orders/${id}/invoice.pdf`),
      get(`/api/billing/orders/${id}/receipt.pdf`),
      get(`/api/billing/orders/${id}/credit-note.pdf`),
      { method: 'POST', path: `/api/billing/orders/${id}/cancel` },
      trpcCall(P('business.billing.order'), { orderId: id }),
      trpcCall(M('business.billing.cancelOrder'), { orderId: id }),
      trpcCall(M('business.billing.resumeCheckout'), { orderId: id }),
    ];
    const missing = calls(999_999);
    for (const [index, call] of calls(orderId).entries()) {
      const theirs = await send(world.b.client, call);
      const none = await send(world.b.client, missing[index]!);
      expect([theirs.status, theirs.text], call.path).toEqual([404, none.text]);
    }
    expect((await world.a.client.get(`/api/billing/orders/${orderId}/invoice.pdf`)).headers.get('content-type')).toBe('application/pdf');
    // Still pending, and A's: in invoice mode there is no Checkout page to go back to.
    expect(trpcData((await send(world.a.client, trpcCall(M('business.billing.resumeCheckout'), { orderId }))).json)).toEqual({ checkoutUrl: null });
  });

  it('answers the Stripe webhook alike to every caller, signed in or not: 404 "Card payments are not enabled" in invoice mode, changing nothing', async () => {
    const world = await newWorld();
    const orderId = await pendingOrder(world);
    const before = await world.admin.get('/api/admin/orders');
    for (const role of ROLES) {
      const response = await send(world.clients[role], stripeDelivery());
      expect([response.status, response.json.message], role).toEqual([404, 'Card payments are not enabled']);
    }
    expect((await world.admin.get('/api/admin/orders')).json).toEqual(before.json);
    expect((await world.a.client.get('/api/billing/orders')).json.find((order: { id: number }) => order.id === orderId).status).toBe('pending');
  });
});

describe('paying chefs', () => {
  it("shows each chef only their own earnings and tax details, the tax id masked, and opens it only in the admin's yearly export", async () => {
    const world = await newWorld();
    const bookingId = await completedAssignment(world);
    // A tax id of this test's own (the matrix's rows store theirs for other chefs).
    const details = { ...taxDetails, taxId: '130 692 544' };
    const taxId = details.taxId.replace(/\s/g, '');
    const stored = await world.chef.client.put('/api/chef/tax-details', details);
    expect([stored.status, stored.json.taxId]).toEqual([200, `•••••••${taxId.slice(-2)}`]);
    const own = await world.chef.client.get('/api/chef/earnings');
    expect(own.json.lines.map((line: { kind: string; bookingId: number }) => [line.kind, line.bookingId])).toEqual([['earning', bookingId]]);
    expect(own.json.balanceCents).toBe(own.json.lines[0].amountCents);
    expect(trpcData((await send(world.admin, trpcCall(P('admin.payouts.chefEarnings'), { chefId: world.chef.chefId }))).json)).toEqual(own.json);

    const secrets = [taxId, details.taxId, 'Matrix Street', own.json.lines[0].description];
    for (const call of [get('/api/chef/earnings'), get('/api/chef/tax-details'), trpcCall(P('chef.earnings')), trpcCall(P('chef.taxDetails'))]) {
      const theirs = await send(world.otherChef.client, call);
      expect(theirs.status, call.path).toBe(200);
      for (const secret of secrets) expect(theirs.text, call.path).not.toContain(secret);
      // Not even the chef sees the tax id whole.
      expect((await send(world.chef.client, call)).text, call.path).not.toContain(taxId);
    }
    expect((await world.otherChef.client.get('/api/chef/earnings')).json).toEqual({ balanceCents: 0, lines: [], payouts: [] });

    // Paid out and marked paid: the admin's export of the year has the chef's tax id, opened.
    const payoutId = await paidPayout(world);
    expect((await world.chef.client.get('/api/chef/earnings')).json).toMatchObject({ balanceCents: 0, payouts: [{ id: payoutId, status: 'paid' }] });
    const csv = await world.admin.get(`/api/admin/export/chef-earnings/${vancouverDay(0).slice(0, 4)}.csv`);
    expect([csv.status, csv.text.includes(taxId)]).toEqual([200, true]);
  });
});

describe('tRPC batches past the limit', () => {
  it(`answer 400 for every procedure in a batch of ${MAX_CALLS_PER_BATCH + 1}, to every caller, and run none of its calls`, async () => {
    const world = await newWorld();
    // Built first: making some calls' targets (a completed assignment, an offer) changes the world.
    const batches: [string, Role, Call][] = [];
    for (const [name, row] of Object.entries(trpcRows)) {
      for (const role of ROLES) batches.push([name, role, repeatedInBatch(await row.call(world, role), MAX_CALLS_PER_BATCH + 1)]);
    }
    const before = await world.admin.get(`/api/dashboard/${world.a.businessId}`);
    const chefBefore = await world.chef.client.get('/api/chef/me');
    const wrong: string[] = [];
    for (const [name, role, batch] of batches) {
      const response = await send(world.clients[role], batch);
      if (response.status !== 400 || JSON.parse(response.text).message !== 'Too many calls in one batch') wrong.push(`${name} as ${role}: ${response.status} ${response.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    const after = await world.admin.get(`/api/dashboard/${world.a.businessId}`);
    expect(after.json).toEqual(before.json);
    expect((await world.chef.client.get('/api/chef/me')).json).toEqual(chefBefore.json);
  }, FULL_RUN_TIMEOUT_MS);
});

describe('the chef portal', () => {
  it('answers 400 to a sign-in with a bad, used or missing token, whoever calls, by REST and tRPC', async () => {
    const world = await newWorld();
    const used = await freshChefToken(world);
    expect((await world.chef.client.post('/api/chef/login', { token: used })).status).toBe(200);
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const token of ['not-a-token', used, 'x'.repeat(43), '']) {
        const rest = await world.clients[role].post('/api/chef/login', { token });
        const trpc = await send(world.clients[role], trpcCall(M('chef.login'), { token }));
        for (const [how, response] of [['REST', rest], ['tRPC', trpc]] as const) {
          if (response.status !== 400 || !response.text.includes(INVALID_CHEF_LINK)) wrong.push(`${how} ${role} ${token.slice(0, 12)}: ${response.status} ${response.text.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Nobody was signed in or out by the refusals: the chef's session stands, the other still another.
    expect((await world.chef.client.get('/api/chef/me')).json.email).toBe(world.chef.email);
    expect((await world.otherChef.client.get('/api/chef/me')).json.email).toBe(world.otherChef.email);
  });

  it('answers 404 to every caller for a calendar feed token that is wrong or was replaced', async () => {
    const world = await newWorld();
    const old = await chefCalendarPath(world);
    const replaced = await send(world.chef.client, trpcCall(M('chef.replaceCalendarUrl')));
    expect(replaced.status).toBe(200);
    const current = new URL((trpcData(replaced.json) as { url: string }).url).pathname;
    expect(current).not.toBe(old);
    const otherToken = (await chefCalendarPath({ ...world, chef: world.otherChef })).replace(/^.*\//, '');
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const path of [old, '/api/chef/calendar/nope.ics', `/api/chef/calendar/${'A'.repeat(43)}.ics`, '/api/chef/calendar/%20.ics', current.toUpperCase(), `${current}x`]) {
        const response = await world.clients[role].get(path);
        if (response.status !== 404) wrong.push(`${path} as ${role}: ${response.status}`);
      }
      const feed = await world.clients[role].get(current);
      if (feed.status !== 200 || !feed.text.startsWith('BEGIN:VCALENDAR')) wrong.push(`${current} as ${role}: ${feed.status}`);
      if (feed.text.includes(otherToken)) wrong.push(`${current} as ${role}: shows the other chef's feed token`);
    }
    expect(wrong).toEqual([]);
  });

  it("shows the other chef none of the chef's rows, and lets them remove none", async () => {
    const world = await newWorld();
    const timeOffId = await chefTimeOff(world);
    const calendar = await chefCalendarPath(world);
    const secrets = [world.chef.email, world.chef.phone, 'Matrix holiday', calendar.replace(/^.*\//, '').replace(/\.ics$/, '')];
    const reads = [get('/api/chef/me'), get('/api/chef/assignments'), trpcCall(P('chef.me')), trpcCall(P('chef.assignments')), trpcCall(P('chef.calendarUrl'))];
    for (const call of reads) {
      const response = await send(world.otherChef.client, call);
      expect(response.status).toBe(200);
      for (const secret of secrets) expect(response.text, `${call.path}`).not.toContain(secret);
    }
    expect((await world.otherChef.client.delete(`/api/chef/time-off/${timeOffId}`)).status).toBe(404);
    expect((await send(world.otherChef.client, trpcCall(M('chef.removeTimeOff'), { id: timeOffId }))).status).toBe(404);
    // The same answer as for time off that does not exist at all.
    const missing = await world.otherChef.client.delete('/api/chef/time-off/999999');
    expect(missing.status).toBe(404);
    expect((await world.otherChef.client.delete(`/api/chef/time-off/${timeOffId}`)).text).toBe(missing.text);
    expect((await world.chef.client.get('/api/chef/me')).json.timeOff.map((entry: { id: number }) => entry.id)).toEqual([timeOffId]);
  });

  it("shows the other chef none of the chef's offers, and lets them take or turn down none", async () => {
    const world = await newWorld();
    const offerId = await chefOffer(world);
    expect((await world.chef.client.get('/api/chef/offers')).json.map((offer: { id: number }) => offer.id)).toEqual([offerId]);
    expect((await world.otherChef.client.get('/api/chef/offers')).json).toEqual([]);
    expect(trpcData((await send(world.otherChef.client, trpcCall(P('chef.offers')))).json)).toEqual([]);
    // The same answer as for an offer that does not exist at all.
    const missing = await world.otherChef.client.post('/api/chef/offers/999999/accept');
    expect(missing.status).toBe(404);
    for (const action of ['accept', 'decline']) {
      const rest = await world.otherChef.client.post(`/api/chef/offers/${offerId}/${action}`);
      expect([rest.status, rest.text]).toEqual([404, missing.text]);
      expect((await send(world.otherChef.client, trpcCall(M(`chef.${action}Offer`), { id: offerId }))).status).toBe(404);
    }
    // Still open, and still the chef's to take.
    const accepted = await world.chef.client.post(`/api/chef/offers/${offerId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id: offerId, chefId: world.chef.chefId, status: 'accepted' });
  });

  it("shows a chef the bookings they work with whom to call (DECISIONS.md section 17), never a business's ledger or the contact's email", async () => {
    const world = await newWorld();
    const booking = await server.dataSource.getRepository(Booking).findOneByOrFail({ id: world.a.bookingId });
    await server.dataSource.transaction((manager) => insertAssignment(manager, booking, world.chef.chefId));
    const dashboard = await world.a.client.get(`/api/dashboard/${world.a.businessId}`);
    expect(dashboard.status).toBe(200);
    const own = await world.chef.client.get('/api/chef/assignments');
    expect(own.status).toBe(200);
    expect(own.json.upcoming.map((assignment: { bookingId: number }) => assignment.bookingId)).toEqual([world.a.bookingId]);
    expect(own.json.upcoming[0].business.name).toBe(world.a.body.businessName);
    const feed = await world.clients.anon.get(await chefCalendarPath(world));
    expect(feed.text).toContain(`assignment-`);
    const contact = world.a.body;
    const chefViews = [own, feed, await world.chef.client.get('/api/chef/me'), await send(world.chef.client, trpcCall(P('chef.assignments')))];
    for (const view of chefViews) {
      for (const secret of [contact.email, 'laborBank', 'availableHours', 'totalHours', 'usedHours', 'transactions']) {
        expect(view.text).not.toContain(secret);
      }
    }
    // Once assigned, the chef has the contact's name and phone for the day itself.
    expect(own.json.upcoming[0].business.contact).toEqual({ name: `${contact.firstName} ${contact.lastName}`, phone: contact.phone });
    // The other chef does not see the booking at all.
    const other = await world.otherChef.client.get('/api/chef/assignments');
    expect(other.json).toEqual({ upcoming: [], past: [] });
    expect(dashboard.json.laborBank).toBeDefined();
  });
});
