import { expect } from 'vitest';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import type { ChefCreateInput, WeeklyAvailability } from '../../src/common/schemas/chefs.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { ADMIN_PRINCIPAL, ApiClient, registerWithAccount, vancouverDay, type TestServer } from './harness.js';

/** Chefs and bookings as the chef-side tests need them, made through the product's own calls. */

const HOUR = 3_600_000;
const SIGN_IN_LINK = /\/chef\/login\?token=([A-Za-z0-9_%-]+)/;
let unique = 0;

export function chefFixtures(server: TestServer, admin: ApiClient) {
  async function linksTo(email: string): Promise<{ subject: string; token: string }[]> {
    return (await server.outbox())
      .filter((mail) => mail.to === email && SIGN_IN_LINK.test(mail.body))
      .map((mail) => ({ subject: mail.subject, token: decodeURIComponent(SIGN_IN_LINK.exec(mail.body)![1]!) }));
  }

  return {
    linksTo,

    /**
     * The link of the one email to `email` that `send` caused. The job runner sends a batch of
     * emails at once, so the outbox's order is not the order they were asked for: a test that
     * needs the older and the newer of two links takes each from the request that made it.
     */
    async linkSentBy(email: string, send: () => Promise<{ status: number }>): Promise<string> {
      const before = new Set((await linksTo(email)).map(({ token }) => token));
      expect((await send()).status).toBe(200);
      const sent = (await linksTo(email)).filter(({ token }) => !before.has(token));
      expect(sent).toHaveLength(1);
      return sent[0]!.token;
    },

    async lastLinkTo(email: string): Promise<string> {
      const links = await linksTo(email);
      expect(links.length).toBeGreaterThan(0);
      return links.at(-1)!.token;
    },

    /** A chef added by the admin (invited unless told otherwise). */
    async addChef(overrides: Partial<ChefCreateInput> = {}): Promise<{ id: number; email: string; name: string }> {
      unique += 1;
      const response = await admin.post('/api/admin/chefs', {
        name: `Chef ${unique} ${Date.now()}`,
        email: `chef.${unique}.${Date.now()}@example.com`,
        specialty: 'Fermentation',
        group: 'rising',
        yearsExperience: 3,
        serviceTypes: ['in-person', 'virtual'],
        hourlyRate: 40,
        ...overrides,
      });
      expect(response.status).toBe(201);
      return response.json;
    },

    /** An active chef who works every slot of every day: eligible for any booking unless a test says otherwise. */
    async availableChef(overrides: Partial<ChefCreateInput> = {}) {
      const chef = await this.addChef({ status: 'active', ...overrides });
      const saved = await server.services.chefs.setWeeklyAvailability(chef.id, EVERY_SLOT_OF_THE_WEEK as WeeklyAvailability);
      expect(saved.monday).toEqual(['morning', 'afternoon', 'evening']);
      return chef;
    },

    /** A chef signed in by a link they asked for: the client holds their cookie. */
    async signedInChef(email: string): Promise<ApiClient> {
      const chef = new ApiClient(server.url);
      expect((await chef.post('/api/chef/login-link', { email })).status).toBe(200);
      const response = await chef.post('/api/chef/login', { token: await this.lastLinkTo(email) });
      expect(response.status).toBe(200);
      return chef;
    },

    /** An active chef, added by the admin and signed in: `client` holds their cookie. */
    async activeSignedInChef(overrides: Partial<ChefCreateInput> = {}) {
      const chef = await this.addChef({ status: 'active', ...overrides });
      return { ...chef, client: await this.signedInChef(chef.email) };
    },

    /**
     * An active chef one strike from suspension (DECISIONS.md section 14): a no-show, two
     * strikes, on a session that started, and a booking the day after assigned to them, whose
     * late release would be the third. `clockAt` moves the server's clock (setClock), and leaves it 14
     * hours before that booking (late, yet before its 12-hour confirmation check).
     */
    async chefOnTwoStrikes(clockAt: (instant: number) => Promise<void>, overrides: Partial<ChefCreateInput> = {}) {
      const chef = await this.availableChef(overrides);
      const missed = await this.bookedDay(2, 'morning');
      const next = await this.bookedDay(3, 'evening');
      for (const { booking } of [missed, next]) expect((await admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
      const chefClient = await this.signedInChef(chef.email);
      await clockAt(bookingStart(missed.booking).getTime() + HOUR);
      await server.services.bookings.chefNoShow(ADMIN_PRINCIPAL, missed.booking.id);
      await clockAt(bookingStart(next.booking).getTime() - 14 * HOUR);
      return { chef, chefClient, next: next.booking };
    },

    /** A confirmed booking of a new business, made through the product, `daysAhead` from today. */
    async bookedDay(daysAhead: number, timeSlot: string, overrides: Record<string, unknown> = {}) {
      const { client, businessId, body } = await registerWithAccount(server, overrides.email ? { email: overrides.email } : {});
      const response = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(daysAhead), timeSlot, duration: 4, ...overrides, email: undefined });
      expect(response.status).toBe(201);
      return { client, businessId, email: body.email as string, booking: await server.dataSource.manager.findOneByOrFail(Booking, { id: response.json.booking.id }) };
    },
  };
}
