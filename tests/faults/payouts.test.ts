import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { ChefLedgerLine, ChefPayoutAccount, Payout } from '../../src/server/areas/payouts/index.js';
import { vancouverDay } from '../integration/fixtures.js';
import { adminCookie, invariantViolations, readDatabase, request, scratchDatabase, startServer, type Scratch } from './support.js';

/**
 * DECISIONS.md section 13 with four server processes on one database: the admin's payout run
 * sent to all four at once, round after round. Runs never overlap and a line is paid out once:
 * one payout per chef per round, each line in exactly one payout, every balance back to zero.
 */
const PROCESSES = 4;
const ROUNDS = 20;
const CHEFS = 5;

let scratch: Scratch;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase();
  servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(scratch.databaseUrl, scratch.dir)));
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGKILL');
    await server.exited;
  }
  await scratch?.remove();
});

describe(`payout runs from ${PROCESSES} processes at once`, () => {
  it(`pay each chef once per round and each line once, over ${ROUNDS} rounds`, async () => {
    const admin = await adminCookie(servers[0]!.url);
    const chefIds: number[] = [];
    for (let index = 0; index < CHEFS; index++) {
      const created = await request(servers[0]!.url, 'POST', '/api/admin/chefs', {
        name: `Payout Chef ${index}`,
        email: `payout.chef.${index}.${Date.now()}@example.com`,
        specialty: 'Pastry',
        group: 'rising',
        yearsExperience: 4,
        serviceTypes: ['in-person'],
        hourlyRate: 45,
        status: 'active',
      }, admin);
      expect(created.status, created.text).toBe(201);
      chefIds.push((created.json as { id: number }).id);
    }

    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, chefId] of chefIds.entries()) {
        const added = await request(servers[round % PROCESSES]!.url, 'POST', `/api/admin/chefs/${chefId}/adjustments`, { amountCents: 1_000 * (index + 1) + round, reason: `Round ${round}` }, admin);
        expect(added.status, added.text).toBe(201);
      }
      const runs = await Promise.all(servers.map((server) => request(server.url, 'POST', '/api/admin/payouts/run', {}, admin)));
      // Through the last Sunday: today's lines wait. A run through today takes them, from every process at once.
      const today = await Promise.all(servers.map((server) => request(server.url, 'POST', '/api/admin/payouts/run', { through: vancouverDay(0) }, admin)));
      for (const answer of [...runs, ...today]) expect(answer.status, answer.text).toBe(200);
      const made = today.flatMap((answer) => (answer.json as { payouts: { chefId: number; amountCents: number }[] }).payouts);
      expect(made.map(({ chefId }) => chefId).sort((a, b) => a - b), `round ${round}`).toEqual([...chefIds].sort((a, b) => a - b));
      for (const [index, chefId] of chefIds.entries()) expect(made.find((payout) => payout.chefId === chefId)!.amountCents).toBe(1_000 * (index + 1) + round);
    }

    const state = await readDatabase(scratch.databaseUrl, async (dataSource) => ({
      payouts: await dataSource.manager.find(Payout),
      lines: await dataSource.manager.find(ChefLedgerLine),
      accounts: await dataSource.manager.find(ChefPayoutAccount),
      problems: await invariantViolations(dataSource),
    }));
    expect(state.payouts).toHaveLength(CHEFS * ROUNDS);
    const adjustments = state.lines.filter((line) => line.kind === 'adjustment');
    expect(adjustments).toHaveLength(CHEFS * ROUNDS);
    // Each adjustment in exactly one payout, of its own chef, and the payout's amount the sum of its lines.
    for (const payout of state.payouts) {
      const paid = adjustments.filter((line) => line.payoutId === payout.id);
      expect(paid.map(({ chefId }) => chefId)).toEqual([payout.chefId]);
      expect(paid.reduce((sum, line) => sum + line.amountCents, 0)).toBe(payout.amountCents);
    }
    expect(chefIds.map((chefId) => state.accounts.find((account) => account.chefId === chefId)?.balanceCents)).toEqual(chefIds.map(() => 0));
    expect(state.problems).toEqual([]);
  }, 600_000);
});
