import { describe, expect, expectTypeOf, it } from 'vitest';
import { payoutMonthTotalsListAnswer } from '../../../common/schemas/answers/payouts.js';
import { csvCell } from '../../core/csv.js';
import { refusal, useCaseWorld, vancouverInstant, type Caller } from '../../../../tests/support/use-case-world.js';
import { ChefPayoutAccount } from './entities.js';

/**
 * What money out reports (DECISIONS.md section 13): "Paid to chefs" per
 * month on /admin/finance, and the lines of a chef's Vancouver year for its CSV. The
 * statements' PDF and the CSV itself are read over HTTP in tests/integration/payout-reports.test.ts.
 */

const world = useCaseWorld();
const admin = () => world.callerFor({ admin: world.admin }).admin;
const MINUTE = 60_000;

/** Moves the services' clock to `at`. */
function at(instant: Date): void {
  world.clock.offsetMs = instant.getTime() - Date.now();
}

/** A chef owed `cents` (an admin's adjustment), paid out at once through today; its payout. */
async function payoutOf(cents: number, gstNumber: string | null = null) {
  const chef = await world.activeChef();
  if (gstNumber) await world.dataSource.manager.upsert(ChefPayoutAccount, { chefId: chef.id, gstNumber }, ['chefId']);
  await admin().payouts.adjust({ chefId: chef.id, amountCents: cents, reason: 'Catering week' });
  const { payouts } = await admin().payouts.run({ through: new Date(Date.now() + world.clock.offsetMs).toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' }) });
  return { chef, payout: payouts.find(({ chefId }) => chefId === chef.id)! };
}

describe('"Paid to chefs" per month', () => {
  it('sums paid payouts by the Vancouver month of their payment, newest first, leaving pending ones out', async () => {
    expect(await admin().payouts.monthTotals()).toEqual([]);

    // 23:30 on January 31 in Vancouver is already February 1 in UTC: it counts in January.
    at(new Date(vancouverInstant('2030-02-01', 0).getTime() - 30 * MINUTE));
    const registered = await payoutOf(10_000, '123456782 RT0001');
    expect(registered.payout.gstCents).toBe(500);
    await admin().payouts.markPaid({ payoutId: registered.payout.id, reference: 'EFT 1' });
    const january = await payoutOf(4_000);
    await admin().payouts.markPaid({ payoutId: january.payout.id, reference: 'EFT 2' });
    // Run in January, paid just after midnight on February 1: February.
    const february = await payoutOf(2_500);
    at(new Date(vancouverInstant('2030-02-01', 0).getTime() + 30 * MINUTE));
    await admin().payouts.markPaid({ payoutId: february.payout.id, reference: 'EFT 3' });
    // Pending: not paid to anyone yet.
    await payoutOf(7_000);
    at(vancouverInstant('2030-04-15', 12));
    const april = await payoutOf(1_000);
    await admin().payouts.markPaid({ payoutId: april.payout.id, reference: 'EFT 4' });

    const totals = await admin().payouts.monthTotals();
    expect(payoutMonthTotalsListAnswer.parse(totals)).toEqual(totals);
    expect(totals).toEqual([
      { month: '2030-04', payouts: 1, amountCents: 1_000, gstCents: 0 },
      { month: '2030-02', payouts: 1, amountCents: 2_500, gstCents: 0 },
      { month: '2030-01', payouts: 2, amountCents: 14_000, gstCents: 500 },
    ]);
    expect(await world.services.payouts.monthTotals()).toEqual(totals);
  });

  it('is for admins only', async () => {
    const chef = await world.activeChef();
    expect((await refusal(chef.caller.admin.payouts.monthTotals())).status).toBe(401);
  });

  it('answers the type of its answer schema', () => {
    expectTypeOf<Awaited<ReturnType<Caller['admin']['payouts']['monthTotals']>>>().toEqualTypeOf<typeof payoutMonthTotalsListAnswer._output>();
  });
});

describe("a chef's year as CSV", () => {
  it('holds the lines dated in that Vancouver year, oldest first, with their payout', async () => {
    const chef = await world.activeChef();
    const other = await world.activeChef();
    at(vancouverInstant('2029-12-31', 12));
    await admin().payouts.adjust({ chefId: chef.id, amountCents: 1_000, reason: 'Before' });
    // 23:30 on December 31 in Vancouver is already January 1 in UTC: the lines belong to 2030.
    at(new Date(vancouverInstant('2031-01-01', 0).getTime() - 30 * MINUTE));
    await admin().payouts.adjust({ chefId: chef.id, amountCents: 5_000, reason: "New Year's Eve" });
    await admin().payouts.adjust({ chefId: other.id, amountCents: 3_000, reason: 'Not yours' });
    const { payouts } = await admin().payouts.run({ through: '2030-12-31' });
    const payoutId = payouts.find(({ chefId }) => chefId === chef.id)!.id;
    at(new Date(vancouverInstant('2031-01-01', 0).getTime() + 30 * MINUTE));
    await admin().payouts.adjust({ chefId: chef.id, amountCents: 2_000, reason: 'After midnight' });

    const rows = (year: number) => world.services.payouts.yearCsvRows(chef.id, year);
    expect(await rows(2029)).toEqual([['2029-12-31', 'adjustment', 'Adjustment: Before', '10.00', payoutId]]);
    expect(await rows(2030)).toEqual([
      ['2030-12-31', 'adjustment', "Adjustment: New Year's Eve", '50.00', payoutId],
      ['2030-12-31', 'payout', `Payout #${payoutId} through December 31, 2030`, '-60.00', payoutId],
    ]);
    expect(await rows(2031)).toEqual([['2031-01-01', 'adjustment', 'Adjustment: After midnight', '20.00', '']]);
    expect(await rows(2032)).toEqual([]);
  });

  it('writes a negative amount as a number, and still disarms text that starts like a formula', () => {
    expect(csvCell('-60.00')).toBe('-60.00');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-60.00 ')).toBe("'-60.00 ");
  });
});
