import type { EntitySubscriberInterface } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';
import { invariantViolations } from '../support/invariants.js';
import { useClockedServer } from './clocked-server.js';

const suite = useClockedServer();

/** An admin's adjustment of the chef's balance: its line and the balance change in one transaction. */
async function adjust(chefId: number, amountCents: number) {
  const adjusted = await suite.admin.post(`/api/admin/chefs/${chefId}/adjustments`, { amountCents, reason: 'Catering week' });
  expect(adjusted.status, adjusted.text).toBe(201);
}

describe('the invariant check the tests run', () => {
  it("reads one snapshot: a chef's line committed between its read of the balances and its read of the lines is seen whole or not at all", async () => {
    const chef = await suite.fixtures.availableChef();
    await adjust(chef.id, 1_000);
    // Once the check has read the balances, another transaction adds a line and moves the
    // balance (as the job confirming a timesheet after its 72 hours may, while a test checks).
    // On PostgreSQL it commits before the check reads on; on SQLite the check holds the write
    // lock, so it waits for the check, and is awaited after it.
    let committing: Promise<void> | undefined;
    const between: EntitySubscriberInterface<ChefPayoutAccount> = {
      listenTo: () => ChefPayoutAccount,
      async afterLoad() {
        if (committing) return;
        committing = adjust(chef.id, 36_000);
        if (suite.server.db.engine === 'postgres') await committing;
      },
    };
    suite.server.dataSource.subscribers.push(between);
    try {
      expect(await invariantViolations(suite.server.db)).toEqual([]);
    } finally {
      suite.server.dataSource.subscribers.splice(suite.server.dataSource.subscribers.indexOf(between), 1);
    }
    expect(committing).toBeDefined();
    await committing;
    expect((await suite.server.dataSource.manager.findOneByOrFail(ChefPayoutAccount, { chefId: chef.id })).balanceCents).toBe(37_000);
  });
});
