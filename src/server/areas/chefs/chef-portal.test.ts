import { describe, expect, it } from 'vitest';
import type { ChefCreateInput } from '../../../common/schemas/chefs.js';
import { ChefSignInToken, dayFromNow, useCaseWorld, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md sections 8 and 16, the chef's side: signing in by emailed link, the chef's own
 * view, weekly availability, time off, the profile, the calendar feed, and what a chef session
 * may see. The admin's side is chefs.test.ts.
 */

const world = useCaseWorld();

const admin = () => world.callerFor({ admin: world.admin }).admin;

const INVALID_LINK = { status: 400, message: 'Invalid or expired sign-in link', fieldErrors: { token: 'Invalid or expired sign-in link' } };
const LINK_SENT = {
  success: true,
  message: 'If this email belongs to a ChefConnect chef, a sign-in link is on its way. It works for 15 minutes.',
};
const NOT_SIGNED_IN = { status: 401, message: 'Please log in to continue' };

const MINUTE = 60_000;
const DAY = 86_400_000;

let sequence = 0;

/** A chef the admin added (invited unless told), with no availability set. */
async function addedChef(overrides: Partial<ChefCreateInput> = {}) {
  sequence += 1;
  return admin().createChef({
    name: `Portal Chef ${sequence}`,
    email: `portal.chef.${sequence}.${Date.now()}@example.com`,
    specialty: 'Pacific Northwest seafood',
    group: 'executive',
    yearsExperience: 9,
    serviceTypes: ['in-person'],
    hourlyRate: 55,
    ...overrides,
  });
}

/** The token of the newest chef sign-in link emailed to `email`: `<PUBLIC_URL>/chef/login?token=<token>`. */
function lastLinkTokenTo(email: string): string {
  const text = world.mail.findLast(({ to }) => to === email)?.text ?? '';
  const link = /https?:\/\/\S+\/chef\/login\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no chef sign-in link emailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** Asks for a link at /chef/login as the chef would, lets the email go out, and reads its token. */
async function requestLinkToken(email: string): Promise<string> {
  await world.services.chefAccounts.requestLink(email, 'use-case');
  await world.runJobs();
  return lastLinkTokenTo(email);
}

const weekdayOf = (day: string) => ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${day}T12:00:00Z`).getUTCDay()]!;

const NO_WEEK = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

describe('a chef signs in by an emailed link', () => {
  it('asks for a link with an email, gets it by email, and signs in with it within 15 minutes', async () => {
    const chef = await world.activeChef();

    expect(await world.services.chefAccounts.requestLink(chef.email, 'use-case')).toEqual(LINK_SENT);
    await world.runJobs();
    const email = world.mail.findLast(({ to }) => to === chef.email)!;
    expect(email.subject).toBe('Your ChefConnect sign-in link');
    expect(email.text).toMatch(/https?:\/\/\S+\/chef\/login\?token=\S+/);

    world.clock.offsetMs = 14 * MINUTE;
    const signedIn = await world.services.chefAccounts.login(lastLinkTokenTo(chef.email));

    expect(signedIn.chefId).toBe(chef.id);
    expect(await world.services.chefAccounts.resolveChef({ chefId: chef.id, version: signedIn.sessionVersion })).toEqual({ kind: 'chef', chefId: chef.id });
  });

  it('refuses a link after 15 minutes', async () => {
    const chef = await world.activeChef();
    const token = await requestLinkToken(chef.email);

    world.clock.offsetMs = 15 * MINUTE + 1_000;

    expect(await refusal(world.services.chefAccounts.login(token))).toEqual(INVALID_LINK);
  });

  it('lets a link sign in once only', async () => {
    const chef = await world.activeChef();
    const token = await requestLinkToken(chef.email);
    await world.services.chefAccounts.login(token);

    expect(await refusal(world.services.chefAccounts.login(token))).toEqual(INVALID_LINK);
  });

  it('refuses a token that was never sent', async () => {
    expect(await refusal(world.services.chefAccounts.login('not-a-token-anyone-was-sent'))).toEqual(INVALID_LINK);
  });

  it('gives the same answer for an unknown or inactive chef email, and emails nobody', async () => {
    const inactive = await addedChef({ status: 'inactive' });
    const unknown = `nobody.${Date.now()}@example.com`;
    const mailBefore = world.mail.length;

    expect(await world.services.chefAccounts.requestLink(unknown, 'use-case')).toEqual(LINK_SENT);
    expect(await world.services.chefAccounts.requestLink(inactive.email, 'use-case')).toEqual(LINK_SENT);
    await world.runJobs();

    expect(world.mail.slice(mailBefore)).toEqual([]);
  });

  it('finds the chef by email without regard to case', async () => {
    const chef = await world.activeChef();

    await world.services.chefAccounts.requestLink(chef.email.toUpperCase(), 'use-case');
    await world.runJobs();

    expect((await world.services.chefAccounts.login(lastLinkTokenTo(chef.email))).chefId).toBe(chef.id);
  });

  it('stores only a hash of the link token', async () => {
    const chef = await world.activeChef();
    const token = await requestLinkToken(chef.email);

    const rows = await world.dataSource.getRepository(ChefSignInToken).findBy({ chefId: chef.id });

    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('voids the older unused links when a newer one is sent, an invitation as well', async () => {
    const chef = await addedChef();
    await admin().inviteChef({ id: chef.id });
    await world.runJobs();
    const invitation = lastLinkTokenTo(chef.email);
    const older = await requestLinkToken(chef.email);
    const newer = await requestLinkToken(chef.email);

    expect(await refusal(world.services.chefAccounts.login(invitation))).toEqual(INVALID_LINK);
    expect(await refusal(world.services.chefAccounts.login(older))).toEqual(INVALID_LINK);
    expect((await world.services.chefAccounts.login(newer)).chefId).toBe(chef.id);
  });

  it('makes an invited chef active when they sign in with a link they asked for', async () => {
    const chef = await addedChef();
    expect(chef.status).toBe('invited');

    await world.services.chefAccounts.login(await requestLinkToken(chef.email));

    expect((await admin().chef({ id: chef.id })).status).toBe('active');
  });

  it('signing out ends every session of the chef (the session version moves on)', async () => {
    const chef = await world.activeChef();
    const phone = await world.services.chefAccounts.login(await requestLinkToken(chef.email));
    const laptop = await world.services.chefAccounts.login(await requestLinkToken(chef.email));

    await world.services.chefAccounts.logout(chef.principal);

    expect(await world.services.chefAccounts.resolveChef({ chefId: chef.id, version: phone.sessionVersion })).toBeNull();
    expect(await world.services.chefAccounts.resolveChef({ chefId: chef.id, version: laptop.sessionVersion })).toBeNull();
  });
});

describe("the chef's own view", () => {
  it('shows the chef as section 8 does, with every weekday present in the availability and no time off yet', async () => {
    const chef = await addedChef({ yearsExperience: 8 });
    const caller = world.callerFor({ chef: { kind: 'chef', chefId: chef.id } });

    const me = await caller.chef.me();

    expect(me).toEqual({ ...chef, availability: NO_WEEK, timeOff: [] });
    expect(me.tier).toBe('Master Chef');
  });
});

describe('weekly availability', () => {
  it('replaces the whole week: days left out are days off, and slots come back in the order of the day', async () => {
    const chef = await world.activeChef();

    const saved = await chef.caller.chef.setAvailability({ weekly: { monday: ['evening', 'morning', 'evening'], friday: ['afternoon'] } });

    const week = { ...NO_WEEK, monday: ['morning', 'evening'], friday: ['afternoon'] };
    expect(saved).toEqual(week);
    expect((await chef.caller.chef.me()).availability).toEqual(week);
  });

  it('takes only morning, afternoon and evening as slots', async () => {
    const chef = await world.activeChef();
    const before = (await chef.caller.chef.me()).availability;

    expect(await refusal(chef.caller.chef.setAvailability({ weekly: { monday: ['all-day'] } } as never))).toMatchObject({
      status: 400,
      message: 'Slots are morning, afternoon and evening',
    });
    expect((await chef.caller.chef.me()).availability).toEqual(before);
  });

  it('makes a chef eligible for a 12-hour all-day booking only when they work all three slots of its weekday', async () => {
    const business = await world.register({ timeSlot: 'all-day', duration: 12, bookingDate: dayFromNow(world, 33) });
    const weekday = weekdayOf(dayFromNow(world, 33));
    const chef = await world.activeChef();
    const eligible = async () => (await admin().eligibleChefs({ bookingId: business.bookingId })).map(({ id }) => id);

    await chef.caller.chef.setAvailability({ weekly: { [weekday]: ['morning', 'afternoon'] } });
    expect(await eligible()).not.toContain(chef.id);

    await chef.caller.chef.setAvailability({ weekly: { [weekday]: ['morning', 'afternoon', 'evening'] } });
    expect(await eligible()).toContain(chef.id);
  });
});

describe('time off', () => {
  it('is added as date ranges with a reason, listed by first day, and removed', async () => {
    const chef = await world.activeChef();
    const later = await chef.caller.chef.addTimeOff({ from: dayFromNow(world, 40), to: dayFromNow(world, 44), reason: 'Family wedding' });
    const sooner = await chef.caller.chef.addTimeOff({ from: dayFromNow(world, 10), to: dayFromNow(world, 10) });

    expect(later).toEqual({ id: expect.any(Number), from: dayFromNow(world, 40), to: dayFromNow(world, 44), reason: 'Family wedding' });
    expect(sooner.reason).toBeNull();
    expect((await chef.caller.chef.me()).timeOff).toEqual([sooner, later]);

    expect(await chef.caller.chef.removeTimeOff({ id: sooner.id })).toEqual({ success: true });
    expect((await chef.caller.chef.me()).timeOff).toEqual([later]);
    expect(await refusal(chef.caller.chef.removeTimeOff({ id: sooner.id }))).toMatchObject({ status: 404, message: 'Time off not found' });
  });

  it('refuses a range whose last day is before its first', async () => {
    const chef = await world.activeChef();

    expect(await refusal(chef.caller.chef.addTimeOff({ from: dayFromNow(world, 12), to: dayFromNow(world, 11) }))).toEqual({
      status: 400,
      message: 'The last day off cannot be before the first',
      fieldErrors: { to: 'The last day off cannot be before the first' },
    });
    expect((await chef.caller.chef.me()).timeOff).toEqual([]);
  });

  it('drops out of the view once it has ended', async () => {
    const chef = await world.activeChef();
    await chef.caller.chef.addTimeOff({ from: dayFromNow(world, 1), to: dayFromNow(world, 2), reason: 'Course' });

    world.clock.offsetMs = 3 * DAY;

    expect((await chef.caller.chef.me()).timeOff).toEqual([]);
  });

  it('takes the chef out of staffing on those days', async () => {
    const business = await world.register({ bookingDate: dayFromNow(world, 34) });
    const chef = await world.activeChef();
    const eligible = async () => (await admin().eligibleChefs({ bookingId: business.bookingId })).map(({ id }) => id);
    expect(await eligible()).toContain(chef.id);

    await chef.caller.chef.addTimeOff({ from: dayFromNow(world, 33), to: dayFromNow(world, 35), reason: 'Holiday' });

    expect(await eligible()).not.toContain(chef.id);
  });
});

describe("the chef's profile", () => {
  it('changes the phone, photo, bio and specialty the chef sends, and keeps the rest', async () => {
    const chef = await world.activeChef();
    const before = await chef.caller.chef.me();

    const after = await chef.caller.chef.updateProfile({ phone: '(604) 555-0123', photoUrl: 'https://example.com/chef.jpg', bio: 'Two decades\nof seafood.' });

    expect(after).toEqual({ ...before, phone: '(604) 555-0123', photoUrl: 'https://example.com/chef.jpg', bio: 'Two decades\nof seafood.' });
    expect(await chef.caller.chef.updateProfile({ specialty: 'Smoked fish' })).toEqual({ ...after, specialty: 'Smoked fish' });
  });

  it.each([
    ['hourlyRate', 65],
    ['redSeal', false],
    ['redSealNumber', 'RS-0001'],
    ['yearsExperience', 30],
    ['tier', 'Master Chef'],
    ['status', 'active'],
    ['showOnSite', true],
    ['email', 'someone.else@example.com'],
  ] as const)('keeps %s read-only: the change is refused and nothing changes', async (field, value) => {
    const chef = await world.activeChef();
    const before = await chef.caller.chef.me();

    const refused = await refusal(chef.caller.chef.updateProfile({ phone: '(604) 555-0111', [field]: value } as never));

    expect(refused).toMatchObject({ status: 400, message: 'Request has unknown fields' });
    expect(refused.fieldErrors?.[field]).toBe('Unknown field');
    expect(await chef.caller.chef.me()).toEqual(before);
    expect(await admin().chef({ id: chef.id })).toMatchObject(Object.fromEntries(Object.entries(before).filter(([key]) => key !== 'availability' && key !== 'timeOff')));
  });

  it('refuses an empty update with "Nothing to update"', async () => {
    const chef = await world.activeChef();

    expect(await refusal(chef.caller.chef.updateProfile({}))).toMatchObject({ status: 400, message: 'Nothing to update' });
  });
});

describe('the private calendar feed', () => {
  it('has one event per assignment and follows every change', async () => {
    const chef = await world.activeChef();
    await world.services.chefAccounts.login(await requestLinkToken(chef.email));
    const token = (await chef.caller.chef.calendarUrl()).url.match(/\/api\/chef\/calendar\/([^/]+)\.ics$/)![1]!;
    const first = await world.register({ bookingDate: dayFromNow(world, 15), timeSlot: 'morning' });
    const second = await world.register({ bookingDate: dayFromNow(world, 16), timeSlot: 'evening' });
    const events = async () => (await world.services.chefPortal.calendarFeed(token)).match(/BEGIN:VEVENT/g)?.length ?? 0;
    expect(await events()).toBe(0);

    await admin().assignChef({ bookingId: first.bookingId, chefId: chef.id });
    await admin().assignChef({ bookingId: second.bookingId, chefId: chef.id });
    expect(await events()).toBe(2);

    await admin().unassignChef({ bookingId: first.bookingId });
    expect(await events()).toBe(1);
    expect(await world.services.chefPortal.calendarFeed(token)).toContain(dayFromNow(world, 16).replaceAll('-', ''));
  });

  it('gets a new URL when the chef replaces it, and the old one stops working', async () => {
    const chef = await world.activeChef();
    await world.services.chefAccounts.login(await requestLinkToken(chef.email));
    const tokenOf = (url: string) => url.match(/\/api\/chef\/calendar\/([^/]+)\.ics$/)![1]!;
    const old = (await chef.caller.chef.calendarUrl()).url;
    expect(await world.services.chefPortal.calendarFeed(tokenOf(old))).toContain('BEGIN:VCALENDAR');

    const replaced = (await chef.caller.chef.replaceCalendarUrl()).url;

    expect(replaced).not.toBe(old);
    expect((await chef.caller.chef.calendarUrl()).url).toBe(replaced);
    expect(await refusal(world.services.chefPortal.calendarFeed(tokenOf(old)))).toMatchObject({ status: 404, message: 'Calendar not found' });
    expect(await world.services.chefPortal.calendarFeed(tokenOf(replaced))).toContain('BEGIN:VCALENDAR');
  });
});

describe('what a chef session may see', () => {
  it("sees only its own profile, offers, assignments and time off, never another chef's", async () => {
    const mine = await world.activeChef();
    const theirs = await world.activeChef();
    const offered = await world.register({ bookingDate: dayFromNow(world, 18) });
    const assigned = await world.register({ bookingDate: dayFromNow(world, 19) });
    await admin().offerBooking({ bookingId: offered.bookingId, chefIds: [mine.id] });
    await admin().assignChef({ bookingId: assigned.bookingId, chefId: theirs.id });
    const theirTimeOff = await theirs.caller.chef.addTimeOff({ from: dayFromNow(world, 50), to: dayFromNow(world, 51), reason: 'Private' });

    expect((await mine.caller.chef.me()).id).toBe(mine.id);
    expect((await mine.caller.chef.offers()).map(({ bookingId }) => bookingId)).toEqual([offered.bookingId]);
    expect(await theirs.caller.chef.offers()).toEqual([]);
    expect((await mine.caller.chef.assignments()).upcoming).toEqual([]);
    expect((await theirs.caller.chef.assignments()).upcoming.map(({ bookingId }) => bookingId)).toEqual([assigned.bookingId]);

    expect(await refusal(mine.caller.chef.removeTimeOff({ id: theirTimeOff.id }))).toMatchObject({ status: 404, message: 'Time off not found' });
    expect((await theirs.caller.chef.me()).timeOff).toEqual([theirTimeOff]);
    expect(JSON.stringify(await mine.caller.chef.me())).not.toContain('Private');
  });

  it("never shows an offered chef the business's contact phone or email", async () => {
    const chef = await world.activeChef();
    const business = await world.register({ bookingDate: dayFromNow(world, 27), phone: '(604) 555-0987' });
    await admin().offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });

    const offers = JSON.stringify(await chef.caller.chef.offers());

    expect(offers).toContain(String(business.bookingId));
    expect(offers).not.toContain('555-0987');
    expect(offers).not.toContain(business.email);
  });

  it('answers 401 to a business, an admin or nobody on the chef calls', async () => {
    const business = await world.register();
    for (const who of [{ business: business.principal }, { admin: world.admin }, {}]) {
      const caller = world.callerFor(who);
      expect(await refusal(caller.chef.me())).toMatchObject(NOT_SIGNED_IN);
      expect(await refusal(caller.chef.offers())).toMatchObject(NOT_SIGNED_IN);
      expect(await refusal(caller.chef.assignments())).toMatchObject(NOT_SIGNED_IN);
      expect(await refusal(caller.chef.updateProfile({ phone: '(604) 555-0100' }))).toMatchObject(NOT_SIGNED_IN);
      expect(await refusal(caller.chef.setAvailability({ weekly: {} }))).toMatchObject(NOT_SIGNED_IN);
      expect(await refusal(caller.chef.calendarUrl())).toMatchObject(NOT_SIGNED_IN);
    }
  });

  it('answers 401 to a chef on the business and admin calls', async () => {
    const chef = await world.activeChef();
    const business = await world.register();

    expect(await refusal(chef.caller.business.dashboard({ businessId: business.businessId }))).toMatchObject(NOT_SIGNED_IN);
    expect(await refusal(chef.caller.admin.chefs({}))).toMatchObject(NOT_SIGNED_IN);
    expect(await refusal(chef.caller.admin.chef({ id: chef.id }))).toMatchObject(NOT_SIGNED_IN);
  });
});
