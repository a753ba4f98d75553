import { Between, In, IsNull, LessThan, Not, type EntityManager } from 'typeorm';
import { formatDay } from '../../../common/dates.js';
import { GST_BASIS_POINTS, formatCents, taxCents } from '../../../common/money.js';
import { isGstNumber, type AdjustmentInput, type BankAccountInput, type PayoutStatus, type TaxDetailsInput } from '../../../common/schemas/payouts.js';
import type { AdjustmentAnswer, BankAccountAnswer, ChefLineAnswer, EarningsAnswer, PayoutAnswer, PayoutMonthTotalsAnswer, PayoutPreviewAnswer, TaxDetailsAnswer } from '../../../common/schemas/answers/payouts.js';
import { company } from '../../../common/site.js';
import { shiftDay, vancouverInstant, vancouverToday } from '../../../common/vancouver-time.js';
import { recordAudit } from '../../core/audit.js';
import { csvDollars } from '../../core/csv.js';
import type { AdminPrincipal, ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { AuditLog } from '../../core/db/entities/audit-log.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Job } from '../../core/db/entities/job.js';
import { ChefLedgerLine, Payout, type ChefPayoutAccount } from './entities.js';
import { payoutAccountOf, payoutAccountsOf, updatePayoutAccount } from './account-rows.js';
import { lockName } from '../../core/db/locks.js';
import { heldRow } from '../../core/db/rows.js';
import { AppError } from '../../core/errors.js';
import { CHEF_NOT_FOUND } from '../../../common/schemas/chefs.js';
import { writeChefLine } from './chef-ledger.js';
import { encryptionOffEmail } from './emails.js';
import { renderPayoutStatement } from './statement-pdf.js';
import { payPayout } from './settle.js';

/**
 * Payouts (DECISIONS.md section 13): a run gathers each chef's lines not yet paid out and dated
 * on or before `through`, and writes for each chef one payout and its negative line, in one
 * transaction. Runs take one lock, so two processes never run at once, and each line is
 * marked with its payout by an UPDATE conditioned on having none: a line is paid out once.
 */

export const PAYOUT_NOT_FOUND = 'Payout not found';
export const PAYOUT_ALREADY_PAID = 'This payout is already paid';
export const PAYOUT_NOT_PENDING = 'Only a pending payout can be marked paid';
export const PAYOUT_IN_TRANSFER = 'This payout is being paid by Stripe transfer: it is marked paid when Stripe confirms it';
export const THROUGH_IN_FUTURE = 'Through must be today or earlier';
/** A tax id or bank account given before the operator set PII_KEY (DECISIONS.md section 23). */
export const ENCRYPTION_OFF = 'Your tax number and bank account can be saved once ChefConnect turns on encryption; we have been told.';
/** The audit action (and lock) that remembers support was told PII_KEY is missing. */
const PII_KEY_ALERT = 'payouts.pii-key-missing';
/** How many of a chef's latest lines the earnings view shows. */
const LINES_SHOWN = 100;
/** The weekly run: Wednesdays at 09:00 in Vancouver, through the Sunday before. */
const RUN_WEEKDAY = 3;
const RUN_HOUR = 9;
const WEEKLY_RUN_KEY = 'payouts:weekly';

/** The day of the week of a YYYY-MM-DD day (0 Sunday … 6 Saturday). */
function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The last Sunday strictly before `today`: the default `through` of a run. */
export function lastSundayBefore(today: string): string {
  const back = weekday(today) === 0 ? 7 : weekday(today);
  return shiftDay(today, -back);
}

/** The next Wednesday 09:00 in Vancouver after `now`. */
export function nextWeeklyRun(now: Date): Date {
  const today = vancouverToday(now);
  for (let days = 0; ; days++) {
    const day = shiftDay(today, days);
    const runAt = vancouverInstant(day, RUN_HOUR);
    if (weekday(day) === RUN_WEEKDAY && runAt > now) return runAt;
  }
}

/** The tax id as every view shows it: its last two digits only. */
function maskedTaxId(lastDigits: string | null): string | null {
  return lastDigits === null ? null : `•••••••${lastDigits}`;
}

/** The bank account as every view shows it (DECISIONS.md section 23): only the account number's last digits; all null before one is given. */
function maskedBankAccount(lastDigits: string | null): { institutionNumber: string | null; transitNumber: string | null; accountNumber: string | null } {
  return lastDigits === null ? { institutionNumber: null, transitNumber: null, accountNumber: null } : { institutionNumber: '•••', transitNumber: '•••••', accountNumber: `••••${lastDigits}` };
}

/** The chef's payout account as their own export shows it (DECISIONS.md section 21): the tax id and bank account masked, as the chef is shown them, never sealed. */
export async function heldPayoutAccount(manager: EntityManager, chefId: number): Promise<Record<string, unknown>> {
  const account = await payoutAccountOf(manager, chefId);
  return {
    ...heldRow(account, ['chefId', 'taxIdCiphertext', 'taxIdLastDigits', 'bankAccountCiphertext', 'bankAccountLastDigits']),
    taxId: maskedTaxId(account.taxIdLastDigits),
    bankAccount: maskedBankAccount(account.bankAccountLastDigits),
  };
}

function toTaxDetails(account: ChefPayoutAccount): TaxDetailsAnswer {
  return { legalName: account.legalName, mailingAddress: account.mailingAddress, gstNumber: account.gstNumber, taxId: maskedTaxId(account.taxIdLastDigits) };
}

function toLineAnswer(line: ChefLedgerLine): ChefLineAnswer {
  const { id, kind, amountCents, description, hours, hourlyRateCents, bookingId, payoutId } = line;
  return { id, kind, amountCents, description, hours, hourlyRateCents, bookingId, payoutId, createdAt: line.createdAt.toISOString() };
}

/** One chef's payout as a run would make it. */
interface PlannedPayout {
  chef: Chef;
  lines: ChefLedgerLine[];
  amountCents: number;
  gstCents: number;
}

function toPayoutAnswer(payout: Payout, chefName: string): PayoutAnswer {
  return {
    id: payout.id,
    chefId: payout.chefId,
    chefName,
    through: payout.through,
    amountCents: payout.amountCents,
    gstCents: payout.gstCents,
    status: payout.status,
    reference: payout.reference,
    paidAt: payout.paidAt?.toISOString() ?? null,
    createdAt: payout.createdAt.toISOString(),
  };
}

async function payoutViews(manager: EntityManager, payouts: Payout[]): Promise<PayoutAnswer[]> {
  const chefs = await manager.findBy(Chef, { id: In([...new Set(payouts.map(({ chefId }) => chefId))]) });
  const nameOf = new Map(chefs.map((chef) => [chef.id, chef.name]));
  return payouts.map((payout) => toPayoutAnswer(payout, nameOf.get(payout.chefId) ?? ''));
}

/** Why the admin's "mark paid" changed nothing, as the payout is now (a second process may have ended it meanwhile). */
async function whyNotPayable(manager: EntityManager, payoutId: number): Promise<string> {
  const payout = await manager.findOneByOrFail(Payout, { id: payoutId });
  if (payout.status === 'paid') return PAYOUT_ALREADY_PAID;
  return payout.status === 'pending' && payout.transferStartedAt ? PAYOUT_IN_TRANSFER : PAYOUT_NOT_PENDING;
}

export function createPayoutService(ctx: ServiceContext) {
  /**
   * What a run through `through` pays: for each chef, the lines not yet paid out dated on or
   * before that day, their sum, and GST on it. The run writes exactly this (under its lock) and
   * the preview shows it, so the two can never disagree.
   */
  async function plannedPayouts(manager: EntityManager, through: string): Promise<PlannedPayout[]> {
    const unpaid = await manager.find(ChefLedgerLine, {
      where: { payoutId: IsNull(), kind: Not('payout'), createdAt: LessThan(vancouverInstant(shiftDay(through, 1), 0)) },
      order: { id: 'ASC' },
    });
    const byChef = new Map<number, ChefLedgerLine[]>();
    for (const line of unpaid) byChef.set(line.chefId, [...(byChef.get(line.chefId) ?? []), line]);
    // The chefs and their accounts once: no query per chef.
    const chefs = new Map((await manager.findBy(Chef, { id: In([...byChef.keys()]) })).map((chef) => [chef.id, chef]));
    const accounts = await payoutAccountsOf(manager, [...byChef.keys()]);
    const planned: PlannedPayout[] = [];
    for (const [chefId, lines] of byChef) {
      const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const account = accounts.get(chefId)!;
      // Nothing owed, or a later negative adjustment that this payout would overdraw: the lines wait for a later run.
      if (amountCents <= 0 || account.balanceCents < amountCents) continue;
      // GST only for a real GST/HST number: text saved before numbers were checked ("x") adds none.
      planned.push({ chef: chefs.get(chefId)!, lines, amountCents, gstCents: isGstNumber(account.gstNumber) ? taxCents(amountCents, GST_BASIS_POINTS) : 0 });
    }
    return planned;
  }

  /** One run, in the caller's transaction, under the runs' lock. */
  async function runIn(manager: EntityManager, through: string): Promise<Payout[]> {
    await lockName(manager, 'payout-run');
    const now = ctx.now();
    const made: number[] = [];
    for (const { chef, lines, amountCents, gstCents } of await plannedPayouts(manager, through)) {
      const chefId = chef.id;
      const { identifiers } = await manager.insert(Payout, { chefId, through, amountCents, gstCents, status: 'pending', createdAt: now });
      const payoutId = identifiers[0]!.id as number;
      const { affected } = await manager.update(ChefLedgerLine, { id: In(lines.map(({ id }) => id)), payoutId: IsNull() }, { payoutId });
      if (affected !== lines.length) throw new Error(`payout ${payoutId}: ${lines.length} lines gathered, ${affected} still unpaid`);
      await writeChefLine(manager, { chefId, kind: 'payout', amountCents: -amountCents, description: `Payout #${payoutId} through ${formatDay(through)}`, bookingId: null, payoutId, createdAt: now });
      // Stripe Connect pays it by a job after the commit: a transfer never holds the run's transaction.
      if (ctx.payouts.provider === 'stripe') await ctx.jobs.enqueue(manager, 'transferPayout', { payoutId });
      made.push(payoutId);
    }
    return manager.find(Payout, { where: { id: In(made) }, order: { id: 'ASC' } });
  }

  /** The day a run (or its preview) pays through: the last Sunday when not given, and never after today. */
  function runDay(through: string | undefined): string {
    const today = vancouverToday(ctx.now());
    const day = through ?? lastSundayBefore(today);
    if (day > today) throw new AppError('BAD_REQUEST', THROUGH_IN_FUTURE, { through: THROUGH_IN_FUTURE });
    return day;
  }

  /**
   * A tax id or bank account given to a server without PII_KEY: the operator must set it, and
   * support is told the first time only (an audit row, claimed under a lock, remembers it).
   */
  async function alertEncryptionOff(manager: EntityManager): Promise<void> {
    await lockName(manager, PII_KEY_ALERT);
    if (await manager.existsBy(AuditLog, { action: PII_KEY_ALERT })) return;
    await recordAudit(manager, null, null, PII_KEY_ALERT, 'A chef gave a tax number or bank account, which cannot be stored without PII_KEY');
    await ctx.jobs.enqueue(manager, 'email', encryptionOffEmail(company.supportEmail, `${ctx.publicUrl}/admin/payouts`));
  }

  async function earningsIn(manager: EntityManager, chefId: number): Promise<EarningsAnswer> {
    const chef = await manager.findOneBy(Chef, { id: chefId });
    if (!chef) throw new AppError('NOT_FOUND', CHEF_NOT_FOUND);
    const lines = await manager.find(ChefLedgerLine, { where: { chefId }, order: { id: 'DESC' }, take: LINES_SHOWN });
    const payouts = await manager.find(Payout, { where: { chefId }, order: { id: 'DESC' }, take: LINES_SHOWN });
    const { balanceCents } = await payoutAccountOf(manager, chefId);
    return { balanceCents, lines: lines.map(toLineAnswer), payouts: payouts.map((payout) => toPayoutAnswer(payout, chef.name)) };
  }

  return {
    /** POST /api/admin/payouts/run: the new payouts only; `through` defaults to the last Sunday, and may not be after today. */
    run(admin: AdminPrincipal, through?: string): Promise<{ payouts: PayoutAnswer[] }> {
      const day = runDay(through);
      return ctx.db.write(async (manager) => {
        const payouts = await runIn(manager, day);
        await recordAudit(manager, admin, null, 'payouts.run', `Payouts through ${day}: ${payouts.length}`);
        return { payouts: await payoutViews(manager, payouts) };
      });
    },

    /** GET /api/admin/payouts/preview: what a run through the same day would pay now, each chef with its lines; nothing is written. */
    preview(through?: string): Promise<PayoutPreviewAnswer> {
      const day = runDay(through);
      return ctx.db.read(async (manager) => {
        const planned = await plannedPayouts(manager, day);
        return {
          payouts: planned.map(({ chef, lines, amountCents, gstCents }) => ({ chefId: chef.id, chefName: chef.name, through: day, amountCents, gstCents, lines: lines.map(toLineAnswer) })),
        };
      });
    },

    /** The weekly job: a run through the Sunday before, then the next Wednesday's run queued (a repeat of the job finds nothing left to pay). */
    weeklyRun(): Promise<void> {
      return ctx.db.write(async (manager) => {
        await runIn(manager, lastSundayBefore(vancouverToday(ctx.now())));
        await ctx.jobs.schedule(manager, WEEKLY_RUN_KEY, 'runPayouts', {}, nextWeeklyRun(ctx.now()));
      });
    },

    /** At start-up: the weekly run queued once, whichever process starts first. */
    ensureWeeklyRun(): Promise<void> {
      return ctx.db.write(async (manager) => {
        await lockName(manager, WEEKLY_RUN_KEY);
        if (!(await manager.existsBy(Job, { jobKey: WEEKLY_RUN_KEY, state: 'queued' }))) await ctx.jobs.schedule(manager, WEEKLY_RUN_KEY, 'runPayouts', {}, nextWeeklyRun(ctx.now()));
      });
    },

    /** POST /api/admin/payouts/{id}/paid: the bank transfer made; the chef is emailed. */
    markPaid(admin: AdminPrincipal, payoutId: number, reference: string): Promise<{ success: true; payout: PayoutAnswer }> {
      return ctx.db.write(async (manager) => {
        const payout = await manager.findOneBy(Payout, { id: payoutId });
        if (!payout) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
        const chef = await payPayout(ctx, manager, payout, reference, 'bank');
        if (!chef) throw new AppError('CONFLICT', await whyNotPayable(manager, payoutId));
        await recordAudit(manager, admin, null, 'payouts.paid', `Payout #${payout.id} to ${chef.name} paid: ${reference}`);
        return { success: true as const, payout: toPayoutAnswer(await manager.findOneByOrFail(Payout, { id: payoutId }), chef.name) };
      });
    },

    /** GET /api/admin/payouts?status=: newest first. */
    list(status?: PayoutStatus): Promise<PayoutAnswer[]> {
      return ctx.db.read(async (manager) => payoutViews(manager, await manager.find(Payout, { where: status ? { status } : {}, order: { id: 'DESC' }, take: 1000 })));
    },

    /**
     * GET /api/admin/export/payouts.csv: the pending payouts, for the bank, each with its chef's
     * GST number as stored (why it carries GST or not) and bank account, opened here for the admin
     * who makes the transfers (blank when the chef has given none). A payout handed to Stripe is
     * not the bank's to pay, and is left out.
     */
    async pendingCsvRows(): Promise<(string | number)[][]> {
      return ctx.db.read(async (manager) => {
        const payouts = await manager.find(Payout, { where: { status: 'pending', transferStartedAt: IsNull() }, order: { id: 'ASC' } });
        const chefs = new Map((await manager.findBy(Chef, { id: In(payouts.map(({ chefId }) => chefId)) })).map((chef) => [chef.id, chef]));
        const accounts = await payoutAccountsOf(manager, payouts.map(({ chefId }) => chefId));
        return payouts.map((payout) => {
          const chef = chefs.get(payout.chefId)!;
          const account = accounts.get(payout.chefId)!;
          const bank = account.bankAccountCiphertext && ctx.pii ? (JSON.parse(ctx.pii.open(account.bankAccountCiphertext)) as BankAccountInput) : null;
          return [
            payout.id,
            chef.name,
            account.legalName ?? '',
            chef.email,
            account.gstNumber ?? '',
            bank?.institutionNumber ?? '',
            bank?.transitNumber ?? '',
            bank?.accountNumber ?? '',
            payout.through,
            csvDollars(payout.amountCents),
            csvDollars(payout.gstCents),
            csvDollars(payout.amountCents + payout.gstCents),
          ];
        });
      });
    },

    /** GET /api/chef/earnings, and a chef's ledger on the admin's chef screen. */
    earnings(chefId: number): Promise<EarningsAnswer> {
      return ctx.db.read((manager) => earningsIn(manager, chefId));
    },

    /** GET /api/chef/tax-details: the tax id masked. */
    taxDetails(chefId: number): Promise<TaxDetailsAnswer> {
      return ctx.db.read(async (manager) => toTaxDetails(await payoutAccountOf(manager, chefId)));
    },

    /**
     * PUT /api/chef/tax-details. The tax id is sealed with PII_KEY before it reaches the database;
     * left out, the stored one stays. Without the key the rest still saves and the answer says the
     * tax id waits (support told once). A GST number makes payouts carry GST; a blank one ('') removes it.
     */
    setTaxDetails(chefId: number, input: TaxDetailsInput): Promise<TaxDetailsAnswer> {
      const taxIdWaits = input.taxId !== undefined && !ctx.pii;
      return ctx.db.write(async (manager) => {
        await updatePayoutAccount(manager, chefId, {
          legalName: input.legalName,
          mailingAddress: input.mailingAddress,
          gstNumber: input.gstNumber || null,
          ...(input.taxId === undefined || !ctx.pii ? {} : { taxIdCiphertext: ctx.pii.seal(input.taxId), taxIdLastDigits: input.taxId.replace(/\D/g, '').slice(-2) }),
        });
        if (taxIdWaits) await alertEncryptionOff(manager);
        const details = toTaxDetails(await payoutAccountOf(manager, chefId));
        return taxIdWaits ? { ...details, message: ENCRYPTION_OFF } : details;
      });
    },

    /** GET /api/chef/bank-account: masked. */
    bankAccount(chefId: number): Promise<BankAccountAnswer> {
      return ctx.db.read(async (manager) => maskedBankAccount((await payoutAccountOf(manager, chefId)).bankAccountLastDigits));
    },

    /** PUT /api/chef/bank-account: sealed with PII_KEY, answered masked; 503 without the key (support told once). */
    async setBankAccount(chefId: number, input: BankAccountInput): Promise<BankAccountAnswer> {
      const pii = ctx.pii;
      if (!pii) {
        // The alert commits although the request is refused.
        await ctx.db.write(alertEncryptionOff);
        throw new AppError('SERVICE_UNAVAILABLE', ENCRYPTION_OFF);
      }
      return ctx.db.write(async (manager) => {
        await updatePayoutAccount(manager, chefId, { bankAccountCiphertext: pii.seal(JSON.stringify(input)), bankAccountLastDigits: input.accountNumber.slice(-3) });
        return maskedBankAccount((await payoutAccountOf(manager, chefId)).bankAccountLastDigits);
      });
    },

    /**
     * GET /api/admin/export/chef-earnings/{year}.csv: per chef paid that year (by the Vancouver
     * year of payment), the legal name, address, tax id opened here and nowhere else, GST number
     * and the total paid, for the T4A slips and platform reporting.
     */
    yearlyEarningsRows(year: number): Promise<(string | number)[][]> {
      return ctx.db.read(async (manager) => {
        const paid = (await manager.find(Payout, { where: { status: 'paid' } })).filter((payout) => vancouverToday(payout.paidAt!).startsWith(`${year}-`));
        const totals = new Map<number, { amountCents: number; gstCents: number }>();
        for (const payout of paid) {
          const total = totals.get(payout.chefId) ?? { amountCents: 0, gstCents: 0 };
          totals.set(payout.chefId, { amountCents: total.amountCents + payout.amountCents, gstCents: total.gstCents + payout.gstCents });
        }
        const chefs = await manager.findBy(Chef, { id: In([...totals.keys()]) });
        const accounts = await payoutAccountsOf(manager, [...totals.keys()]);
        return chefs
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((chef) => {
            const total = totals.get(chef.id)!;
            const account = accounts.get(chef.id)!;
            const taxId = account.taxIdCiphertext && ctx.pii ? ctx.pii.open(account.taxIdCiphertext) : '';
            return [chef.id, chef.name, account.legalName ?? '', account.mailingAddress ?? '', taxId, account.gstNumber ?? '', csvDollars(total.amountCents), csvDollars(total.gstCents), csvDollars(total.amountCents + total.gstCents)];
          });
      });
    },

    /** POST /api/admin/chefs/{id}/adjustments: 409 when a negative one would take the balance below zero. */
    adjust(admin: AdminPrincipal, chefId: number, input: AdjustmentInput): Promise<AdjustmentAnswer> {
      return ctx.db.write(async (manager) => {
        const chef = await manager.findOneBy(Chef, { id: chefId });
        if (!chef) throw new AppError('NOT_FOUND', CHEF_NOT_FOUND);
        const { line, balanceCents } = await writeChefLine(manager, { chefId, kind: 'adjustment', amountCents: input.amountCents, description: `Adjustment: ${input.reason}`, bookingId: null, payoutId: null, createdAt: ctx.now() });
        await recordAudit(manager, admin, null, 'payouts.adjustment', `${chef.name}: ${formatCents(input.amountCents)} (${input.reason})`);
        return { success: true as const, line: toLineAnswer(line), balanceCents };
      });
    },

    /** /admin/finance's "Paid to chefs": paid payouts by the Vancouver month they were paid in, newest first. */
    monthTotals(): Promise<PayoutMonthTotalsAnswer[]> {
      return ctx.db.read(async (manager) => {
        const paid = await manager.find(Payout, { where: { status: 'paid' }, select: { id: true, paidAt: true, amountCents: true, gstCents: true } });
        const months = new Map<string, PayoutMonthTotalsAnswer>();
        for (const payout of paid) {
          const month = vancouverToday(payout.paidAt!).slice(0, 7);
          const totals = months.get(month) ?? { month, payouts: 0, amountCents: 0, gstCents: 0 };
          totals.payouts += 1;
          totals.amountCents += payout.amountCents;
          totals.gstCents += payout.gstCents;
          months.set(month, totals);
        }
        return [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
      });
    },

    /** GET /api/chef/earnings/{year}.csv: the chef's ledger lines dated in that Vancouver year, oldest first (day, kind, description, amount, payout). */
    yearCsvRows(chefId: number, year: number): Promise<(string | number)[][]> {
      return ctx.db.read(async (manager) => {
        const lines = await manager.find(ChefLedgerLine, {
          where: { chefId, createdAt: Between(vancouverInstant(`${year}-01-01`, 0), new Date(vancouverInstant(`${year + 1}-01-01`, 0).getTime() - 1)) },
          order: { createdAt: 'ASC', id: 'ASC' },
        });
        return lines.map((line) => [vancouverToday(line.createdAt), line.kind, line.description, csvDollars(line.amountCents), line.payoutId ?? '']);
      });
    },

    /** GET /api/chef/payouts/{id}/statement.pdf (the chef's own payout; another's is 404) and GET /api/admin/payouts/{id}/statement.pdf (any). */
    async statementPdf(viewer: ChefPrincipal | AdminPrincipal, payoutId: number): Promise<Buffer> {
      const found = await ctx.db.read(async (manager) => {
        const payout = await manager.findOneBy(Payout, viewer.kind === 'chef' ? { id: payoutId, chefId: viewer.chefId } : { id: payoutId });
        if (!payout) return null;
        const lines = await manager.find(ChefLedgerLine, { where: { payoutId, kind: Not('payout') }, order: { createdAt: 'ASC', id: 'ASC' } });
        return { payout, lines, chef: await manager.findOneByOrFail(Chef, { id: payout.chefId }), account: await payoutAccountOf(manager, payout.chefId) };
      });
      if (!found) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
      return renderPayoutStatement(found.payout, found.chef, found.account, found.lines);
    },
  };
}
