/** This area's SQL texts, for any driver's placeholder (core/db/statements.ts compiles them once per driver). */
export const chefLedgerSql = (parameter: (index: number) => string) => ({
  // The balance's floor is the UPDATE's own condition: no row comes back when it would go below zero.
  moveBalance: `UPDATE chef_payout_account SET "balanceCents" = "balanceCents" + ${parameter(0)}
    WHERE "chefId" = ${parameter(1)} AND "balanceCents" + ${parameter(2)} >= 0 RETURNING "balanceCents"`,
});
