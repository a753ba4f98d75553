import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';
import { tapTargetProblems } from './helpers/taps.js';

/**
 * A chef's portal on a 390 px phone (DECISIONS.md section 17): a new chef is led to the weekly
 * availability until it is set; once assigned, the chef has whom to call, the way there and the
 * session for their calendar, and subscribes to the feed in one tap; every tap is finger-sized.
 * The tests build on each other.
 */

const suite = useBrowserAndServer();
const PHONE = VIEWPORTS.phone;
const LEAD = 'Set your weekly availability to get offers';
const BAKERY = { businessName: 'Powell Street Bakery', businessAddress: '88 Powell Street', zipCode: 'V6A 1E7', firstName: 'Priya', lastName: 'Raman', phone: '(604) 555-0188' };
const VENUE = '88 Powell Street, Vancouver, BC V6A 1E7';
const IN_PERSON_DAY = vancouverDay(5);
const VIRTUAL_DAY = vancouverDay(7);

let chef: Page;
let pageErrors: string[];
let chefId: number;
let chefApi: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, admin);
  const added = await fixtures.addChef({ name: 'Noor Haddad', status: 'active' });
  chefId = added.id;
  chefApi = await fixtures.signedInChef(added.email);
  ({ page: chef, pageErrors } = await openPage(suite.browser, { viewport: PHONE }));
  await chef.context().addCookies([...chefApi.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
});

describe('the chef portal on a phone', () => {
  it('leads a chef without weekly availability to it, and the lead leaves once a week is saved', async () => {
    await chef.goto(`${suite.server.url}/chef`);
    await chef.getByRole('heading', { level: 1, name: 'Welcome, Noor Haddad' }).waitFor();
    const lead = chef.getByText(LEAD);
    await lead.waitFor();
    // The lead comes before the sections: the first thing a new chef reads after the greeting.
    expect(await lead.evaluate((node) => node.compareDocumentPosition(document.getElementById('offers')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
    expect(await seriousAccessibilityViolations(chef)).toEqual([]);

    await chef.getByRole('button', { name: 'Set availability' }).click();
    const monday = chef.getByRole('group', { name: 'Monday', exact: true });
    await expect.poll(() => monday.getByRole('checkbox', { name: 'Morning' }).evaluate((box) => box === document.activeElement)).toBe(true);
    await expect.poll(() => chef.getByRole('heading', { level: 2, name: 'Weekly availability' }).isVisible()).toBe(true);
    expect(await chef.evaluate(() => document.getElementById('availability')!.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);

    await monday.getByRole('checkbox', { name: 'All day' }).check();
    await chef.getByRole('button', { name: 'Save availability' }).click();
    await lead.waitFor({ state: 'detached' });
    await chef.reload();
    await chef.getByRole('heading', { level: 1, name: 'Welcome, Noor Haddad' }).waitFor();
    await chef.getByRole('heading', { level: 2, name: 'Weekly availability' }).waitFor();
    expect(await lead.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('once assigned, shows whom to call, the way there (in person only) and Add to calendar, which downloads that one session', async () => {
    expect((await chefApi.put('/api/chef/availability', { weekly: EVERY_SLOT_OF_THE_WEEK })).status).toBe(200);
    const bakery = await registerWithAccount(suite.server, { ...BAKERY, bookingDate: IN_PERSON_DAY, timeSlot: 'morning', duration: 4 });
    const virtual = await bakery.client.post('/api/bookings', { businessId: bakery.businessId, serviceType: 'virtual', bookingDate: VIRTUAL_DAY, timeSlot: 'afternoon', duration: 2 });
    expect(virtual.status).toBe(201);
    for (const bookingId of [bakery.bookingId, virtual.json.booking.id]) {
      expect((await admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId })).status).toBe(200);
    }

    await chef.reload();
    const assignments = chef.getByRole('region', { name: 'Assignments' });
    const inPerson = assignments.getByRole('listitem').filter({ hasText: 'In-Person Chef Service' });
    const online = assignments.getByRole('listitem').filter({ hasText: 'Virtual Consultation' });
    await inPerson.getByText('Priya Raman').waitFor();
    const call = inPerson.getByRole('link', { name: 'Call Priya Raman at (604) 555-0188' });
    expect(await call.getAttribute('href')).toBe('tel:6045550188');
    expect(await call.innerText()).toContain('(604) 555-0188');
    const directions = inPerson.getByRole('link', { name: /^Directions/ });
    expect(await directions.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(VENUE)}`);
    expect(await directions.getAttribute('target')).toBe('_blank');
    // A virtual session is at no address: whom to call and the calendar, no directions.
    await online.getByRole('link', { name: /^Call Priya Raman/ }).waitFor();
    expect(await online.getByRole('link', { name: /^Directions/ }).count()).toBe(0);

    const [download] = await Promise.all([chef.waitForEvent('download'), inPerson.getByRole('button', { name: /^Add to calendar/ }).click()]);
    expect(download.suggestedFilename()).toBe(`chefconnect-assignment-${IN_PERSON_DAY}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('In-Person Chef Service at Powell Street Bakery');
    expect(events[0]!.location).toBe(VENUE);
    expect(events[0]!.description).toContain('Contact: Priya Raman, (604) 555-0188');
    // Morning is 8 AM to noon in Vancouver (15:00 UTC, at UTC−7 all year), whatever the zone of the calendar that opens it.
    const start = events[0]!.startDate.toJSDate();
    expect(start.toISOString()).toBe(`${IN_PERSON_DAY}T15:00:00.000Z`);
    expect(events[0]!.endDate.toJSDate().getTime() - start.getTime()).toBe(4 * 3_600_000);
    expect(pageErrors).toEqual([]);
  });

  it('subscribes to the calendar feed in one tap: a webcal:// link to the same feed, beside Copy', async () => {
    const feed = new URL(await chef.getByLabel('Calendar feed URL').inputValue());
    const subscribe = chef.getByRole('region', { name: 'Calendar feed' }).getByRole('link', { name: 'Subscribe' });
    expect(await subscribe.getAttribute('href')).toBe(`webcal://${feed.host}${feed.pathname}`);
    expect(feed.pathname).toMatch(/^\/api\/chef\/calendar\/[^/]+\.ics$/);
  });

  it('has every button, link and availability row at least 44 px tall and 8 px apart on the phone, and keeps the desktop sizes', async () => {
    // An open offer and a planned day off, so their buttons are on the page too.
    const { booking } = await chefFixtures(suite.server, admin).bookedDay(9, 'evening');
    expect((await admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [chefId] })).status).toBe(201);
    expect((await chefApi.post('/api/chef/time-off', { from: vancouverDay(20), to: vancouverDay(21), reason: 'Family visit' })).status).toBe(201);
    await chef.reload();
    await chef.getByRole('region', { name: 'Open offers' }).getByRole('button', { name: /^Accept offer/ }).waitFor();
    await chef.getByRole('region', { name: 'Assignments' }).getByRole('button', { name: /^Add to calendar/ }).first().waitFor();
    await chef.getByLabel('Calendar feed URL').waitFor();
    const portal = chef.locator('.cc-chef');
    expect(await tapTargetProblems(portal)).toEqual([]);
    expect(await seriousAccessibilityViolations(chef)).toEqual([]);
    // The portal's dialogs open outside it, and are tapped the same way: a confirmation and a form.
    for (const [opener, title, close] of [
      [chef.getByRole('button', { name: 'Replace URL' }), 'Replace the calendar URL?', 'Cancel'],
      [chef.getByRole('button', { name: /^Release: Powell Street Bakery/ }).first(), 'Release this session?', 'Keep the session'],
    ] as const) {
      await opener.click();
      const dialog = chef.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: close }).waitFor();
      expect(await tapTargetProblems(dialog), title).toEqual([]);
      await dialog.getByRole('button', { name: close }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    await chef.setViewportSize(VIEWPORTS.desktop);
    expect(await heightOf(chef.getByRole('button', { name: 'Save availability' }))).toBe(32);
    expect(await heightOf(chef.getByRole('region', { name: 'Calendar feed' }).getByRole('link', { name: 'Subscribe' }))).toBe(32);
    await chef.setViewportSize(PHONE);
    expect(pageErrors).toEqual([]);
  });

  it("shows a December session's start as Vancouver's 8:00 a.m. on a phone set to Tokyo's time", async () => {
    // A December morning still ahead and free for this chef: Vancouver keeps UTC−7 all year
    // (DECISIONS.md section 22), so its 8 AM is 15:00 UTC, written by hand; the phone's own zone
    // must not move it.
    const year = Number(vancouverDay(1).slice(0, 4));
    const december = [year, year + 1].flatMap((candidate) => [`${candidate}-12-10`, `${candidate}-12-20`]).find((day) => day >= vancouverDay(1) && day !== IN_PERSON_DAY)!;
    const cafe = await registerWithAccount(suite.server, { businessName: 'Kitsilano Winter Cafe', bookingDate: december, timeSlot: 'morning', duration: 4 });
    const assigned = await admin.put(`/api/admin/bookings/${cafe.bookingId}/chef`, { chefId });
    expect(assigned.status, assigned.text).toBe(200);

    const { page: tokyo, pageErrors: tokyoErrors } = await openPage(suite.browser, { viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    await tokyo.context().addCookies([...chefApi.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
    await tokyo.goto(`${suite.server.url}/chef`);
    expect(await tokyo.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const card = tokyo.getByRole('region', { name: 'Assignments' }).getByRole('listitem').filter({ hasText: 'Kitsilano Winter Cafe' });
    const start = card.locator(`time[datetime="${december}T15:00:00.000Z"]`);
    await start.waitFor();
    expect(await start.textContent()).toMatch(/, 8:00\sa\.m\.$/);
    expect(tokyoErrors).toEqual([]);
    await tokyo.context().close();
  });
});

async function heightOf(target: Locator): Promise<number> {
  const box = await target.first().boundingBox();
  if (!box) throw new Error('not on screen');
  return Math.round(box.height);
}
