import { describe, expect, it } from 'vitest';
import { lastSundayBefore, nextWeeklyRun } from './index.js';
import { ChefLedgerLine, Payout } from './entities.js';
import { dayFromNow, refusal, useCaseWorld, vancouverInstant } from '../../../../tests/support/use-case-world.js';
import { ChefPayoutAccount } from './entities.js';

/**
 * DECISIONS.md section 13, paying chefs: the rate recorded on the assignment, the chef ledger
 * written by every completion path and by late cancellations (never by a no-show), the
 * admin's adjustments, payouts (through, GST, each line once), marking paid, and the
 * Wednesday job.
 */

const world = useCaseWorld();
const HOUR = 3_600_000;
const admin = () => world.callerFor({ admin: world.admin }).admin;
let nextDay = 3;

/** A business's first booking of `duration` hours with a new chef at `rate` dollars an hour assigned. */
async function staffed(duration: number, rate = 52, chefOverrides: Record<string, unknown> = {}) {
  const slot = { bookingDate: dayFromNow(world, nextDay++), timeSlot: 'morning' };
  const business = await world.register({ duration, ...slot });
  const chef = await world.activeChef({ hourlyRate: rate, ...chefOverrides });
  await admin().assignChef({ bookingId: business.bookingId, chefId: chef.id });
  return { business, chef, slot, bookingId: business.bookingId };
}

const linesOf = (chefId: number) => world.dataSource.manager.find(ChefLedgerLine, { where: { chefId }, order: { id: 'ASC' } });

describe('what a chef earns', () => {
  it('pays a completed session at the rate of the assignment, whatever the rate becomes', async () => {
    const { chef, slot, bookingId, business } = await staffed(4, 52);
    await admin().updateChef({ id: chef.id, hourlyRate: 60 });
    world.atStartOf(slot, 5 * HOUR);
    await admin().completeBooking({ id: bookingId });
    const earnings = await chef.caller.chef.earnings();
    expect(earnings.balanceCents).toBe(4 * 5_200);
    expect(earnings.lines).toEqual([expect.objectContaining({ kind: 'earning', amountCents: 20_800, bookingId, payoutId: null })]);
    const businessName = (await business.caller.business.dashboard({})).business!.businessName;
    expect(earnings.lines[0]!.description).toMatch(new RegExp(`^Session: ${businessName}, [A-Z][a-z]+ \\d{1,2}, \\d{4}$`));
  });

  it('pays the hours a confirmed timesheet reports, once', async () => {
    const { chef, slot, bookingId, business } = await staffed(5, 40);
    world.atStartOf(slot, 6 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 6, note: 'Ran long' });
    await business.caller.business.bookings.confirmTimesheet({ bookingId });
    expect((await linesOf(chef.id)).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([['earning', 24_000]]);
  });

  it('pays the hours the admin settles a disputed timesheet at, and the booked hours of a timesheet nobody answered for 72 hours', async () => {
    const disputed = await staffed(5, 40);
    world.atStartOf(disputed.slot, 6 * HOUR);
    await disputed.chef.caller.chef.submitTimesheet({ bookingId: disputed.bookingId, hours: 6, note: '' });
    await disputed.business.caller.business.bookings.disputeTimesheet({ bookingId: disputed.bookingId, reason: 'We closed at 2' });
    await admin().settleTimesheet({ id: disputed.bookingId, hours: 4, note: 'Closed at 2' });
    expect((await linesOf(disputed.chef.id)).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([['earning', 16_000]]);

    const silent = await staffed(3, 40);
    world.atStartOf(silent.slot, HOUR);
    await silent.chef.caller.chef.submitTimesheet({ bookingId: silent.bookingId, hours: 3, note: '' });
    world.atStartOf(silent.slot, HOUR + 72 * HOUR + 60_000);
    await world.runJobs();
    expect((await linesOf(silent.chef.id)).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([['earning', 12_000]]);
  });

  it("pays each staffed booking the admin's sweep completes, and nothing for one without a chef", async () => {
    const swept = await staffed(2, 45);
    const unstaffed = await world.register({ duration: 2, bookingDate: swept.slot.bookingDate, timeSlot: 'afternoon' });
    world.atStartOf(swept.slot, 2 * 24 * HOUR);
    await admin().completePastBookings();
    expect((await linesOf(swept.chef.id)).map(({ kind, amountCents, bookingId }) => [kind, amountCents, bookingId])).toEqual([['earning', 9_000, swept.bookingId]]);
    expect(await world.dataSource.manager.findBy(ChefLedgerLine, { bookingId: unstaffed.bookingId })).toEqual([]);
  });

  it('pays the fee hours of a late cancellation to the assigned chef, and nothing for a no-show', async () => {
    const late = await staffed(6, 50);
    world.atStartOf(late.slot, -2 * HOUR);
    const canceled = await late.business.caller.business.bookings.cancel({ bookingId: late.bookingId });
    expect(canceled.feeHours).toBe(4);
    expect((await linesOf(late.chef.id)).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([['late-cancel', 20_000]]);

    const absent = await staffed(3, 50);
    world.atStartOf(absent.slot, HOUR);
    await admin().chefNoShow({ id: absent.bookingId });
    expect(await linesOf(absent.chef.id)).toEqual([]);
  });

  it("lets the admin adjust a balance, never below zero", async () => {
    const chef = await world.activeChef();
    const added = await admin().payouts.adjust({ chefId: chef.id, amountCents: 5_000, reason: 'Travel to Whistler' });
    expect(added).toMatchObject({ success: true, balanceCents: 5_000, line: { kind: 'adjustment', amountCents: 5_000, description: 'Adjustment: Travel to Whistler' } });
    expect(await refusal(admin().payouts.adjust({ chefId: chef.id, amountCents: -5_001, reason: 'Too much' }))).toMatchObject({ status: 409, message: "This would take the chef's balance below zero" });
    expect((await admin().payouts.adjust({ chefId: chef.id, amountCents: -5_000, reason: 'Double payment' })).balanceCents).toBe(0);
  });
});

describe('payouts', () => {
  it('pays every unpaid line up to through once, leaves later lines, adds GST for a registered chef, and answers only new payouts', async () => {
    const registered = await staffed(2, 50);
    await world.dataSource.manager.upsert(ChefPayoutAccount, { chefId: registered.chef.id, gstNumber: '123456782 RT0001' }, ['chefId']);
    world.atStartOf(registered.slot, 3 * HOUR);
    await admin().completeBooking({ id: registered.bookingId });
    const day = registered.slot.bookingDate;

    // The line is dated the session's day: a run through the day before leaves it.
    expect((await admin().payouts.run({ through: dayFromNow(world, -1) })).payouts.filter(({ chefId }) => chefId === registered.chef.id)).toEqual([]);
    const { payouts } = await admin().payouts.run({ through: day });
    const payout = payouts.find(({ chefId }) => chefId === registered.chef.id)!;
    expect(payout).toMatchObject({ amountCents: 10_000, gstCents: 500, status: 'pending', through: day, chefName: registered.chef.name });
    expect((await admin().payouts.run({ through: day })).payouts.filter(({ chefId }) => chefId === registered.chef.id)).toEqual([]);

    const earnings = await registered.chef.caller.chef.earnings();
    expect(earnings.balanceCents).toBe(0);
    expect(earnings.lines.map(({ kind, amountCents, payoutId }) => [kind, amountCents, payoutId])).toEqual([
      ['payout', -10_000, payout.id],
      ['earning', 10_000, payout.id],
    ]);

    const paid = await admin().payouts.markPaid({ payoutId: payout.id, reference: 'EFT 2026-48' });
    expect(paid.payout).toMatchObject({ status: 'paid', reference: 'EFT 2026-48' });
    expect(await refusal(admin().payouts.markPaid({ payoutId: payout.id, reference: 'again' }))).toMatchObject({ status: 409, message: 'This payout is already paid' });
    await world.runJobs();
    expect(world.mail.find((mail) => mail.to === registered.chef.email && mail.subject === 'ChefConnect paid you $105.00')).toBeDefined();
  });

  it('refuses a through after today', async () => {
    expect(await refusal(admin().payouts.run({ through: dayFromNow(world, 1) }))).toMatchObject({ status: 400, message: 'Through must be today or earlier' });
  });

  it('runs by itself on Wednesdays at 09:00 in Vancouver, through the Sunday before, and queues the next week', async () => {
    const { chef, slot, bookingId } = await staffed(3, 45);
    world.atStartOf(slot, 4 * HOUR);
    await admin().completeBooking({ id: bookingId });
    const runAt = nextWeeklyRun(new Date(vancouverInstant(slot.bookingDate, 12).getTime() + 7 * 24 * HOUR));
    world.clock.offsetMs = runAt.getTime() + 60_000 - Date.now();
    await world.services.payouts.ensureWeeklyRun();
    await world.runJobs();
    const payout = await world.dataSource.manager.findOneBy(Payout, { chefId: chef.id });
    expect(payout).toMatchObject({ amountCents: 13_500, status: 'pending', through: lastSundayBefore(runAt.toISOString().slice(0, 10)) });
  });
});

describe('the calendar of runs', () => {
  it('takes the Sunday before as through and the next Wednesday 09:00 Vancouver as the next run', () => {
    expect(lastSundayBefore('2026-12-02')).toBe('2026-11-29');
    expect(lastSundayBefore('2026-11-29')).toBe('2026-11-22');
    // 09:00 in Vancouver is 16:00 UTC all year since 2026 (section 22): in December too.
    expect(nextWeeklyRun(new Date('2026-12-02T15:59:00Z')).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(nextWeeklyRun(new Date('2026-12-02T16:00:00Z')).toISOString()).toBe('2026-12-09T16:00:00.000Z');
    expect(nextWeeklyRun(new Date('2027-03-15T12:00:00Z')).toISOString()).toBe('2027-03-17T16:00:00.000Z');
    expect(nextWeeklyRun(new Date('2027-11-08T12:00:00Z')).toISOString()).toBe('2027-11-10T16:00:00.000Z');
  });
});

describe('the invariants of money out', () => {
  it('name a balance that is not the sum of its lines and a payout whose lines do not add up', async () => {
    const chef = await world.activeChef();
    await admin().payouts.adjust({ chefId: chef.id, amountCents: 3_000, reason: 'Bonus' });
    const { payouts } = await admin().payouts.run({ through: dayFromNow(world, 0) });
    const payout = payouts.find(({ chefId }) => chefId === chef.id)!;
    expect(await world.invariantViolations()).toEqual([]);

    await world.dataSource.query(`UPDATE chef_payout_account SET "balanceCents" = 10 WHERE "chefId" = ${chef.id}`);
    expect(await world.invariantViolations()).toContain(`chef ${chef.id}: balance 10 is not the sum of its lines, 0`);
    await world.dataSource.query(`UPDATE chef_payout_account SET "balanceCents" = 0 WHERE "chefId" = ${chef.id}`);

    await world.dataSource.query(`UPDATE payout SET "amountCents" = 2999 WHERE id = ${payout.id}`);
    expect(await world.invariantViolations()).toEqual(expect.arrayContaining([`payout ${payout.id}: amount 2999 is not the sum of its lines, 3000`]));
    await world.dataSource.query(`UPDATE payout SET "amountCents" = 3000 WHERE id = ${payout.id}`);
  });
});

describe('tax details', () => {
  it('stores the tax id encrypted, shows it masked, and opens it only in the yearly export', async () => {
    const { chef, slot, bookingId } = await staffed(2, 50);
    const saved = await chef.caller.chef.setTaxDetails({ legalName: 'Marie-Claire Dubois', mailingAddress: '1200 Main St\nVancouver, BC V6A 4B6', gstNumber: '', taxId: '046 454 286' });
    expect(saved).toEqual({ legalName: 'Marie-Claire Dubois', mailingAddress: '1200 Main St\nVancouver, BC V6A 4B6', gstNumber: null, taxId: '•••••••86' });
    const [row] = (await world.dataSource.query(`SELECT "taxIdCiphertext" FROM chef_payout_account WHERE "chefId" = ${chef.id}`)) as { taxIdCiphertext: string }[];
    expect(row!.taxIdCiphertext).not.toMatch(/046|454|286/);
    // Left out, the stored tax id stays.
    expect((await chef.caller.chef.setTaxDetails({ legalName: 'Marie-Claire Dubois', mailingAddress: 'PO Box 5', gstNumber: '' })).taxId).toBe('•••••••86');
    expect(await refusal(chef.caller.chef.setTaxDetails({ legalName: 'M', mailingAddress: 'PO Box 5', taxId: '12345' }))).toMatchObject({ status: 400, fieldErrors: { taxId: 'Enter a 9-digit SIN or business number' } });

    world.atStartOf(slot, 3 * HOUR);
    await admin().completeBooking({ id: bookingId });
    const { payouts } = await admin().payouts.run({ through: slot.bookingDate });
    const payout = payouts.find(({ chefId }) => chefId === chef.id)!;
    await admin().payouts.markPaid({ payoutId: payout.id, reference: 'EFT 1' });
    const year = Number(new Date(Date.now() + world.clock.offsetMs).toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' }).slice(0, 4));
    const rows = await world.services.payouts.yearlyEarningsRows(year);
    expect(rows.find((cells) => cells[0] === chef.id)).toEqual([chef.id, chef.name, 'Marie-Claire Dubois', 'PO Box 5', '046454286', '', '100.00', '0.00', '100.00']);
  });
});
