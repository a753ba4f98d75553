import { describe, expect, it } from 'vitest';
import { dayFromNow, useCaseWorld, type Caller } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 17, "Why a chef can't take a booking", through the tRPC callers on
 * in-memory SQLite: the admin reads each chef's reasons, the chef acts on them, and the chef
 * becomes one the admin may offer the booking to.
 */

const world = useCaseWorld();
const admin = (): Caller => world.callerFor({ admin: world.admin });

type Slot = 'morning' | 'afternoon' | 'evening';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** The same slots every day of the week. */
const everyDay = (slots: Slot[]) => Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, slots])) as Parameters<Caller['chef']['setAvailability']>[0]['weekly'];

describe('candidates', () => {
  it('a new chef with no week is told apart, sets a week, takes time off and back, and is then offered the booking', async () => {
    const day = dayFromNow(world, 20);
    const business = await world.register({ bookingDate: day, timeSlot: 'evening', duration: 2 });
    const chef = await world.activeChef();
    await chef.caller.chef.setAvailability({ weekly: everyDay([]) });
    const reasons = async () => (await admin().admin.candidates({ bookingId: business.bookingId })).find(({ chefId }) => chefId === chef.id);

    expect(await reasons()).toEqual({ chefId: chef.id, name: chef.name, eligible: false, reasons: ['No weekly availability set'] });
    // The chef's week has no evenings: they set a week, but not for that time.
    await chef.caller.chef.setAvailability({ weekly: everyDay(['morning']) });
    expect(await reasons()).toMatchObject({ eligible: false, reasons: ['Not available that day and time'] });

    await chef.caller.chef.setAvailability({ weekly: everyDay(['morning', 'afternoon', 'evening']) });
    const away = await chef.caller.chef.addTimeOff({ from: day, to: day, reason: 'Away' });
    expect(await reasons()).toMatchObject({ eligible: false, reasons: ['Time off that day'] });
    await expect(admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] })).rejects.toMatchObject({ message: `${chef.name}: This chef has time off on ${day}` });

    await chef.caller.chef.removeTimeOff({ id: away.id });
    expect(await reasons()).toEqual({ chefId: chef.id, name: chef.name, eligible: true, reasons: [] });
    const candidates = await admin().admin.candidates({ bookingId: business.bookingId });
    // Eligible first: the chef is among those listed before any ineligible one.
    const eligible = candidates.filter((candidate) => candidate.eligible);
    expect(candidates.slice(0, eligible.length)).toEqual(eligible);
    expect(eligible.map(({ chefId }) => chefId)).toContain(chef.id);
    expect(await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] })).toEqual([expect.objectContaining({ chefId: chef.id, status: 'open' })]);
  });
});
