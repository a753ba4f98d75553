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
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, formatHoursAtRate } from '../../../../common/money';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, payoutPaidInput } from '../../../../common/schemas/payouts';
import { shiftDay, vancouverToday } from '../../../../common/vancouver-time';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { payoutStatusColor } from '../components/format';
import { DialogActions } from '../components/DialogActions';
import { QueryTable } from '../components/QueryTable';
import { StatusFilter } from '../components/StatusFilter';
import { usePayoutsView } from '../components/usePayoutsView';
import { whileBusy } from '../../../lib/busyDialog';

type PayoutRow = RouterOutputs['admin']['payouts']['list'][number];
type WouldPay = RouterOutputs['admin']['payouts']['preview']['payouts'][number];

export const PENDING_PAYOUTS_CSV_URL = '/api/admin/export/payouts.csv';

export function chefEarningsCsvUrl(year: number): string {
  return `/api/admin/export/chef-earnings/${year}.csv`;
}

export function payoutStatementUrl(payout: { id: number }): string {
  return `/api/admin/payouts/${payout.id}/statement.pdf`;
}

/** The last Sunday strictly before `today` (YYYY-MM-DD): the server's default `through`. */
export function lastSundayBefore(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return shiftDay(today, -(weekday === 0 ? 7 : weekday));
}

function payoutsLabel(count: number): string {
  return `${count} ${count === 1 ? 'payout' : 'payouts'}`;
}

function useInvalidatePayouts() {
  const utils = trpc.useUtils();
  return () => utils.admin.payouts.invalidate();
}

const referenceRules = [zodRule(payoutPaidInput.shape.reference)];

/** The bank transfer made: its reference, then the payout is paid and the chef is emailed. */
function MarkPaidDialog({ payout, onClose }: { payout: PayoutRow; onClose: () => void }) {
  const invalidate = useInvalidatePayouts();
  const [form] = Form.useForm<{ reference: string }>();
  const markPaid = trpc.admin.payouts.markPaid.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const total = formatCents(payout.amountCents + payout.gstCents);

  async function onFinish(values: { reference: string }) {
    setFailure(null);
    try {
      await markPaid.mutateAsync({ payoutId: payout.id, reference: values.reference });
    } catch (error) {
      const fieldError = apiFieldErrors(error).reference;
      if (fieldError) form.setFields([{ name: 'reference', errors: [fieldError] }]);
      setFailure(apiErrorMessage(error, 'The payout could not be marked paid. Please try again.'));
      if (apiErrorStatus(error) === 409) await invalidate();
      return;
    }
    toast.success('Payout marked paid', `Payout #${payout.id}: ${total} to ${payout.chefName}. The chef has been emailed.`);
    onClose();
    await invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={`Mark payout #${payout.id} paid`} onCancel={onClose} footer={null} {...whileBusy(markPaid.isPending)}>
      <p>
        {payout.chefName}: {total}
        {payout.gstCents > 0 && ` (${formatCents(payout.amountCents)} and ${formatCents(payout.gstCents)} GST)`}, for the work through {formatDay(payout.through)}.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" noValidate disabled={markPaid.isPending} onFinish={(values) => void onFinish(values)}>
        <Form.Item label="Payment reference" name="reference" rules={referenceRules} extra="The bank transfer or e-Transfer reference, as the bank shows it.">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <p className="cc-admin-muted">The payout becomes paid and the chef is emailed that it was sent.</p>
        <DialogActions submit="Mark paid" pending={markPaid.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** A chef's lines a run would gather, folded: each with its hours × rate when it is a session's. */
function WouldPayLines({ payout }: { payout: WouldPay }) {
  return (
    <details>
      <summary>{payout.lines.length === 1 ? '1 line' : `${payout.lines.length} lines`}</summary>
      <ul className="cc-admin-preview-lines">
        {payout.lines.map((line) => (
          <li key={line.id}>
            {line.description}
            {formatHoursAtRate(line) && <span className="cc-admin-muted"> ({formatHoursAtRate(line)})</span>}: {formatCents(line.amountCents)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What a run through `through` would pay now, chef by chef, as the run itself gathers it (nothing is written). */
function PayoutPreview({ through }: { through: string }) {
  const preview = trpc.admin.payouts.preview.useQuery({ through }, { placeholderData: keepPreviousData });
  const payouts = preview.data?.payouts;
  const totalCents = (payouts ?? []).reduce((sum, payout) => sum + payout.amountCents + payout.gstCents, 0);
  const columns: ColumnsType<WouldPay> = [
    { key: 'chef', title: 'Chef', render: (_, payout) => <Link to={`/admin/chefs/${payout.chefId}/edit`}>{payout.chefName}</Link> },
    { key: 'lines', title: 'Lines', render: (_, payout) => <WouldPayLines payout={payout} /> },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, payout) => formatCents(payout.amountCents) },
    { key: 'gst', title: 'GST', align: 'right', render: (_, payout) => formatCents(payout.gstCents) },
    { key: 'total', title: 'Total', align: 'right', render: (_, payout) => <strong>{formatCents(payout.amountCents + payout.gstCents)}</strong> },
  ];
  return (
    <section aria-labelledby="payouts-preview-title" className="cc-admin-preview">
      <h3 id="payouts-preview-title">A run through {formatDay(through)} would pay</h3>
      <p className="cc-admin-note" aria-live="polite">
        {payouts && (payouts.length === 0 ? 'Nothing: no chef is owed anything unpaid through that day.' : `${payoutsLabel(payouts.length)}, ${formatCents(totalCents)} in all.`)}
      </p>
      <QueryTable<WouldPay>
        query={{ data: payouts, isError: preview.isError, error: preview.error, refetch: () => preview.refetch() }}
        label="What a run would pay"
        what="payouts a run would make"
        empty="No chef would be paid"
        rowKey="chefId"
        columns={columns}
        loading={preview.isFetching && preview.isPlaceholderData}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </section>
  );
}

/** "Run payouts": a through day (the last Sunday by default, never after today), what a run would pay, confirmed, then how many were created. */
function RunPayoutsCard() {
  const [modal, contextHolder] = Modal.useModal();
  const invalidate = useInvalidatePayouts();
  const run = trpc.admin.payouts.run.useMutation();
  const today = vancouverToday(new Date());
  const [through, setThrough] = useState(() => lastSundayBefore(today));
  const [outcome, setOutcome] = useState<{ type: 'success' | 'info'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  function confirmRun() {
    setOutcome(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(through)) {
      setFieldError('Choose the last day to pay for');
      return;
    }
    if (through > today) {
      setFieldError('Through must be today or earlier');
      return;
    }
    setFieldError(null);
    const day = formatDay(through);
    modal.confirm({
      title: `Run payouts through ${day}?`,
      content: (
        <>
          <p>
            For each chef, every earning, late-cancellation fee and adjustment dated on or before {day} that is not yet paid out is gathered
            into one payout to be paid (with GST on top for a GST-registered chef), and the chef’s balance goes down by it.
          </p>
          <p>Then pay each payout by bank transfer (Export pending) and mark it paid with the transfer’s reference.</p>
        </>
      ),
      okText: 'Run payouts',
      cancelText: 'Not now',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          const { payouts } = await run.mutateAsync({ through });
          const totalCents = payouts.reduce((sum, payout) => sum + payout.amountCents + payout.gstCents, 0);
          setOutcome(
            payouts.length === 0
              ? { type: 'info', text: `No payouts created: nothing unpaid was owed to any chef through ${day}.` }
              : { type: 'success', text: `${payoutsLabel(payouts.length)} created through ${day}, ${formatCents(totalCents)} in all, to be paid.` },
          );
        } catch (error) {
          const message = apiErrorMessage(error, 'The payouts could not be run. Please try again.');
          const throughError = apiFieldErrors(error).through;
          if (throughError) setFieldError(throughError);
          toast.error('Could not run payouts', message);
        } finally {
          await invalidate();
        }
      },
    });
  }

  return (
    <Card title={<h2 className="cc-admin-section-title">Run payouts</h2>}>
      {contextHolder}
      <p className="cc-admin-muted">
        A run pays each chef what they earned up to a day. It runs by itself every Wednesday at 9:00 (Vancouver) through the Sunday before; run
        it here to pay sooner.
      </p>
      <div className="cc-admin-toolbar">
        <label htmlFor="payouts-through">Through</label>
        <Input
          id="payouts-through"
          type="date"
          value={through}
          max={today}
          style={{ width: 170 }}
          status={fieldError ? 'error' : undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'payouts-through-error' : undefined}
          onChange={(event) => {
            setThrough(event.target.value);
            setFieldError(null);
          }}
        />
        <Button type="primary" onClick={confirmRun} loading={run.isPending}>
          Run payouts
        </Button>
      </div>
      {fieldError && (
        <p id="payouts-through-error" className="cc-admin-negative" role="alert" style={{ margin: '0 0 8px' }}>
          {fieldError}
        </p>
      )}
      <div aria-live="polite">{outcome && <Alert type={outcome.type} showIcon title={outcome.text} />}</div>
      {!fieldError && /^\d{4}-\d{2}-\d{2}$/.test(through) && through <= today && <PayoutPreview through={through} />}
    </Card>
  );
}

function PayoutsCard() {
  const { view, update } = usePayoutsView();
  const payouts = trpc.admin.payouts.list.useQuery({ status: view.status }, { placeholderData: keepPreviousData });
  const [paying, setPaying] = useState<PayoutRow | null>(null);

  const columns: ColumnsType<PayoutRow> = [
    { key: 'id', title: 'Payout', render: (_, payout) => <span className="cc-admin-nowrap">#{payout.id}</span> },
    { key: 'chef', title: 'Chef', render: (_, payout) => <Link to={`/admin/chefs/${payout.chefId}/edit`}>{payout.chefName}</Link> },
    { key: 'through', title: 'Through', render: (_, payout) => <span className="cc-admin-nowrap">{formatDay(payout.through)}</span> },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, payout) => formatCents(payout.amountCents) },
    { key: 'gst', title: 'GST', align: 'right', render: (_, payout) => formatCents(payout.gstCents) },
    { key: 'total', title: 'Total', align: 'right', render: (_, payout) => <strong>{formatCents(payout.amountCents + payout.gstCents)}</strong> },
    { key: 'status', title: 'Status', render: (_, payout) => <Tag color={payoutStatusColor[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Tag> },
    { key: 'reference', title: 'Reference', render: (_, payout) => payout.reference ?? <span className="cc-admin-muted">—</span> },
    {
      key: 'paid',
      title: 'Paid',
      render: (_, payout) => <span className="cc-admin-nowrap">{payout.paidAt ? formatTimestamp(payout.paidAt) : <span className="cc-admin-muted">—</span>}</span>,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, payout) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
          {payout.status === 'pending' && (
            <Button size="small" type="primary" onClick={() => setPaying(payout)} aria-label={`Mark payout #${payout.id} paid`}>
              Mark paid
            </Button>
          )}
          <Button size="small" type="link" href={payoutStatementUrl(payout)} download aria-label={`Statement of payout #${payout.id} (PDF)`}>
            Statement
          </Button>
        </span>
      ),
    },
  ];

  const data = payouts.data;
  return (
    <Card title={<h2 className="cc-admin-section-title">Payouts</h2>}>
      {paying && <MarkPaidDialog key={paying.id} payout={paying} onClose={() => setPaying(null)} />}
      <StatusFilter statuses={PAYOUT_STATUSES} labels={PAYOUT_STATUS_LABELS} view={view} update={update} />
      {payouts.isError && data && <p role="alert">{apiErrorMessage(payouts.error, 'Failed to refresh the payouts.')}</p>}
      <p className="cc-admin-note" aria-live="polite">
        {data ? `${payoutsLabel(data.length)}${view.status ? `, ${PAYOUT_STATUS_LABELS[view.status].toLowerCase()}` : ''}, newest first.` : ''}
      </p>
      <QueryTable<PayoutRow>
        query={payouts}
        label="Payouts"
        what="payouts"
        empty={view.status ? `No payouts: ${PAYOUT_STATUS_LABELS[view.status].toLowerCase()}` : 'No payouts yet'}
        rowKey="id"
        columns={columns}
        loading={payouts.isFetching && payouts.isPlaceholderData}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Card>
  );
}

/** The years of the T4A export offered: this one and the four before it. */
function taxYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

/**
 * /admin/payouts (DECISIONS.md section 13): run payouts, the pending, paid and failed ones with
 * "Mark paid" and their statements, the pending ones exported for the bank, and the year's chef
 * earnings with the tax ids for the T4A slips.
 */
export function PayoutsPage() {
  usePageMeta('Payouts · Admin', 'Pay chefs: run payouts, mark them paid, export them for the bank and the year for T4A slips.');
  const years = taxYears(vancouverToday(new Date()));
  const [year, setYear] = useState(years[0]!);
  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Payouts</h1>
        <div className="cc-admin-page-head__actions">
          <Button href={PENDING_PAYOUTS_CSV_URL} download>
            Export pending (CSV)
          </Button>
          <Select<number> aria-label="Tax year" value={year} style={{ width: 100 }} options={years.map((value) => ({ value, label: String(value) }))} onChange={setYear} />
          <Button href={chefEarningsCsvUrl(year)} download>
            Chef earnings {year} (CSV, with tax IDs)
          </Button>
        </div>
      </div>
      <div className="cc-admin-stack">
        <RunPayoutsCard />
        <PayoutsCard />
      </div>
    </>
  );
}
