import { describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { ChefLedgerLine, ChefPayoutAccount, Payout } from '../../src/server/areas/payouts/index.js';
import { invariantViolations } from '../support/invariants.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, vancouverDay } from './harness.js';

/**
 * DECISIONS.md section 13 under contention: the admin's payout run through today, sent twice to
 * each of three processes on one database at once, round after round. However the runs
 * interleave, each chef gets one payout a round of exactly what was owed, each ledger line is
 * paid out once, and every balance is back to zero. The slow suite (tests/faults/payouts.test.ts)
 * does the same with four compiled processes over twenty rounds.
 */
const CHEFS = 4;
const ROUNDS = 4;
const RUNS_PER_PROCESS = 2;

const processes = useServerAndSiblings(2);

describe('payout runs from three processes at once', () => {
  it(`pay each chef once a round, each line once, over ${ROUNDS} rounds`, async () => {
    const { server } = processes;
    const admin = await adminClient(server);
    const fixtures = chefFixtures(server, admin);
    const chefIds: number[] = [];
    for (let index = 0; index < CHEFS; index += 1) chefIds.push((await fixtures.addChef({ status: 'active' })).id);
    const owed = (index: number, round: number) => 1_000 * (index + 1) + round;
    const admins = processes.urls().map((url) => {
      const through = new ApiClient(url);
      through.restore(admin.snapshot());
      return through;
    });

    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [index, chefId] of chefIds.entries()) {
        const added = await admins[round % admins.length]!.post(`/api/admin/chefs/${chefId}/adjustments`, { amountCents: owed(index, round), reason: `Round ${round}` });
        expect(added.status, added.text).toBe(201);
      }
      const runs = await Promise.all(admins.flatMap((through) => Array.from({ length: RUNS_PER_PROCESS }, () => through.post('/api/admin/payouts/run', { through: vancouverDay(0) }))));
      for (const run of runs) expect(run.status, run.text).toBe(200);
      const made = runs.flatMap((run) => run.json.payouts as { chefId: number; amountCents: number }[]).filter(({ chefId }) => chefIds.includes(chefId));
      expect(made.map(({ chefId }) => chefId).sort((a, b) => a - b), `round ${round}`).toEqual([...chefIds].sort((a, b) => a - b));
      for (const [index, chefId] of chefIds.entries()) expect(made.find((payout) => payout.chefId === chefId)!.amountCents, `round ${round}`).toBe(owed(index, round));
    }

    const manager = server.dataSource.manager;
    const payouts = await manager.findBy(Payout, { chefId: In(chefIds) });
    const adjustments = (await manager.findBy(ChefLedgerLine, { chefId: In(chefIds) })).filter((line) => line.kind === 'adjustment');
    expect(payouts).toHaveLength(CHEFS * ROUNDS);
    expect(adjustments).toHaveLength(CHEFS * ROUNDS);
    // Each adjustment in exactly one payout, its own chef's, and each payout the sum of its lines.
    for (const payout of payouts) {
      const paid = adjustments.filter((line) => line.payoutId === payout.id);
      expect(paid.map(({ chefId }) => chefId)).toEqual([payout.chefId]);
      expect(paid.reduce((sum, line) => sum + line.amountCents, 0)).toBe(payout.amountCents);
    }
    const accounts = await manager.findBy(ChefPayoutAccount, { chefId: In(chefIds) });
    expect(chefIds.map((chefId) => accounts.find((account) => account.chefId === chefId)?.balanceCents)).toEqual(chefIds.map(() => 0));
    expect(await invariantViolations(server.db)).toEqual([]);
  });
});
