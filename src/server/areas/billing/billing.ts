import { Brackets, In, IsNull, Not, type EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { CURRENCY, formatCents, formatRate, pricePerHourCents, saleTotals } from '../../../common/money.js';
import { company } from '../../../common/site.js';
import { shiftDay, vancouverInstant, vancouverToday } from '../../../common/vancouver-time.js';
import {
  MAX_PENDING_ORDERS,
  PAYMENT_METHOD_NAMES,
  RECEIVED_IN_FUTURE,
  type BillingSettingsInput,
  type CreateOrderInput,
  type CreatePackInput,
  type OrderListInput,
  type OrderStatus,
  type RecordPaymentInput,
  type UpdatePackInput,
} from '../../../common/schemas/billing.js';
import type {
  AdminOrderAnswer,
  AdminPackAnswer,
  BillingSettingsAnswer,
  CheckoutTermsAnswer,
  CreatedOrderAnswer,
  LowBalanceAnswer,
  MonthTotalsAnswer,
  OrderAnswer,
  OrderChangeAnswer,
  PackAnswer,
} from '../../../common/schemas/answers/billing.js';
import { actorColumns, actorOf, assertBusinessOpen, createdByAnswerOf } from '../../core/actor.js';
import { recordAudit } from '../../core/audit.js';
import { type Cell, csvDollars, toCsv } from '../../core/csv.js';
import type { AdminPrincipal, BusinessPrincipal, Principal, ServiceContext } from '../../core/service-context.js';
import { BillingOrder, BillingSettings, HourPack } from './entities.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { LaborBank } from '../../core/db/entities/labor.js';
import { lockName } from '../../core/db/locks.js';
import { columnParameter, returnedRows, sqlStatements, wholeRowReader } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import { answerOnce } from '../../core/idempotency.js';
import { billingAlertEmail, creditNoteEmail, invoiceEmail, lowBalanceEmail, paymentReceivedEmail } from './emails.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import type { EmailJob } from '../../core/mail/render.js';
import { isFinalStripeRefusal, stripeEventObject, stripeObjectId } from '../../core/stripe.js';
import { addHours, availableHours, bankOf, removeHours, setLowBalanceLevel } from '../labor-bank/index.js';
import { recordEvent } from '../integrations/index.js';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf, type CreditNoteDocument, type InvoiceDocument, type ReceiptDocument } from './invoice-pdf.js';
import { billingSql } from './queries.js';
import { createStripeGateway, type PaidSession, type StripeGateway } from './stripe-gateway.js';

const billingStatements = sqlStatements(billingSql);

/**
 * Money in (DECISIONS.md section 12): packs, orders, their payment by invoice or Stripe
 * Checkout, refunds, invoices and the low-balance alert. Hours reach the bank only in the
 * transaction that marks an order paid, and that mark is a conditional UPDATE
 * (`WHERE status IN ('pending', 'expired')`): whichever of a webhook's redeliveries, a second
 * process or an admin's second click comes second finds the order paid and credits nothing.
 */

export const PACK_NOT_ON_SALE = 'This pack is not on sale';
export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_PAID = 'This order is already paid';
export const NOT_PAYABLE = 'Only a pending order can be paid';
export const ONLY_UNUSED_REFUNDED = 'Only unused hours can be refunded';
export const ONLY_PAID_REFUNDED = 'Only a paid order can be refunded';
export const ALREADY_REFUNDED = 'This order is already refunded';
export const REFUNDED_NOT_PAYABLE = 'This order is refunded';
export const NOT_CANCELABLE = 'Only a pending order can be canceled';
export const PAID_BEFORE_CANCEL = 'This order has been paid';
export const CARD_PAYMENTS_OFF = 'Card payments are not enabled';
export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are unavailable right now. Please try again in a moment.';
export const PACK_NOT_FOUND = 'Pack not found';
export const TOO_MANY_PENDING = `You have ${MAX_PENDING_ORDERS} unpaid orders: pay or cancel one first`;
export const NO_RECEIPT = 'This order has no receipt: it was never paid';
export const NO_CREDIT_NOTE = 'This order has no credit note: it was never refunded';
/** The reason a refund made in Stripe's dashboard is given on its credit note: nobody here was asked. */
const REFUNDED_IN_STRIPE = "Refunded in Stripe's dashboard";

/**
 * The name lock under which a business's pending orders are counted and placed; closing the
 * business takes it too, so an order placed while it closes is either seen by the close or
 * refused.
 */
export function lockPendingOrders(manager: EntityManager, businessId: number): Promise<void> {
  return lockName(manager, `pending-orders:${businessId}`);
}

/** What erased members ordered (DECISIONS.md section 21) keeps their member id, under `name` ("Deleted member"). */
export async function renameCreatorsOfOrders(manager: EntityManager, memberIds: number[], name: string): Promise<void> {
  if (memberIds.length > 0) await manager.update(BillingOrder, { createdByMemberId: In(memberIds) }, { createdByName: name });
}

/** The states from which a payment still credits: an expired Checkout whose money arrived late is honoured, not lost. */
const PAYABLE: OrderStatus[] = ['pending', 'expired'];
/**
 * A card payment Stripe took is honoured even for a canceled order (the cancel expires the
 * session first, so only a session the cancel never knew of can get here): money received is
 * never left without its hours.
 */
const CARD_PAYABLE: OrderStatus[] = [...PAYABLE, 'canceled'];
/** The Checkout events acted on: each is about one session, read back from Stripe. */
const SESSION_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired'];

/** The ledger line that credits a paid order's hours; a restore checks that each paid order has exactly one. */
export function purchaseLine(order: Pick<BillingOrder, 'packName' | 'hours' | 'number'>): string {
  return `Purchased: ${order.packName} (${order.hours} h), ${order.number}`;
}

export function toOrderAnswer(order: BillingOrder): OrderAnswer {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    packId: order.packId,
    packName: order.packName,
    hours: order.hours,
    subtotalCents: order.subtotalCents,
    gstCents: order.gstCents,
    pstCents: order.pstCents,
    totalCents: order.totalCents,
    currency: CURRENCY,
    provider: order.provider,
    createdBy: createdByAnswerOf(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * The orders CSV's columns: a bookkeeper reconciling a month needs, beside the amounts, how and
 * when each payment was received and who recorded it, and each refund's day, reason, admin and
 * credit note.
 */
const ORDER_CSV_COLUMNS: [string, (order: AdminOrderAnswer) => Cell][] = [
  ['Number', (order) => order.number],
  ['Created', (order) => order.createdAt],
  ['Business', (order) => order.businessName],
  ['Pack', (order) => order.packName],
  ['Hours', (order) => order.hours],
  ['Subtotal', (order) => csvDollars(order.subtotalCents)],
  ['GST', (order) => csvDollars(order.gstCents)],
  ['PST', (order) => csvDollars(order.pstCents)],
  ['Total', (order) => csvDollars(order.totalCents)],
  ['Currency', (order) => order.currency],
  ['Status', (order) => order.status],
  ['Provider', (order) => order.provider],
  ['Paid', (order) => order.paidAt ?? ''],
  ['Reference', (order) => order.paymentReference ?? ''],
  ['Payment method', (order) => order.paymentMethod ?? ''],
  ['Received on', (order) => order.paymentReceivedOn ?? ''],
  ['Recorded by', (order) => order.paymentRecordedBy ?? ''],
  ['Receipt', (order) => order.receiptNumber ?? ''],
  ['Refunded', (order) => order.refundedAt ?? ''],
  ['Refund reason', (order) => order.refundReason ?? ''],
  ['Refunded by', (order) => order.refundedBy ?? ''],
  ['Credit note', (order) => order.creditNoteNumber ?? ''],
];

function toAdminOrderAnswer(order: BillingOrder, businessName: string): AdminOrderAnswer {
  return {
    ...toOrderAnswer(order),
    businessId: order.businessId,
    businessName,
    paymentReference: order.paymentReference,
    paymentMethod: order.paymentMethod,
    paymentReceivedOn: order.paymentReceivedOn,
    paymentRecordedBy: order.paymentRecordedBy,
    receiptNumber: order.receiptNumber,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundReason: order.refundReason,
    refundedBy: order.refundedBy,
    creditNoteNumber: order.creditNoteNumber,
  };
}

/** A pack as the admin manages it: whether it is on sale, and whether it was ever ordered (then never deleted). */
function toAdminPackAnswer(pack: HourPack, ordered: boolean): AdminPackAnswer {
  return { ...toPackAnswer(pack), active: Boolean(pack.active), ordered };
}

function toPackAnswer(pack: HourPack): PackAnswer {
  return { id: pack.id, name: pack.name, hours: pack.hours, priceCents: pack.priceCents, currency: CURRENCY };
}

/** The numbered documents of an order: its invoice, its payment's receipt and its refund's credit note. */
type DocumentSeries = 'INV' | 'RC' | 'CN';
export type OrderDocumentKind = 'invoice' | 'receipt' | 'creditNote';

/** A document's number, and its PDF drawn once the transaction that read it is over. */
function withRenderer<T extends { number: string }>(document: T, render: (document: T) => Promise<Buffer>) {
  return { number: document.number, render: () => render(document) };
}

/**
 * The next SERIES-YYYY-NNNNNN of the Vancouver year: the counter row's UPDATE serialises
 * concurrent orders, payments or refunds, and a rolled-back one leaves no gap.
 */
async function nextDocumentNumber(manager: EntityManager, series: DocumentSeries, now: Date): Promise<string> {
  const year = Number(vancouverToday(now).slice(0, 4));
  const statements = billingStatements(manager);
  await manager.query(statements.openCounter, [series, year]);
  const [counter] = await returnedRows<{ lastNumber: number }>(manager, statements.nextDocumentNumber, [series, year]);
  return `${series}-${year}-${String(counter!.lastNumber).padStart(6, '0')}`;
}

/** Sets `change` on the order only if it is in one of `from`: true for the one caller whose UPDATE matched. */
async function moveOrder(manager: EntityManager, orderId: number, from: OrderStatus[], change: Partial<BillingOrder>): Promise<boolean> {
  const { affected } = await manager
    .createQueryBuilder()
    .update(BillingOrder)
    .set(change)
    .where('id = :orderId AND status IN (:...from)', { orderId, from })
    .execute();
  return affected === 1;
}

/** Support emailed, and the audit log told, in the caller's transaction, about money a person must look at: `about` is an order, or a Stripe event. */
async function alertSupport(ctx: ServiceContext, manager: EntityManager, about: { number: string; businessId: number | null }, problem: string): Promise<void> {
  await recordAudit(manager, null, about.businessId, 'billing.alert', `${about.number}: ${problem}`);
  await ctx.jobs.enqueue(manager, 'email', billingAlertEmail(company.supportEmail, about.number, problem, `${ctx.publicUrl}/admin/finance`));
}

/** True for the first delivery of a Stripe event, whose id is kept; a concurrent delivery waits on the key, then finds it kept. */
async function firstDelivery(manager: EntityManager, event: Stripe.Event): Promise<boolean> {
  return (await returnedRows(manager, billingStatements(manager).firstDelivery, [event.id, event.type])).length > 0;
}

function alertAboutEvent(ctx: ServiceContext, manager: EntityManager, event: Stripe.Event, problem: string): Promise<void> {
  return alertSupport(ctx, manager, { number: `Stripe event ${event.id}`, businessId: null }, `${event.type} ${problem} Nothing was changed.`);
}

/**
 * A signed Stripe event that can never be acted on (no object, or one nobody here knows): support
 * is told, once however often it is delivered, and the event is answered 200 all the same, since
 * Stripe would otherwise send it again for days and no retry can change it.
 */
export function alertUnprocessableEvent(ctx: ServiceContext, event: Stripe.Event, problem: string): Promise<void> {
  return ctx.db.write(async (manager) => {
    if (await firstDelivery(manager, event)) await alertAboutEvent(ctx, manager, event, problem);
  });
}

export function createBillingService(ctx: ServiceContext) {
  const payments = ctx.payments;
  const gateway: StripeGateway | null = payments.provider === 'stripe' && ctx.stripe ? createStripeGateway(ctx.stripe) : null;
  const labourBankLink = `${ctx.publicUrl}/dashboard?view=labor-bank`;

  function settingsView(row: BillingSettings): BillingSettingsAnswer {
    return {
      pstBasisPoints: row.pstBasisPoints,
      paymentInstructions: row.paymentInstructions,
      provider: payments.provider,
      gstNumber: payments.gstNumber ?? null,
      paymentTermsDays: row.paymentTermsDays,
    };
  }

  function stripeOrRefuse(): StripeGateway {
    if (!gateway) throw new AppError('NOT_FOUND', CARD_PAYMENTS_OFF);
    return gateway;
  }

  /** A call to Stripe: Stripe unreachable or failing is a 503 that asks to try again, nothing having changed here. */
  async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      ctx.log(`billing: ${what} failed: ${(error as Error).message}`);
      throw new AppError('SERVICE_UNAVAILABLE', CARD_PAYMENTS_UNAVAILABLE);
    }
  }

  async function settingsRow(manager: EntityManager): Promise<BillingSettings> {
    // The one row the first migration made; every column a number or text, as the entity holds it.
    const [row] = (await manager.query(billingStatements(manager).billingSettings)) as BillingSettings[];
    return row!;
  }

  /** The order, if the principal may see it: another business's order is 404, as if it did not exist. */
  async function visibleOrder(manager: EntityManager, principal: Principal, orderId: number): Promise<BillingOrder> {
    const statements = billingStatements(manager);
    const [row] = (await (principal.kind === 'business'
      ? manager.query(statements.businessOrder, [orderId, principal.businessId])
      : manager.query(statements.anyOrder, [orderId]))) as Record<string, unknown>[];
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return wholeRowReader(manager, BillingOrder)(row);
  }

  async function adminOrderView(manager: EntityManager, orderId: number): Promise<AdminOrderAnswer> {
    const order = await manager.findOneByOrFail(BillingOrder, { id: orderId });
    const business = await manager.findOneByOrFail(Business, { id: order.businessId });
    return toAdminOrderAnswer(order, business.businessName);
  }

  async function contactOf(manager: EntityManager, businessId: number): Promise<Contact> {
    return manager.findOneByOrFail(Contact, { businessId });
  }

  /**
   * The order paid: the hours credited in this transaction, once, the receipt numbered and
   * emailed. False when it was not payable (already paid, refunded, canceled). The receipt's
   * number is taken only once the payment is sure, so a payment refused leaves no gap.
   */
  async function credit(manager: EntityManager, order: BillingOrder, change: Partial<BillingOrder>, from = PAYABLE): Promise<boolean> {
    const paidAt = ctx.now();
    if (!(await moveOrder(manager, order.id, from, { ...change, status: 'paid', paidAt }))) return false;
    await manager.query(billingStatements(manager).setReceipt, [await nextDocumentNumber(manager, 'RC', paidAt), order.id]);
    await addHours(manager, order.businessId, order.hours, purchaseLine(order));
    await ctx.jobs.enqueue(manager, 'emailInvoice', { orderId: order.id });
    await recordEvent(ctx.jobs, manager, paidAt, { type: 'order.paid', businessId: order.businessId, subjectId: order.id });
    return true;
  }

  /** The order a Checkout session was made for: by the session kept on it, or by the session's client_reference_id while none is kept. */
  async function orderOfSession(manager: EntityManager, session: PaidSession): Promise<BillingOrder | null> {
    const statements = billingStatements(manager);
    let [row] = (await manager.query(statements.orderOfSession, [session.id])) as Record<string, unknown>[];
    if (!row && session.orderId !== null) [row] = (await manager.query(statements.orderWithoutSession, [session.orderId])) as Record<string, unknown>[];
    return row ? wholeRowReader(manager, BillingOrder)(row) : null;
  }

  /** A Checkout session's payment, as Stripe now reports it: credited only when its amount and currency are the order's. */
  async function payFromSession(manager: EntityManager, session: PaidSession, order: BillingOrder): Promise<void> {
    if (!session.paid || !CARD_PAYABLE.includes(order.status)) return;
    if (session.amountTotalCents !== order.totalCents || session.currency !== CURRENCY) {
      const paid = session.amountTotalCents === null ? 'an unknown amount' : `${formatCents(session.amountTotalCents)} ${session.currency ?? ''}`.trim();
      await alertSupport(ctx, manager, order, `Checkout session ${session.id} was paid ${paid}, but order ${order.number} totals ${formatCents(order.totalCents)} ${CURRENCY}. Nothing was credited.`);
      return;
    }
    const credited = await credit(
      manager,
      order,
      { checkoutSessionId: session.id, paymentIntentId: session.paymentIntentId, paymentMethod: 'card', paymentReceivedOn: vancouverToday(ctx.now()) },
      CARD_PAYABLE,
    );
    if (credited && order.status === 'canceled') {
      await alertSupport(ctx, manager, order, `Order ${order.number} was canceled, but its Checkout session ${session.id} was paid afterwards: the order is paid and its ${order.hours} hours are credited. Refund it if the business does not want them.`);
    }
  }

  /** A refund made in Stripe's dashboard: the hours leave the bank if they are still free; otherwise a person decides. */
  async function refundFromCharge(manager: EntityManager, order: BillingOrder, amountRefundedCents: number): Promise<void> {
    if (order.status !== 'paid') return;
    if (amountRefundedCents < order.totalCents) {
      await alertSupport(ctx, manager, order, `Stripe refunded ${formatCents(amountRefundedCents)} of ${formatCents(order.totalCents)}: a part refund, so the hours stay in the bank.`);
      return;
    }
    if (!(await takeBackHours(manager, order, { reason: REFUNDED_IN_STRIPE, by: null }))) {
      await alertSupport(ctx, manager, order, `Stripe refunded the whole order, but its ${order.hours} hours are no longer free in the bank: nothing was taken back.`);
    }
  }

  /**
   * The order refunded and its hours out of the bank, with its credit note numbered and emailed,
   * or nothing at all (false) when they are no longer free. `by` is the admin who refunded (null
   * for a refund made in Stripe's dashboard).
   */
  async function takeBackHours(manager: EntityManager, order: BillingOrder, refund: { reason: string; by: string | null }): Promise<boolean> {
    const refundedAt = ctx.now();
    if (!(await moveOrder(manager, order.id, ['paid'], { status: 'refunded', refundedAt, refundReason: refund.reason, refundedBy: refund.by }))) return false;
    if (!(await removeHours(ctx.jobs, manager, order.businessId, order.hours, `Refunded: ${order.number}`))) {
      // Undo the status change: the caller's transaction goes on (a webhook still records its event).
      await manager.update(BillingOrder, { id: order.id }, { status: 'paid', refundedAt: null, refundReason: null, refundedBy: null });
      return false;
    }
    // Numbered only once the refund is sure, so a refund refused leaves no gap in the credit notes.
    await manager.update(BillingOrder, { id: order.id }, { creditNoteNumber: await nextDocumentNumber(manager, 'CN', refundedAt) });
    await ctx.jobs.enqueue(manager, 'emailCreditNote', { orderId: order.id });
    return true;
  }

  /** The Checkout session of a card order, created once (Stripe's idempotency key is the order), its URL kept on the order. */
  async function checkoutUrlOf(order: BillingOrder): Promise<string | null> {
    if (order.provider !== 'stripe' || order.status !== 'pending') return order.provider === 'stripe' ? order.checkoutUrl : null;
    if (order.checkoutUrl) return order.checkoutUrl;
    const stripe = stripeOrRefuse();
    const contact = await ctx.db.read((manager) => contactOf(manager, order.businessId));
    const session = await stripeCall(`Checkout session for ${order.number}`, () =>
      stripe.createCheckoutSession({
        orderId: order.id,
        number: order.number,
        packName: order.packName,
        hours: order.hours,
        subtotalCents: order.subtotalCents,
        gstCents: order.gstCents,
        pstCents: order.pstCents,
        pstRateLabel: formatRate(order.pstBasisPoints),
        customerEmail: contact.email,
        successUrl: `${labourBankLink}&order=${order.id}`,
        cancelUrl: `${labourBankLink}&order=${order.id}&checkout=canceled`,
      }),
    );
    await ctx.db.write((manager) => manager.update(BillingOrder, { id: order.id, checkoutSessionId: IsNull() }, { checkoutSessionId: session.id, checkoutUrl: session.url }));
    return session.url;
  }

  /** A Checkout event acted on; what keeps it from being acted on, for support, otherwise. */
  async function applySessionEvent(manager: EntityManager, type: string, sessionId: string | null, session: PaidSession | null): Promise<string | null> {
    if (sessionId === null) return 'names no Checkout session.';
    if (!session) return `names Checkout session ${sessionId}, which Stripe does not know.`;
    const order = await orderOfSession(manager, session);
    if (!order) return `is about Checkout session ${session.id}, which belongs to no order.`;
    if (type === 'checkout.session.expired') await moveOrder(manager, order.id, ['pending'], { status: 'expired' });
    else await payFromSession(manager, session, order);
    return null;
  }

  /** charge.refunded acted on; what keeps it from being acted on, for support, otherwise. */
  async function applyRefund(manager: EntityManager, event: Stripe.Event): Promise<string | null> {
    const charge = stripeEventObject(event) as Partial<Stripe.Charge> | null;
    const intent = charge?.payment_intent;
    const paymentIntentId = typeof intent === 'string' ? intent : typeof intent?.id === 'string' ? intent.id : null;
    if (!paymentIntentId || typeof charge?.amount_refunded !== 'number') return 'names no charge with its payment intent and refunded amount.';
    const order = await manager.findOneBy(BillingOrder, { paymentIntentId });
    if (!order) return `is about payment ${paymentIntentId}, which paid no order.`;
    await refundFromCharge(manager, order, charge.amount_refunded);
    return null;
  }

  /** What every document of the order prints: seller (company details and GST_NUMBER), buyer, the pack line and the amounts. */
  async function orderFigures(manager: EntityManager, order: BillingOrder) {
    const business = await manager.findOneByOrFail(Business, { id: order.businessId });
    return {
      seller: {
        name: company.name,
        addressLines: [company.address.street, `${company.address.city}, ${company.address.province} ${company.address.postalCode}`],
        email: company.supportEmail,
        phone: company.supportPhone,
        gstNumber: payments.gstNumber ?? null,
      },
      buyer: { name: business.businessName, addressLines: [business.businessAddress, `${business.city}, ${business.state} ${business.zipCode}`] },
      line: { description: `${order.packName} (${order.hours} h)`, hours: order.hours, pricePerHourCents: pricePerHourCents(order.subtotalCents, order.hours), amountCents: order.subtotalCents },
      subtotalCents: order.subtotalCents,
      gstCents: order.gstCents,
      pstCents: order.pstCents,
      pstRateLabel: formatRate(order.pstBasisPoints),
      totalCents: order.totalCents,
    };
  }

  async function invoiceDocument(manager: EntityManager, order: BillingOrder): Promise<InvoiceDocument> {
    const settings = await settingsRow(manager);
    const issuedOn = vancouverToday(order.createdAt);
    return {
      ...(await orderFigures(manager, order)),
      number: order.number,
      issuedOn,
      dueOn: shiftDay(issuedOn, order.paymentTermsDays),
      paidOn: order.paidAt ? vancouverToday(order.paidAt) : null,
      refund: order.status === 'refunded' && order.refundedAt ? { on: vancouverToday(order.refundedAt), creditNoteNumber: order.creditNoteNumber } : null,
      paymentInstructions: order.status === 'pending' ? settings.paymentInstructions : null,
    };
  }

  /** The receipt of a paid (or since refunded) order; none for an order never paid. */
  async function receiptDocument(manager: EntityManager, order: BillingOrder): Promise<ReceiptDocument> {
    if (!order.receiptNumber || !order.paidAt) throw new AppError('NOT_FOUND', NO_RECEIPT);
    return {
      ...(await orderFigures(manager, order)),
      number: order.receiptNumber,
      invoiceNumber: order.number,
      receivedOn: order.paymentReceivedOn ?? vancouverToday(order.paidAt),
      method: PAYMENT_METHOD_NAMES[order.paymentMethod ?? 'other'],
      reference: order.paymentReference,
    };
  }

  /** The credit note of a refunded order; none for an order never refunded. */
  async function creditNoteDocument(manager: EntityManager, order: BillingOrder): Promise<CreditNoteDocument> {
    if (!order.creditNoteNumber || !order.refundedAt) throw new AppError('NOT_FOUND', NO_CREDIT_NOTE);
    return {
      ...(await orderFigures(manager, order)),
      number: order.creditNoteNumber,
      invoiceNumber: order.number,
      issuedOn: vancouverToday(order.refundedAt),
      reason: order.refundReason,
    };
  }

  /** An email job with the order's document attached as `<number>.pdf`. */
  async function enqueueWithPdf(email: EmailJob, number: string, pdf: Buffer): Promise<void> {
    const attachment = { filename: `${number}.pdf`, contentType: 'application/pdf' as const, contentBase64: pdf.toString('base64') };
    await ctx.db.write((manager) => ctx.jobs.enqueue(manager, 'email', { ...email, attachments: [attachment] }));
  }

  return {
    /** GET /api/billing/packs: what is on sale, cheapest first. */
    packs(): Promise<PackAnswer[]> {
      return ctx.db.read(async (manager) => (await manager.find(HourPack, { where: { active: true }, order: { priceCents: 'ASC', id: 'ASC' } })).map(toPackAnswer));
    },

    /**
     * POST /api/billing/orders: a pending order at today's price and tax, numbered now. With an
     * Idempotency-Key, a repeat answers the same order. An invoice is emailed; a card order gets
     * its Checkout session after the order commits (a call to Stripe never holds a transaction).
     */
    async createOrder(principal: BusinessPrincipal, input: CreateOrderInput, idempotencyKey?: string): Promise<CreatedOrderAnswer> {
      const order = await ctx.db.write(async (manager) => {
        // Fixed texts (queries.ts), the busiest write of buying hours: compiled once, not built by the query builder for each order.
        const statements = billingStatements(manager);
        const place = async () => {
          const [pack] = (await manager.query(statements.activePack, [input.packId])) as Pick<HourPack, 'id' | 'name' | 'hours' | 'priceCents'>[];
          if (!pack) throw new AppError('NOT_FOUND', PACK_NOT_ON_SALE);
          // The business open, and kept so (before the name lock: a close locks the business, then
          // that name, and the two in the same order never wait on each other in a circle); then
          // the count and the insert under one name lock per business: concurrent orders, from
          // any process, are counted one after the other, so none slips past the limit.
          await assertBusinessOpen(manager, principal.businessId);
          await lockPendingOrders(manager, principal.businessId);
          const [{ pending }] = (await manager.query(statements.pendingOrders, [principal.businessId])) as [{ pending: number | string }];
          // PostgreSQL answers COUNT as a bigint, in text.
          if (Number(pending) >= MAX_PENDING_ORDERS) throw new AppError('CONFLICT', TOO_MANY_PENDING);
          const { pstBasisPoints, paymentTermsDays } = await settingsRow(manager);
          const now = ctx.now();
          const number = await nextDocumentNumber(manager, 'INV', now);
          const totals = saleTotals(pack.priceCents, pstBasisPoints);
          const actor = actorColumns(await actorOf(manager, principal));
          const [{ id }] = await returnedRows<{ id: number }>(manager, statements.insertOrder, [
            number,
            principal.businessId,
            pack.id,
            pack.name,
            pack.hours,
            totals.subtotalCents,
            totals.gstCents,
            totals.pstCents,
            pstBasisPoints,
            paymentTermsDays,
            totals.totalCents,
            CURRENCY,
            payments.provider,
            'pending',
            actor.createdByMemberId,
            actor.createdByName,
            columnParameter(manager, BillingOrder, 'createdAt', now),
          ]) as [{ id: number }];
          if (payments.provider === 'invoice') await ctx.jobs.enqueue(manager, 'emailInvoice', { orderId: id });
          return { orderId: id };
        };
        const orderId =
          idempotencyKey === undefined
            ? (await place()).orderId
            : // The request is named as an order, so a key first used for a booking is a different request (422).
              (await answerOnce(manager, ctx.now(), { businessId: principal.businessId, key: idempotencyKey, request: { order: input } }, place)).answer.orderId;
        // Read back inside the write: its connection holds the pages just written, where the read
        // connection would first have to see the commit and read them again.
        return visibleOrder(manager, principal, orderId);
      });
      const checkoutUrl = await checkoutUrlOf(order);
      return { order: toOrderAnswer(order), checkoutUrl };
    },

    /** The Buy dialog's terms: card or invoice, and the PST rate (DECISIONS.md's packs answer carries neither). */
    checkoutTerms(): Promise<CheckoutTermsAnswer> {
      return ctx.db.read(async (manager) => ({ provider: payments.provider, pstBasisPoints: (await settingsRow(manager)).pstBasisPoints }));
    },

    /** A pending card order's Checkout page again (the business left it without paying); null once it is no longer payable by card. */
    async resumeCheckout(principal: BusinessPrincipal, orderId: number): Promise<{ checkoutUrl: string | null }> {
      const order = await ctx.db.read((manager) => visibleOrder(manager, principal, orderId));
      return { checkoutUrl: order.status === 'pending' ? await checkoutUrlOf(order) : null };
    },

    /** GET /api/billing/orders: the business's orders, newest first. */
    orders(principal: BusinessPrincipal): Promise<OrderAnswer[]> {
      return ctx.db.read(async (manager) => (await manager.find(BillingOrder, { where: { businessId: principal.businessId }, order: { id: 'DESC' } })).map(toOrderAnswer));
    },

    /** The business's own order, for the pending note after a card payment. */
    order(principal: BusinessPrincipal, orderId: number): Promise<OrderAnswer> {
      return ctx.db.read(async (manager) => toOrderAnswer(await visibleOrder(manager, principal, orderId)));
    },

    /**
     * A pending order the business (or an admin) no longer wants: canceled, nothing credited. A
     * card order's Checkout session is expired at Stripe first, so no payment can follow the
     * cancel; when the buyer completed it before, the cancel comes too late (409) and the payment
     * counts, credited here or by its event, whichever comes first.
     */
    async cancelOrder(principal: Principal, orderId: number): Promise<OrderAnswer> {
      const order = await ctx.db.read((manager) => visibleOrder(manager, principal, orderId));
      if (order.status === 'pending' && order.checkoutSessionId) {
        const sessionId = order.checkoutSessionId;
        const completed = await stripeCall(`expiring the session of ${order.number}`, () => stripeOrRefuse().expireSession(sessionId));
        if (completed) {
          await ctx.db.write(async (manager) => payFromSession(manager, completed, await manager.findOneByOrFail(BillingOrder, { id: order.id })));
          throw new AppError('CONFLICT', PAID_BEFORE_CANCEL);
        }
      }
      return ctx.db.write(async (manager) => {
        if (!(await moveOrder(manager, order.id, ['pending'], { status: 'canceled' }))) throw new AppError('CONFLICT', NOT_CANCELABLE);
        return toOrderAnswer(await manager.findOneByOrFail(BillingOrder, { id: order.id }));
      });
    },

    /**
     * Every pending order of the businesses, canceled as `cancelOrder` cancels one, before they
     * close (DECISIONS.md sections 21 and 24): a card order's session is expired at Stripe first,
     * so no payment can credit a closed business. One paid meanwhile stops it there (409).
     */
    async cancelPendingOrders(principal: Principal, businessIds: number[]): Promise<void> {
      const pending = await ctx.db.read((manager) => manager.find(BillingOrder, { select: { id: true }, where: { businessId: In(businessIds), status: 'pending' }, order: { id: 'ASC' } }));
      for (const { id } of pending) await this.cancelOrder(principal, id);
    },

    /**
     * GET /api/billing/orders/{id}/invoice.pdf, receipt.pdf and credit-note.pdf: that business's
     * or any order for an admin. The invoice reads "Paid" once paid and "Refunded" once refunded;
     * an order never paid has no receipt, one never refunded no credit note (404).
     */
    async orderPdf(principal: Principal, orderId: number, kind: OrderDocumentKind): Promise<{ number: string; pdf: Buffer }> {
      const { number, render } = await ctx.db.read(async (manager) => {
        const order = await visibleOrder(manager, principal, orderId);
        if (kind === 'receipt') return withRenderer(await receiptDocument(manager, order), renderReceiptPdf);
        if (kind === 'creditNote') return withRenderer(await creditNoteDocument(manager, order), renderCreditNotePdf);
        return withRenderer(await invoiceDocument(manager, order), renderInvoicePdf);
      });
      return { number, pdf: await render() };
    },

    /**
     * POST /api/admin/orders/{id}/payments: an invoice paid (a cheque, an e-Transfer), the hours
     * credited once. It counts in the month it is recorded, whatever day the money was received.
     */
    recordPayment(admin: AdminPrincipal, orderId: number, payment: RecordPaymentInput): Promise<OrderChangeAnswer> {
      const today = vancouverToday(ctx.now());
      const receivedOn = payment.receivedOn ?? today;
      if (receivedOn > today) throw new AppError('BAD_REQUEST', RECEIVED_IN_FUTURE, { receivedOn: RECEIVED_IN_FUTURE });
      return ctx.db.write(async (manager) => {
        const order = await visibleOrder(manager, admin, orderId);
        const change = { paymentReference: payment.reference, paymentMethod: payment.method, paymentReceivedOn: receivedOn, paymentRecordedBy: admin.username };
        if (!(await credit(manager, order, change))) {
          const { status } = await manager.findOneByOrFail(BillingOrder, { id: order.id });
          throw new AppError('CONFLICT', status === 'paid' ? ALREADY_PAID : status === 'refunded' ? REFUNDED_NOT_PAYABLE : NOT_PAYABLE);
        }
        await recordAudit(manager, admin, order.businessId, 'billing.payment', `${order.number} paid: ${PAYMENT_METHOD_NAMES[payment.method]} ${payment.reference}, received ${receivedOn}`);
        return { success: true, order: await adminOrderView(manager, order.id) };
      });
    },

    /**
     * POST /api/admin/orders/{id}/refund: only while the pack's hours are all still free. A card
     * order's money goes back through Stripe by the refundCardPayment job, queued in the refund's
     * transaction: no write waits on Stripe (SQLite has one writer for every process), and the
     * money goes back however long Stripe takes to answer or whatever process dies meanwhile.
     */
    refund(admin: AdminPrincipal, orderId: number, reason: string): Promise<OrderChangeAnswer> {
      return ctx.db.write(async (manager) => {
        const order = await visibleOrder(manager, admin, orderId);
        const byCard = order.provider === 'stripe' && order.paymentIntentId !== null;
        // Card payments since turned off: the money could not go back, so nothing is refunded.
        if (byCard) stripeOrRefuse();
        if (!(await takeBackHours(manager, order, { reason, by: admin.username }))) {
          // Read after the conditional UPDATE: a concurrent refund that won is seen as refunded.
          const { status } = await manager.findOneByOrFail(BillingOrder, { id: order.id });
          throw new AppError('CONFLICT', status === 'paid' ? ONLY_UNUSED_REFUNDED : status === 'refunded' ? ALREADY_REFUNDED : ONLY_PAID_REFUNDED);
        }
        if (byCard) await ctx.jobs.enqueue(manager, 'refundCardPayment', { orderId: order.id });
        await recordAudit(manager, admin, order.businessId, 'billing.refund', `${order.number} refunded: ${order.hours} h. ${reason}`);
        return { success: true, order: await adminOrderView(manager, order.id) };
      });
    },

    /**
     * POST /api/webhooks/stripe. The event's id is written in the transaction of its effect, so a
     * redelivery (or a concurrent one in another process, which waits on the id's row) changes
     * nothing. A session's state is read back from Stripe, not taken from the event, so an event
     * that arrives late acts on what is true now. Only Stripe unreachable is an error (a 503, and
     * Stripe delivers the event again); an event that can never be acted on is support's to see.
     */
    async handleStripeEvent(event: Stripe.Event): Promise<void> {
      if (!gateway) return;
      const stripe = gateway;
      const sessionEvent = SESSION_EVENTS.includes(event.type);
      const sessionId = sessionEvent ? stripeObjectId(event, 'cs_') : null;
      const session = sessionId === null ? null : await stripeCall(`reading back session of ${event.id}`, () => stripe.retrieveSession(sessionId));
      await ctx.db.write(async (manager) => {
        if (!(await firstDelivery(manager, event))) return;
        const problem = sessionEvent ? await applySessionEvent(manager, event.type, sessionId, session) : event.type === 'charge.refunded' ? await applyRefund(manager, event) : null;
        if (problem) await alertAboutEvent(ctx, manager, event, problem);
      });
    },

    /** GET /api/admin/orders: filtered by status and Vancouver creation day, searched by business name or number; newest first. */
    adminOrders(filter: OrderListInput): Promise<AdminOrderAnswer[]> {
      return ctx.db.read(async (manager) => {
        const query = manager
          .createQueryBuilder(BillingOrder, 'o')
          .innerJoin(Business, 'b', 'b.id = o."businessId"')
          .addSelect('b."businessName"', 'businessName')
          .orderBy('o.id', 'DESC')
          .limit(1000);
        if (filter.status) query.andWhere('o.status = :status', { status: filter.status });
        if (filter.from) query.andWhere('o."createdAt" >= :from', { from: vancouverInstant(filter.from, 0) });
        if (filter.to) query.andWhere('o."createdAt" < :to', { to: vancouverInstant(shiftDay(filter.to, 1), 0) });
        if (filter.search) {
          const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          query.andWhere(new Brackets((where) => where.where(`LOWER(b."businessName") LIKE :like ESCAPE '\\'`, { like }).orWhere(`LOWER(o.number) LIKE :like ESCAPE '\\'`, { like })));
        }
        const { entities, raw } = await query.getRawAndEntities<{ businessName: string }>();
        return entities.map((order, index) => toAdminOrderAnswer(order, raw[index]!.businessName));
      });
    },

    /** GET /api/admin/export/orders.csv: every order, as the admin's table shows it, with its payment and refund as recorded. */
    async exportOrdersCsv(): Promise<string> {
      const orders = await this.adminOrders({});
      return toCsv(
        ORDER_CSV_COLUMNS.map(([header]) => header),
        orders.map((order) => ORDER_CSV_COLUMNS.map(([, value]) => value(order))),
      );
    },

    /**
     * Finance's monthly totals (Vancouver months, newest first): each month's sales, by the month
     * their payment was recorded in, and its refunds, by the month each was made, as a negative
     * line. A refund never touches the month of its sale, so a month once past (a GST period
     * filed) never changes.
     */
    monthTotals(): Promise<MonthTotalsAnswer[]> {
      return ctx.db.read(async (manager) => {
        const paid = await manager.find(BillingOrder, { where: { paidAt: Not(IsNull()) } });
        const lines = new Map<string, MonthTotalsAnswer>();
        const count = (at: Date, kind: MonthTotalsAnswer['kind'], order: BillingOrder, sign: 1 | -1) => {
          const month = vancouverToday(at).slice(0, 7);
          const line = lines.get(`${month} ${kind}`) ?? { month, kind, orders: 0, salesCents: 0, gstCents: 0, pstCents: 0, hoursSold: 0 };
          line.orders += 1;
          line.salesCents += sign * order.subtotalCents;
          line.gstCents += sign * order.gstCents;
          line.pstCents += sign * order.pstCents;
          line.hoursSold += sign * order.hours;
          lines.set(`${month} ${kind}`, line);
        };
        for (const order of paid) {
          count(order.paidAt!, 'sales', order, 1);
          if (order.status === 'refunded' && order.refundedAt) count(order.refundedAt, 'refunds', order, -1);
        }
        // Newest month first; within a month, its sales before its refunds.
        return [...lines.values()].sort((a, b) => (a.month === b.month ? (a.kind === 'sales' ? -1 : 1) : a.month < b.month ? 1 : -1));
      });
    },

    adminPacks(): Promise<AdminPackAnswer[]> {
      return ctx.db.read(async (manager) => {
        const packs = await manager.find(HourPack, { order: { id: 'ASC' } });
        const ordered = new Set((await manager.createQueryBuilder(BillingOrder, 'o').select('DISTINCT o."packId"', 'packId').getRawMany<{ packId: number }>()).map((row) => Number(row.packId)));
        return packs.map((pack) => toAdminPackAnswer(pack, ordered.has(pack.id)));
      });
    },

    createPack(admin: AdminPrincipal, input: CreatePackInput): Promise<AdminPackAnswer> {
      return ctx.db.write(async (manager) => {
        const { identifiers } = await manager.insert(HourPack, input);
        const pack = await manager.findOneByOrFail(HourPack, { id: identifiers[0]!.id as number });
        await recordAudit(manager, admin, null, 'billing.pack', `Pack ${pack.name} created: ${pack.hours} h at ${formatCents(pack.priceCents)}`);
        return toAdminPackAnswer(pack, false);
      });
    },

    /** An ordered pack keeps its orders as sold (they copied its name, hours and price); there is no delete, only `active: false`. */
    updatePack(admin: AdminPrincipal, packId: number, change: UpdatePackInput): Promise<AdminPackAnswer> {
      return ctx.db.write(async (manager) => {
        const { affected } = await manager.update(HourPack, { id: packId }, change);
        if (!affected) throw new AppError('NOT_FOUND', PACK_NOT_FOUND);
        const pack = await manager.findOneByOrFail(HourPack, { id: packId });
        await recordAudit(manager, admin, null, 'billing.pack', `Pack ${pack.name} changed: ${JSON.stringify(change)}`);
        return toAdminPackAnswer(pack, await manager.existsBy(BillingOrder, { packId }));
      });
    },

    settings(): Promise<BillingSettingsAnswer> {
      return ctx.db.read(async (manager) => {
        const row = await settingsRow(manager);
        return settingsView(row);
      });
    },

    updateSettings(admin: AdminPrincipal, change: BillingSettingsInput): Promise<BillingSettingsAnswer> {
      return ctx.db.write(async (manager) => {
        await manager.update(BillingSettings, { id: 1 }, change);
        await recordAudit(manager, admin, null, 'billing.settings', JSON.stringify(change));
        const row = await settingsRow(manager);
        return settingsView(row);
      });
    },

    /** The business's labor bank and its low-balance alert level. */
    lowBalance(principal: BusinessPrincipal): Promise<LowBalanceAnswer> {
      return ctx.db.read(async (manager) => lowBalanceView(await bankOf(manager, principal.businessId)));
    },

    setLowBalance(principal: BusinessPrincipal, lowBalanceHours: number): Promise<LowBalanceAnswer> {
      return ctx.db.write(async (manager) => {
        await setLowBalanceLevel(manager, principal.businessId, lowBalanceHours);
        return lowBalanceView(await bankOf(manager, principal.businessId));
      });
    },

    /** The emailInvoice job: the invoice with its PDF or, once paid, the receipt with its own, to the contact. */
    async emailInvoice(orderId: number): Promise<void> {
      const found = await ctx.db.read(async (manager) => {
        const order = await manager.findOneBy(BillingOrder, { id: orderId });
        if (!order || (order.status !== 'pending' && order.status !== 'paid')) return null;
        const contact = await contactOf(manager, order.businessId);
        return order.status === 'paid'
          ? { order, contact, receipt: await receiptDocument(manager, order) }
          : { order, contact, invoice: await invoiceDocument(manager, order), instructions: (await settingsRow(manager)).paymentInstructions };
      });
      if (!found) return;
      const { order, contact } = found;
      const total = formatCents(order.totalCents);
      if (found.receipt) {
        await enqueueWithPdf(paymentReceivedEmail(contact.email, contact.firstName, order, total, labourBankLink), found.receipt.number, await renderReceiptPdf(found.receipt));
      } else {
        await enqueueWithPdf(invoiceEmail(contact.email, contact.firstName, order, total, found.instructions, labourBankLink), order.number, await renderInvoicePdf(found.invoice));
      }
    },

    /**
     * The refundCardPayment job: the money of a card order an admin refunded goes back through
     * Stripe, keyed by the order, so a job run again refunds once. Stripe unreachable or failing
     * fails this attempt and the job runs again; a refusal is final and support is told, since the
     * business holds a credit note for money that has not gone back.
     */
    async refundCardPayment(orderId: number): Promise<void> {
      const order = await ctx.db.read((manager) => manager.findOneByOrFail(BillingOrder, { id: orderId }));
      const paymentIntentId = order.paymentIntentId;
      if (order.status !== 'refunded' || !paymentIntentId) return;
      // Thrown, not answered: the job fails where an admin sees it, and is retried once card payments are back on.
      if (!gateway) throw new Error(`card payments are off, so ${order.number}'s money was not refunded through Stripe`);
      try {
        await gateway.refund(paymentIntentId, order.id);
      } catch (error) {
        // Named, so a job that failed every attempt tells the admin whose money it is.
        if (!isFinalStripeRefusal(error)) throw new Error(`Stripe refund of ${order.number}: ${(error as Error).message}`, { cause: error });
        // Refunded in Stripe's dashboard before the admin refunded here: the money is back all the same.
        if (error.code === 'charge_already_refunded') return;
        await ctx.db.write((manager) =>
          alertSupport(ctx, manager, order, `Stripe refused to refund the card payment ("${error.message}"). The order is refunded here and its ${order.hours} hours are out of the bank, but the money has not gone back to the business.`),
        );
      }
    },

    /** The emailCreditNote job: a refund's credit note with its PDF, to the contact. */
    async emailCreditNote(orderId: number): Promise<void> {
      const found = await ctx.db.read(async (manager) => {
        const order = await manager.findOneBy(BillingOrder, { id: orderId });
        if (!order?.creditNoteNumber) return null;
        return { order, contact: await contactOf(manager, order.businessId), note: await creditNoteDocument(manager, order) };
      });
      if (!found) return;
      const { order, contact, note } = found;
      await enqueueWithPdf(creditNoteEmail(contact.email, contact.firstName, order, note.number, formatCents(order.totalCents), labourBankLink), note.number, await renderCreditNotePdf(note));
    },

    /** The alertLowBalance job: sent only if the bank is still below the level when it runs (a purchase since makes it moot). */
    alertLowBalance(businessId: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        const bank = await manager.findOneBy(LaborBank, { businessId });
        if (!bank) return;
        const available = availableHours(bank);
        if (available >= bank.lowBalanceHours) return;
        await notifyBusiness(ctx.jobs, manager, businessId, (to, firstName) => lowBalanceEmail(to, firstName, available, bank.lowBalanceHours, labourBankLink));
      });
    },
  };
}

function lowBalanceView(bank: LaborBank): LowBalanceAnswer {
  return {
    success: true,
    lowBalanceHours: bank.lowBalanceHours,
    laborBank: { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: availableHours(bank) },
  };
}
