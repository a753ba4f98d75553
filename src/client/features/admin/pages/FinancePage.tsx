import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../../common/money';
import {
  GST_NUMBER_MISSING,
  ORDER_STATUSES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  recordPaymentInput,
  refundInput,
  type OrderStatus,
  type PaymentMethod,
} from '../../../../common/schemas/billing';
import { vancouverToday } from '../../../../common/vancouver-time';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { FinancePacks } from '../components/FinancePacks';
import { FinanceSettings } from '../components/FinanceSettings';
import { DayFilter } from '../components/DayFilter';
import { capitalize, hoursLabel, orderStatusColor } from '../components/format';
import { QueryTable } from '../components/QueryTable';
import { SearchBox } from '../components/SearchBox';
import { useFinanceView, type FinanceView } from '../components/useFinanceView';
import { whileBusy } from '../../../lib/busyDialog';

type OrderRow = RouterOutputs['admin']['finance']['orders'][number];
type MonthRow = RouterOutputs['admin']['finance']['monthTotals'][number];

export const ORDERS_CSV_URL = '/api/admin/export/orders.csv';

/** One of an order's PDFs: its invoice, its receipt once paid, its credit note once refunded. */
function documentUrl(order: { id: number }, document: 'invoice' | 'receipt' | 'credit-note'): string {
  return `/api/billing/orders/${order.id}/${document}.pdf`;
}

const PROVIDER_NAME = { invoice: 'Invoice', stripe: 'Stripe' } as const;

const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-05" → "May 2026". */
function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** Everything the finance screen shows that an order change can move. */
function useInvalidateFinance() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.finance.orders.invalidate(), utils.admin.finance.monthTotals.invalidate(), utils.admin.finance.packs.invalidate(), utils.admin.business.invalidate()]);
}

const referenceRules = [zodRule(recordPaymentInput.shape.reference)];
const receivedOnRules = [{ required: true, message: 'Please give the day the payment was received' }, zodRule(recordPaymentInput.shape.receivedOn.unwrap())];
const reasonRules = [zodRule(refundInput.shape.reason)];
/** The methods an admin records by hand: a card payment is Stripe's, recorded by its webhook. */
const RECORDED_METHODS = PAYMENT_METHODS.filter((method) => method !== 'card').map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }));

interface PaymentFormValues {
  reference: string;
  receivedOn: string;
  method: PaymentMethod;
}

/** The server's field errors on a form whose fields bear the server's names. */
function showFieldErrors<T>(form: ReturnType<typeof Form.useForm<T>>[0], error: unknown, fields: string[]) {
  form.setFields(Object.entries(apiFieldErrors(error)).flatMap(([name, message]) => (fields.includes(name) ? [{ name: name as never, errors: [message] }] : [])));
}

/** An invoice paid outside the app (cheque, e-Transfer): the day it was received, how, and its reference; then the hours are credited. */
function RecordPaymentDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const invalidate = useInvalidateFinance();
  const [form] = Form.useForm<PaymentFormValues>();
  const record = trpc.admin.finance.recordPayment.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const today = vancouverToday(new Date());

  async function onFinish(values: PaymentFormValues) {
    setFailure(null);
    try {
      await record.mutateAsync({ orderId: order.id, ...values });
    } catch (error) {
      showFieldErrors(form, error, ['reference', 'receivedOn', 'method']);
      setFailure(apiErrorMessage(error, 'The payment could not be recorded. Please try again.'));
      if (apiErrorStatus(error) === 409) await invalidate();
      return;
    }
    toast.success('Payment recorded', `${order.number} is paid: ${hoursLabel(order.hours)} added to ${order.businessName}'s labor bank.`);
    onClose();
    await invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={`Record the payment of ${order.number}`} onCancel={onClose} footer={null} {...whileBusy(record.isPending)}>
      <p>
        {order.businessName}: {order.packName}, {hoursLabel(order.hours)}, {formatCents(order.totalCents)} with tax.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form<PaymentFormValues>
        form={form}
        layout="vertical"
        noValidate
        disabled={record.isPending}
        initialValues={{ receivedOn: today, method: 'etransfer' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Day received" name="receivedOn" rules={receivedOnRules} extra="The day the money reached ChefConnect; not after today.">
          <Input type="date" max={today} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="Method" name="method">
          <Select<PaymentMethod> options={RECORDED_METHODS} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="Payment reference" name="reference" rules={referenceRules} extra="The cheque or e-Transfer number, as the bank shows it.">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <p className="cc-admin-muted">The order becomes paid, its hours are added to the business’s labor bank and its receipt is emailed. The payment counts in this month’s totals.</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={record.isPending}>
            Record payment
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** A refund (a paid order whose hours are unused), for a reason the credit note and the business's email carry. */
function RefundDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const invalidate = useInvalidateFinance();
  const [form] = Form.useForm<{ reason: string }>();
  const refund = trpc.admin.finance.refund.useMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onFinish(values: { reason: string }) {
    setFailure(null);
    try {
      const { order: refunded } = await refund.mutateAsync({ orderId: order.id, reason: values.reason });
      toast.success('Order refunded', `${order.number}: ${hoursLabel(order.hours)} taken back, ${formatCents(order.totalCents)} refunded; credit note ${refunded.creditNoteNumber ?? ''} emailed.`);
    } catch (error) {
      showFieldErrors(form, error, ['reason']);
      setFailure(apiErrorMessage(error, 'The order could not be refunded. Please try again.'));
      if (apiErrorStatus(error) === 409) await invalidate();
      return;
    }
    onClose();
    await invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={`Refund ${order.number}?`} onCancel={onClose} footer={null} {...whileBusy(refund.isPending)}>
      <p>
        {hoursLabel(order.hours)} leave {order.businessName}’s labor bank and {formatCents(order.totalCents)} is refunded.{' '}
        {order.provider === 'stripe' ? 'Stripe returns the payment to the card.' : 'The invoice was paid outside the app: return the money to the business the way it paid.'} Only
        unused hours can be refunded.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" noValidate disabled={refund.isPending} onFinish={(values) => void onFinish(values)}>
        <Form.Item label="Reason for the refund" name="reason" rules={reasonRules} extra="Printed on the credit note the business is emailed.">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose} disabled={refund.isPending}>
            Keep Order
          </Button>
          <Button danger type="primary" htmlType="submit" loading={refund.isPending}>
            Refund
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Cancel (a pending order), after a confirmation. */
function useOrderActions() {
  const [modal, contextHolder] = Modal.useModal();
  const invalidate = useInvalidateFinance();
  const cancel = trpc.admin.finance.cancelOrder.useMutation();

  /** One confirmation: the change runs on OK; its outcome is a toast (the server's message on a refusal) and the screen reloads. */
  function confirmChange(change: { title: string; content: ReactNode; okText: string; run: () => Promise<unknown>; done: [string, string]; failed: string }) {
    modal.confirm({
      title: change.title,
      content: change.content,
      okText: change.okText,
      okButtonProps: { danger: true },
      cancelText: 'Keep Order',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await change.run();
          toast.success(...change.done);
        } catch (error) {
          toast.error(change.failed, apiErrorMessage(error, 'Please try again.'));
        } finally {
          await invalidate();
        }
      },
    });
  }

  const confirmCancel = (order: OrderRow) =>
    confirmChange({
      title: `Cancel ${order.number}?`,
      content: `${order.businessName} no longer owes this invoice (${formatCents(order.totalCents)}); no hours are added.`,
      okText: 'Cancel Order',
      run: () => cancel.mutateAsync({ orderId: order.id }),
      done: ['Order canceled', `${order.number} is canceled.`],
      failed: 'Could not cancel',
    });

  return { confirmCancel, contextHolder };
}

function filterDescription(view: FinanceView): string {
  const parts: string[] = [];
  if (view.status) parts.push(view.status);
  if (view.from && view.to) parts.push(`created ${view.from} to ${view.to}`);
  else if (view.from) parts.push(`created from ${view.from}`);
  else if (view.to) parts.push(`created up to ${view.to}`);
  if (view.search) parts.push(`matching “${view.search}”`);
  return parts.join(', ');
}

function OrdersCard() {
  const { view, update } = useFinanceView();
  const orders = trpc.admin.finance.orders.useQuery(
    { status: view.status, from: view.from, to: view.to, search: view.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const [paying, setPaying] = useState<OrderRow | null>(null);
  const [refunding, setRefunding] = useState<OrderRow | null>(null);
  const { confirmCancel, contextHolder } = useOrderActions();

  const columns: ColumnsType<OrderRow> = [
    { key: 'number', title: 'Number', render: (_, order) => <span className="cc-admin-nowrap">{order.number}</span> },
    { key: 'created', title: 'Created', render: (_, order) => <span className="cc-admin-nowrap">{formatTimestamp(order.createdAt)}</span> },
    { key: 'business', title: 'Business', render: (_, order) => <Link to={`/admin/business/${order.businessId}`}>{order.businessName}</Link> },
    { key: 'pack', title: 'Pack', render: (_, order) => order.packName },
    { key: 'hours', title: 'Hours', align: 'right', render: (_, order) => order.hours },
    {
      key: 'total',
      title: 'Total',
      align: 'right',
      render: (_, order) => (
        <span className="cc-admin-nowrap" title={`Subtotal ${formatCents(order.subtotalCents)}, GST ${formatCents(order.gstCents)}, PST ${formatCents(order.pstCents)}`}>
          {formatCents(order.totalCents)}
        </span>
      ),
    },
    { key: 'status', title: 'Status', render: (_, order) => <Tag color={orderStatusColor[order.status]}>{capitalize(order.status)}</Tag> },
    { key: 'provider', title: 'Provider', render: (_, order) => PROVIDER_NAME[order.provider] },
    {
      key: 'paid',
      title: 'Paid',
      render: (_, order) => <span className="cc-admin-nowrap">{order.paidAt ? formatTimestamp(order.paidAt) : <span className="cc-admin-muted">—</span>}</span>,
    },
    {
      key: 'reference',
      title: 'Payment',
      render: (_, order) =>
        order.paymentMethod ? (
          <span>
            {PAYMENT_METHOD_NAMES[order.paymentMethod]}
            {order.paymentReference && <> {order.paymentReference}</>}
            <br />
            <span className="cc-admin-muted">
              received {order.paymentReceivedOn}
              {order.paymentRecordedBy && <>, recorded by {order.paymentRecordedBy}</>}
            </span>
          </span>
        ) : (
          <span className="cc-admin-muted">—</span>
        ),
    },
    {
      key: 'refund',
      title: 'Refund',
      render: (_, order) =>
        order.refundedAt ? (
          <span>
            {order.refundReason}
            <br />
            <span className="cc-admin-muted">
              {formatTimestamp(order.refundedAt)}
              {order.refundedBy && <>, by {order.refundedBy}</>}
            </span>
          </span>
        ) : (
          <span className="cc-admin-muted">—</span>
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, order) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
          {order.status === 'pending' && order.provider === 'invoice' && (
            <Button size="small" type="primary" onClick={() => setPaying(order)} aria-label={`Record payment: ${order.number}`}>
              Record payment
            </Button>
          )}
          {order.status === 'paid' && (
            <Button size="small" danger onClick={() => setRefunding(order)} aria-label={`Refund ${order.number}`}>
              Refund
            </Button>
          )}
          {order.status === 'pending' && (
            <Button size="small" onClick={() => confirmCancel(order)} aria-label={`Cancel ${order.number}`}>
              Cancel
            </Button>
          )}
          <Button size="small" type="link" href={documentUrl(order, 'invoice')} target="_blank" rel="noopener" aria-label={`Invoice ${order.number} (PDF)`}>
            Invoice
          </Button>
          {order.receiptNumber && (
            <Button size="small" type="link" href={documentUrl(order, 'receipt')} target="_blank" rel="noopener" aria-label={`Receipt ${order.receiptNumber} (PDF)`}>
              Receipt
            </Button>
          )}
          {order.creditNoteNumber && (
            <Button size="small" type="link" href={documentUrl(order, 'credit-note')} target="_blank" rel="noopener" aria-label={`Credit note ${order.creditNoteNumber} (PDF)`}>
              Credit note
            </Button>
          )}
        </span>
      ),
    },
  ];

  const data = orders.data;
  const filtered = filterDescription(view);

  return (
    <Card title={<h2 className="cc-admin-section-title">Orders</h2>}>
      {contextHolder}
      {paying && <RecordPaymentDialog key={paying.id} order={paying} onClose={() => setPaying(null)} />}
      {refunding && <RefundDialog key={refunding.id} order={refunding} onClose={() => setRefunding(null)} />}
      <div className="cc-admin-toolbar">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder="Business or order number..." label="Search orders by business or number" />
        <Select<OrderStatus>
          allowClear
          placeholder="All statuses"
          aria-label="Status"
          style={{ minWidth: 150 }}
          value={view.status}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: capitalize(status) }))}
          onChange={(status) => update({ status })}
        />
        <DayFilter id="finance-from" label="From" value={view.from} onChange={(from) => update({ from })} />
        <DayFilter id="finance-to" label="To" value={view.to} onChange={(to) => update({ to })} />
        {filtered && <Button onClick={() => update({ status: undefined, from: undefined, to: undefined, search: '' })}>Clear filters</Button>}
      </div>
      {orders.isError && data && <p role="alert">{apiErrorMessage(orders.error, 'Failed to refresh the orders.')}</p>}
      <p className="cc-admin-note" aria-live="polite">
        {data ? `${data.length} ${data.length === 1 ? 'order' : 'orders'}${filtered ? `, ${filtered}` : ''}, newest first.` : ''}
      </p>
      <QueryTable<OrderRow>
        query={orders}
        label="Orders"
        what="orders"
        empty={filtered ? 'No orders match these filters' : 'No orders yet'}
        rowKey="id"
        columns={columns}
        loading={orders.isFetching && orders.isPlaceholderData}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Card>
  );
}

type PaidMonthRow = RouterOutputs['admin']['payouts']['monthTotals'][number];

/** What went out to chefs (DECISIONS.md section 13): paid payouts by the month (Vancouver time) they were paid in, beside the sales. */
function PaidToChefsCard() {
  const totals = trpc.admin.payouts.monthTotals.useQuery();
  const columns: ColumnsType<PaidMonthRow> = [
    { key: 'month', title: 'Month', render: (_, row) => <span className="cc-admin-nowrap">{formatMonth(row.month)}</span> },
    { key: 'payouts', title: 'Payouts', align: 'right', render: (_, row) => row.payouts },
    { key: 'amount', title: 'Paid', align: 'right', render: (_, row) => formatCents(row.amountCents) },
    { key: 'gst', title: 'GST paid', align: 'right', render: (_, row) => formatCents(row.gstCents) },
    { key: 'total', title: 'Total', align: 'right', render: (_, row) => formatCents(row.amountCents + row.gstCents) },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Paid to chefs</h2>} extra={<Link to="/admin/payouts">Payouts</Link>}>
      <p className="cc-admin-muted">Payouts marked paid, by the month (Vancouver time) they were paid in, newest first; GST is paid to GST-registered chefs.</p>
      <QueryTable<PaidMonthRow> query={totals} label="Paid to chefs" what="payout totals" empty="Nothing paid to chefs yet" rowKey="month" columns={columns} />
    </Card>
  );
}

function MonthTotalsCard() {
  const totals = trpc.admin.finance.monthTotals.useQuery();
  const columns: ColumnsType<MonthRow> = [
    {
      key: 'month',
      title: 'Month',
      render: (_, row) => (
        <span className="cc-admin-nowrap">
          {formatMonth(row.month)}
          {row.kind === 'refunds' && <>: refunds</>}
        </span>
      ),
    },
    { key: 'orders', title: 'Orders', align: 'right', render: (_, row) => row.orders },
    { key: 'hours', title: 'Hours sold', align: 'right', render: (_, row) => row.hoursSold },
    { key: 'sales', title: 'Sales before tax', align: 'right', render: (_, row) => formatCents(row.salesCents) },
    { key: 'gst', title: 'GST', align: 'right', render: (_, row) => formatCents(row.gstCents) },
    { key: 'pst', title: 'PST', align: 'right', render: (_, row) => formatCents(row.pstCents) },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Monthly totals</h2>}>
      <p className="cc-admin-muted">
        Sales by the month (Vancouver time) their payment was recorded in, newest first; a refund is a negative line in the month it was made, so a month once
        past never changes.
      </p>
      <QueryTable<MonthRow> query={totals} label="Monthly totals" what="monthly totals" empty="No sales yet" rowKey={(row) => `${row.month}-${row.kind}`} columns={columns} />
    </Card>
  );
}

/**
 * /admin/finance (DECISIONS.md section 12): the hour-pack orders with their payments and
 * refunds, the monthly sales and taxes beside what was paid to chefs (section 13), the packs on
 * sale, and the tax and payment settings.
 */
export function FinancePage() {
  usePageMeta('Finance · Admin', 'Hour-pack orders, payments, refunds, monthly totals, packs and tax settings.');
  const settings = trpc.admin.finance.settings.useQuery();
  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Finance</h1>
        <div className="cc-admin-page-head__actions">
          <Button href={ORDERS_CSV_URL} download>
            Export CSV
          </Button>
        </div>
      </div>
      {settings.data && settings.data.gstNumber === null && <Alert type="warning" showIcon title={GST_NUMBER_MISSING} description="Set GST_NUMBER on the server to print ChefConnect's GST registration on every invoice." style={{ marginBottom: 16 }} />}
      <div className="cc-admin-stack">
        <OrdersCard />
        <div className="cc-admin-grid-2" style={{ marginBottom: 0 }}>
          <MonthTotalsCard />
          <PaidToChefsCard />
        </div>
        <FinancePacks />
        <FinanceSettings />
      </div>
    </>
  );
}
