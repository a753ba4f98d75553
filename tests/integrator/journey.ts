import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

/**
 * An integrator's journey through the REST API with the typed client an integrator generates: the
 * types are what openapi-typescript generates from /api/openapi.json (./api.d.ts), the client is
 * openapi-fetch's. Every request body, path parameter and answer field below is checked by
 * TypeScript against the document, so a renamed field fails `npm run typecheck` before it fails
 * a run. tests/integration/integrator-journey.test.ts runs it against the server on both engines.
 */

export type Fetch = (request: Request) => Promise<Response>;

export interface JourneyOptions {
  /** Where the server is: the document's `servers` URL. */
  baseUrl: string;
  /** The operations team's sign-in, to add a chef and offer them the business's first booking. */
  admin: { username: string; password: string };
  /** The token of the sign-in link emailed to a chef: a real chef follows the link in the email. */
  chefSignInToken(email: string): Promise<string>;
  /** The fetch under each user's cookie jar (the test's holds every answer to the document). */
  fetch?: Fetch;
}

/**
 * A fetch that keeps the session cookies a user is given (Set-Cookie) and sends them back, as a
 * browser would: the API's sessions are cookies (the document's securitySchemes).
 */
export function cookieKeepingFetch(underlying: Fetch = (request) => fetch(request)): Fetch {
  const jar = new Map<string, string>();
  return async (request) => {
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await underlying(new Request(request, { headers }));
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/** One user of the API: a typed client with a cookie jar of its own. */
function clientFor(options: JourneyOptions) {
  return createClient<paths>({ baseUrl: options.baseUrl, fetch: cookieKeepingFetch(options.fetch) });
}

/**
 * The business's integration: a typed client that carries an API key (DECISIONS.md section 19),
 * as a point-of-sale system would, and no cookie.
 */
function keyClientFor(options: JourneyOptions, key: string) {
  return createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch ?? ((request) => fetch(request)), headers: { authorization: `Bearer ${key}` } });
}

/** The answer of a call that must succeed; an error answer (typed {message, errors?}) stops the journey with its message. */
function succeeded<T>(call: string, result: { data?: T; error?: { message: string; errors?: Record<string, string> }; response: Response }): T {
  if (result.data === undefined) throw new Error(`${call} answered ${result.response.status}: ${result.error?.message ?? 'no body'}`);
  return result.data;
}

/** A day `days` from today as the API writes days (YYYY-MM-DD). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function integratorJourney(options: JourneyOptions) {
  const business = clientFor(options);
  const unique = randomUUID().slice(0, 8);

  // 1. Register a business with its first booking: the answer signs its contact in.
  const registered = succeeded(
    'registerBusiness',
    await business.POST('/api/register', {
      body: {
        businessName: `Integrator Bistro ${unique}`,
        businessType: 'restaurant',
        businessAddress: '123 Main Street',
        city: 'Vancouver',
        state: 'BC',
        zipCode: 'V6B 1A1',
        firstName: 'Jamie',
        lastName: 'Chen',
        jobTitle: 'Owner',
        email: `integrator.${unique}@example.com`,
        phone: '(604) 555-0100',
        bookingDate: dayAhead(30),
        timeSlot: 'morning',
        duration: 5,
      },
    }),
  );
  const businessId = registered.business.id;

  // 2. Read the dashboard: the first booking and the labor bank it drew on.
  const dashboard = succeeded('getDashboard', await business.GET('/api/dashboard/{businessId}', { params: { path: { businessId } } }));

  // 3. The owner makes an API key for the integration, in the manager's role: it books and reads,
  //    and is shown this once. From here the integration calls with the key alone.
  const { key, apiKey } = succeeded('createApiKey', await business.POST('/api/business/api-keys', { body: { name: 'Point of sale', role: 'manager' } }));
  const integration = keyClientFor(options, key);

  // 4. Book a session with the key; the Idempotency-Key makes a retry of the same request answer
  //    the same booking.
  const created = succeeded(
    'createBooking',
    await integration.POST('/api/bookings', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { businessId, bookingDate: dayAhead(35), timeSlot: 'afternoon', duration: 3, serviceDescription: 'A new brunch menu' },
    }),
  );

  // 5. List the business's bookings a page at a time, following nextCursor until it is null. (The
  //    document does not list a GET's query string, so the client is handed it whole.)
  const pagedBookingIds: number[] = [];
  for (let cursor: string | undefined; ; ) {
    const query = new URLSearchParams({ limit: '1', ...(cursor ? { cursor } : {}) }).toString();
    const page = succeeded('listBookings', await integration.GET('/api/bookings', { querySerializer: () => query }));
    pagedBookingIds.push(...page.bookings.map((booking) => booking.id));
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }

  // 6. Cancel the new booking: the answer says how many hours came back and how many stayed as a fee.
  const canceled = succeeded('updateBooking', await integration.PATCH('/api/bookings/{id}', { params: { path: { id: created.booking.id } }, body: { status: 'canceled' } }));

  // 7. Catch up from the event feed: every change so far, in order.
  const feed = succeeded('readEventFeed', await integration.GET('/api/events'));
  // A single cancel answers its booking; "cancel this and following" the sessions (its `canceled`).
  if (!('refundedHours' in canceled) || !('booking' in canceled)) throw new Error('a cancel answers its booking, refundedHours and feeHours');

  // 8. The owner buys hours (a manager's key may not): order the Starter pack from the packs on sale. In invoice mode (the default)
  //    checkoutUrl is null and the invoice is emailed; with PAYMENTS=stripe it is where the buyer
  //    pays. The order is then the newest of the business's orders.
  const packs = succeeded('listPacks', await business.GET('/api/billing/packs'));
  const starter = packs.find((pack) => pack.name === 'Starter');
  if (!starter) throw new Error('the Starter pack is not on sale');
  const ordered = succeeded('createOrder', await business.POST('/api/billing/orders', { params: { header: { 'Idempotency-Key': randomUUID() } }, body: { packId: starter.id } }));
  const orders = succeeded('listOrders', await business.GET('/api/billing/orders'));

  // 9. A chef's offers: the operations team adds a chef and offers them the first booking; the
  //    chef signs in with the emailed link, says when they work and reads their open offers.
  const admin = clientFor(options);
  succeeded('logInAdmin', await admin.POST('/api/admin/login', { body: options.admin }));
  const chef = succeeded(
    'createChef',
    await admin.POST('/api/admin/chefs', {
      body: { name: `Chef ${unique}`, email: `chef.${unique}@example.com`, specialty: 'Brunch', group: 'rising', yearsExperience: 4, serviceTypes: ['in-person'], hourlyRate: 45, status: 'active' },
    }),
  );
  const chefClient = clientFor(options);
  succeeded('requestChefLoginLink', await chefClient.POST('/api/chef/login-link', { body: { email: chef.email } }));
  succeeded('logInChef', await chefClient.POST('/api/chef/login', { body: { token: await options.chefSignInToken(chef.email) } }));
  const everySlot: ('morning' | 'afternoon' | 'evening')[] = ['morning', 'afternoon', 'evening'];
  succeeded(
    'setChefAvailability',
    await chefClient.PUT('/api/chef/availability', {
      body: { weekly: { monday: everySlot, tuesday: everySlot, wednesday: everySlot, thursday: everySlot, friday: everySlot, saturday: everySlot, sunday: everySlot } },
    }),
  );
  const [offered] = succeeded('offerBooking', await admin.POST('/api/admin/bookings/{id}/offers', { params: { path: { id: registered.booking.id } }, body: { chefIds: [chef.id] } }));
  const offers = succeeded('listChefOffers', await chefClient.GET('/api/chef/offers'));

  return {
    businessId,
    businessName: registered.business.businessName,
    firstBookingId: registered.booking.id,
    dashboard: { bookingIds: dashboard.bookings.map((booking) => booking.id), availableHours: dashboard.laborBank?.availableHours },
    apiKeyPrefix: apiKey.prefix === key.slice(0, 11) ? apiKey.prefix : null,
    booked: { id: created.booking.id, status: created.booking.status, duration: created.booking.duration },
    pagedBookingIds,
    events: feed.events.map((event) => ({ type: event.type, bookingId: 'booking' in event.data ? event.data.booking.id : null })),
    canceled: { status: canceled.booking.status, refundedHours: canceled.refundedHours, feeHours: canceled.feeHours },
    bought: {
      packName: ordered.order.packName,
      hours: ordered.order.hours,
      status: ordered.order.status,
      number: ordered.order.number,
      totalCents: ordered.order.totalCents,
      checkoutUrl: ordered.checkoutUrl,
    },
    orderNumbers: orders.map((order) => order.number),
    chefId: chef.id,
    offeredId: offered?.id,
    offers: offers.map((offer) => ({ id: offer.id, bookingId: offer.bookingId, status: offer.status, business: offer.booking.business.name, cannotAccept: offer.cannotAccept })),
  };
}
