import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratorJourney } from '../integrator/journey.js';
import { holdToDocument } from '../support/documented-answer.js';
import { chefFixtures } from './chef-fixtures.js';
import { ADMIN, adminClient, startTestServer, type TestServer } from './harness.js';

/**
 * An integrator's typed client, generated from /api/openapi.json by
 * openapi-typescript, and a journey with it (tests/integrator/journey.ts, openapi-fetch).
 * tests/integrator/api.d.ts is the generated types, committed: the first test generates them
 * again from the running server's document and fails when they differ, so the committed types
 * are always the document's. After a change to the document, write them anew with
 * `npx vitest run tests/integration/integrator-journey.test.ts -u`.
 */

const HEADER = `/**
 * The REST API's types as openapi-typescript generates them from /api/openapi.json: generated,
 * never edited (tests/integration/integrator-journey.test.ts writes them with -u and fails when
 * they are not the document's). Used by tests/integrator/journey.ts with openapi-fetch.
 */

`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The journey's fetch: every answer it gets is held to the document, like the suite's ApiClient's. */
async function documentedFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const text = await response.clone().text();
  holdToDocument(request.method, new URL(request.url).pathname, { status: response.status, json: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined });
  return response;
}

describe('the integrator client', () => {
  it("is the types openapi-typescript generates from the server's /api/openapi.json", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const types = astToString(await openapiTS((await response.json()) as OpenAPI3));
    await expect(HEADER + types).toMatchFileSnapshot('../integrator/api.d.ts');
  });

  it('registers, reads the dashboard, books with an API key, lists bookings by cursor, reads the feed, cancels, buys hours and reads a chef\'s offers', async () => {
    const chefs = chefFixtures(server, await adminClient(server));
    const journey = await integratorJourney({ baseUrl: server.url, admin: ADMIN, chefSignInToken: (email) => chefs.lastLinkTo(email), fetch: documentedFetch });

    // The registration's booking (5 hours of the 20 complimentary) is on the dashboard.
    expect(journey.dashboard).toEqual({ bookingIds: [journey.firstBookingId], availableHours: 15 });
    expect(journey.booked).toEqual({ id: expect.any(Number), status: 'confirmed', duration: 3 });
    // With the owner's API key: the key's prefix listed, the bookings by cursor a page of one at a
    // time (by date: the new booking on day 35 after the first on day 30), and the feed in order.
    expect(journey.apiKeyPrefix).toMatch(/^cc_.{8}$/);
    expect(journey.pagedBookingIds).toEqual([journey.firstBookingId, journey.booked.id]);
    expect(journey.events).toEqual([
      { type: 'booking.created', bookingId: journey.firstBookingId },
      { type: 'booking.created', bookingId: journey.booked.id },
      { type: 'booking.canceled', bookingId: journey.booked.id },
    ]);
    // Canceled weeks ahead with no chef: every hour comes back.
    expect(journey.canceled).toEqual({ status: 'canceled', refundedHours: 3, feeHours: 0 });
    // Invoice mode, the default: no checkout URL; the order is pending until its payment is recorded, and listed.
    expect(journey.bought).toEqual({ packName: 'Starter', hours: 10, status: 'pending', number: expect.stringMatching(/^INV-\d{4}-\d{6}$/), totalCents: 82_950, checkoutUrl: null });
    expect(journey.orderNumbers).toEqual([journey.bought.number]);
    expect(journey.offers).toEqual([{ id: journey.offeredId, bookingId: journey.firstBookingId, status: 'open', business: journey.businessName, cannotAccept: null }]);
  });
});
