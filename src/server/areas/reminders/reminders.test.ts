import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../common/dates.js';
import { dayFromNow, useCaseWorld } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 10, "Reminders": 24 hours before a slot starts (in Vancouver, right across
 * daylight saving) the business contact and the chef are reminded, by email and, with the SMS
 * toggle, by text; a booking still without a chef 48 hours ahead is reported to support once.
 */

const world = useCaseWorld();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let nextDay = 6;

interface Slot {
  bookingDate: string;
  timeSlot: string;
}

/** A booking of a new business (its contact Priya Natarajan), with an active chef assigned unless `staffed` is false. */
async function booking({ staffed = true, ...overrides }: { staffed?: boolean } & Record<string, unknown> = {}) {
  const slot: Slot = { bookingDate: (overrides.bookingDate as string | undefined) ?? dayFromNow(world, nextDay++), timeSlot: (overrides.timeSlot as string | undefined) ?? 'morning' };
  const business = await world.register({ firstName: 'Priya', lastName: 'Natarajan', ...overrides, ...slot });
  const chef = staffed ? await world.activeChef() : null;
  if (chef) await world.callerFor({ admin: world.admin }).admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });
  return { business, chef, slot };
}

const remindersTo = (to: string) => world.mail.filter((email) => email.to === to && email.subject.startsWith('Reminder'));
const textsTo = (digits: string) => world.texts.filter((text) => text.to.replace(/\D/g, '').endsWith(digits));
const supportAlertsAbout = (businessName: string) =>
  world.mail.filter((email) => email.to === 'support@chefconnect.ca' && email.subject.startsWith(`No chef yet: ${businessName}, `));

/** Moves the clock to an instant given in UTC. */
function setClockTo(iso: string): void {
  world.clock.offsetMs = Date.parse(iso) - Date.now();
}

describe('reminders 24 hours before the session', () => {
  it('emails the business contact and the chef 24 hours before an in-person session, with the day, slot, address and the other party, and only once', async () => {
    const { business, chef, slot } = await booking({ businessAddress: '88 Alexander Street', city: 'Vancouver', state: 'BC', zipCode: 'V6A 1B6', phone: '(604) 555-0161' });

    world.atStartOf(slot, -24 * HOUR - MINUTE);
    await world.runJobs();
    expect(remindersTo(business.email)).toHaveLength(0);
    expect(remindersTo(chef!.email)).toHaveLength(0);

    world.atStartOf(slot, -24 * HOUR + MINUTE);
    await world.runJobs();
    const [toBusiness] = remindersTo(business.email);
    expect(toBusiness?.text).toContain(`Date: ${formatLongDay(slot.bookingDate)}`);
    expect(toBusiness?.text).toContain('Time: Morning, 8:00 a.m. to 1:00 p.m.');
    expect(toBusiness?.text).toContain('Address: 88 Alexander Street, Vancouver, BC V6A 1B6');
    expect(toBusiness?.text).toContain(`Chef: ${chef!.name}`);
    const [toChef] = remindersTo(chef!.email);
    expect(toChef?.text).toContain(`Date: ${formatLongDay(slot.bookingDate)}`);
    expect(toChef?.text).toContain('Time: Morning, 8:00 a.m. to 1:00 p.m.');
    expect(toChef?.text).toContain('Address: 88 Alexander Street, Vancouver, BC V6A 1B6');
    expect(toChef?.text).toContain('Contact: Priya Natarajan');
    // The SMS toggle is off by default: no text.
    expect(textsTo('6045550161')).toHaveLength(0);

    world.atStartOf(slot, -2 * HOUR);
    await world.runJobs();
    expect(remindersTo(business.email)).toHaveLength(1);
    expect(remindersTo(chef!.email)).toHaveLength(1);
  });

  it('leaves the address out of a virtual session\'s reminders but still names the day, slot and the other party', async () => {
    const { business, chef, slot } = await booking({ serviceType: 'virtual', timeSlot: 'evening' });

    world.atStartOf(slot, -24 * HOUR + MINUTE);
    await world.runJobs();
    const [toBusiness] = remindersTo(business.email);
    const [toChef] = remindersTo(chef!.email);
    expect(toBusiness?.text).toContain(`Date: ${formatLongDay(slot.bookingDate)}`);
    expect(toBusiness?.text).toContain('Time: Evening, 4:00 p.m. to 9:00 p.m.');
    expect(toBusiness?.text).toContain(`Chef: ${chef!.name}`);
    expect(toBusiness?.text).not.toContain('Address:');
    expect(toChef?.text).toContain('Contact: Priya Natarajan');
    expect(toChef?.text).not.toContain('Address:');
  });

  it('sends the business no reminder email when its email toggle is off, while the chef is still reminded', async () => {
    const { business, chef, slot } = await booking();
    await business.caller.business.updateSettings({ emailNotifications: false, smsReminders: false });

    world.atStartOf(slot, -24 * HOUR + MINUTE);
    await world.runJobs();
    expect(remindersTo(business.email)).toHaveLength(0);
    expect(remindersTo(chef!.email)).toHaveLength(1);
  });

  it('also texts the reminder to the contact\'s phone when the SMS toggle is on', async () => {
    const { business, chef, slot } = await booking({ phone: '(604) 555-0177', businessAddress: '12 Water Street', zipCode: 'V6B 1A4' });
    await business.caller.business.updateSettings({ emailNotifications: true, smsReminders: true });

    world.atStartOf(slot, -24 * HOUR - MINUTE);
    await world.runJobs();
    expect(textsTo('6045550177')).toHaveLength(0);

    world.atStartOf(slot, -24 * HOUR + MINUTE);
    await world.runJobs();
    const texts = textsTo('6045550177');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`Date: ${formatLongDay(slot.bookingDate)}`);
    expect(texts[0]!.text).toContain('Time: Morning, 8:00 a.m. to 1:00 p.m.');
    expect(texts[0]!.text).toContain('Address: 12 Water Street, Vancouver, BC V6B 1A4');
    expect(texts[0]!.text).toContain(`Chef: ${chef!.name}`);
    expect(remindersTo(business.email)).toHaveLength(1);
  });

  // British Columbia keeps UTC−7 all year (DECISIONS.md section 22): 8 a.m. is 15:00 UTC in
  // March and November 2027 alike, the days its clocks used to change. Instants by hand.
  it.each([
    ['2027-03-14', '2027-03-13T14:59:00Z', '2027-03-13T15:01:00Z'],
    ['2027-11-07', '2027-11-06T14:59:00Z', '2027-11-06T15:01:00Z'],
  ])('reminds 24 elapsed hours before 8 a.m. on %s, a day the clocks no longer change (15:00 UTC)', async (bookingDate, justBefore, justAfter) => {
    const { business, chef } = await booking({ bookingDate, timeSlot: 'morning' });

    setClockTo(justBefore);
    await world.runJobs();
    expect(remindersTo(business.email)).toHaveLength(0);
    expect(remindersTo(chef!.email)).toHaveLength(0);

    setClockTo(justAfter);
    await world.runJobs();
    expect(remindersTo(business.email)).toHaveLength(1);
    expect(remindersTo(chef!.email)).toHaveLength(1);
  });
});

describe('the unstaffed alert 48 hours before the session', () => {
  it('emails support once about a booking still without a chef 48 hours before its start', async () => {
    const { slot } = await booking({ staffed: false, businessName: 'Nobody Yet Bistro' });

    world.atStartOf(slot, -48 * HOUR - MINUTE);
    await world.runJobs();
    expect(supportAlertsAbout('Nobody Yet Bistro')).toHaveLength(0);

    world.atStartOf(slot, -48 * HOUR + MINUTE);
    await world.runJobs();
    const alerts = supportAlertsAbout('Nobody Yet Bistro');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`No chef yet: Nobody Yet Bistro, ${formatLongDay(slot.bookingDate)}`);

    world.atStartOf(slot, -30 * HOUR);
    await world.runJobs();
    expect(supportAlertsAbout('Nobody Yet Bistro')).toHaveLength(1);
  });

  it('does not alert support about a booking that has its chef 48 hours before its start', async () => {
    const { slot } = await booking({ businessName: 'Chef Found Bistro' });

    world.atStartOf(slot, -48 * HOUR + MINUTE);
    await world.runJobs();
    world.atStartOf(slot, -30 * HOUR);
    await world.runJobs();
    expect(supportAlertsAbout('Chef Found Bistro')).toHaveLength(0);
  });
});
