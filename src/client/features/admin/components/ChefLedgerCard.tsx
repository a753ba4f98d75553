import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { LEDGER_REASON_MAX } from '../../../../common/constants';
import { formatCents } from '../../../../common/money';
import { ADJUSTMENT_CENTS_MAX, adjustmentInput, type ChefLineKind } from '../../../../common/schemas/payouts';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { DialogActions } from './DialogActions';
import { dollarsToCents } from './FinancePacks';
import { capitalize, payoutStatusColor } from './format';
import { PageLoading } from './PageStates';
import { ScrollRegion } from './ScrollRegion';
import { whileBusy } from '../../../lib/busyDialog';

type Earnings = RouterOutputs['admin']['payouts']['chefEarnings'];
type LineRow = Earnings['lines'][number];

/** How many of the latest lines the card shows (the server sends up to 100). */
const LINES_SHOWN = 20;

const KIND_LABEL: Record<ChefLineKind, string> = {
  earning: 'Earning',
  'late-cancel': 'Late cancellation',
  adjustment: 'Adjustment',
  payout: 'Payout',
};

interface AdjustmentValues {
  /** Dollars as the admin types them, negative to take money back; sent as integer cents. */
  amount: number | null;
  reason: string;
}

const AMOUNT_MESSAGE = `Enter an amount in dollars and cents, not 0, from -${formatCents(ADJUSTMENT_CENTS_MAX)} to ${formatCents(ADJUSTMENT_CENTS_MAX)}`;
const amountRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: number | null | undefined) => {
      const cents = dollarsToCents(value);
      if (cents === null || cents === 0 || Math.abs(cents) > ADJUSTMENT_CENTS_MAX) throw new Error(AMOUNT_MESSAGE);
    },
  },
];
const reasonRules = [zodRule(adjustmentInput.shape.reason)];

function signedCents(cents: number) {
  return <span className={cents < 0 ? 'cc-admin-negative' : undefined}>{formatCents(cents)}</span>;
}

/** An amount added to (or, negative, taken from) the chef's balance, with the reason the chef sees. */
function AdjustmentDialog({ chefId, chefName, balanceCents, onClose }: { chefId: number; chefName: string; balanceCents: number; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<AdjustmentValues>();
  const adjust = trpc.admin.payouts.adjust.useMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onFinish(values: AdjustmentValues) {
    setFailure(null);
    const amountCents = dollarsToCents(values.amount) ?? 0;
    try {
      const saved = await adjust.mutateAsync({ chefId, amountCents, reason: values.reason });
      toast.success('Adjustment added', `${formatCents(amountCents)} for ${chefName}: the balance is now ${formatCents(saved.balanceCents)}.`);
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setFields([
        ...(fields.amountCents ? [{ name: 'amount' as const, errors: [fields.amountCents] }] : []),
        ...(fields.reason ? [{ name: 'reason' as const, errors: [fields.reason] }] : []),
      ]);
      setFailure(apiErrorMessage(error, 'The adjustment could not be added. Please try again.'));
      if (apiErrorStatus(error) === 409) await utils.admin.payouts.chefEarnings.invalidate({ chefId });
      return;
    }
    onClose();
    await utils.admin.payouts.invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={`Add an adjustment for ${chefName}`} onCancel={onClose} footer={null} {...whileBusy(adjust.isPending)}>
      <p>The balance is {formatCents(balanceCents)}. A positive amount is owed to the chef; a negative one takes money back, never below zero.</p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form<AdjustmentValues> form={form} layout="vertical" noValidate disabled={adjust.isPending} initialValues={{ amount: null, reason: '' }} onFinish={(values) => void onFinish(values)}>
        <Form.Item label="Amount (CAD)" name="amount" rules={amountRules} extra="In dollars, e.g. 45.50 or -20.00">
          <InputNumber inputMode="decimal" prefix="$" step={0.01} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="Reason" name="reason" rules={reasonRules} extra="The chef sees it on the line.">
          <Input.TextArea rows={2} maxLength={LEDGER_REASON_MAX} />
        </Form.Item>
        <DialogActions submit="Add adjustment" pending={adjust.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/**
 * A chef's ledger on the admin's chef screen (DECISIONS.md section 13): the balance owed, the
 * latest lines (earnings, late-cancellation fees, adjustments, payouts) and "Add adjustment".
 */
export function ChefLedgerCard({ chefId, chefName }: { chefId: number; chefName: string }) {
  const earnings = trpc.admin.payouts.chefEarnings.useQuery({ chefId });
  const [adding, setAdding] = useState(false);
  const data = earnings.data;

  const columns: ColumnsType<LineRow> = [
    { key: 'date', title: 'Date', render: (_, line) => <span className="cc-admin-nowrap">{formatTimestamp(line.createdAt)}</span> },
    { key: 'kind', title: 'Kind', render: (_, line) => <span className="cc-admin-nowrap">{KIND_LABEL[line.kind]}</span> },
    { key: 'description', title: 'Description', render: (_, line) => line.description },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => <span className="cc-admin-nowrap">{signedCents(line.amountCents)}</span> },
    {
      key: 'payout',
      title: 'Payout',
      render: (_, line) => {
        if (line.payoutId === null) return <span className="cc-admin-muted">Not yet paid out</span>;
        const payout = data?.payouts.find(({ id }) => id === line.payoutId);
        return (
          <span className="cc-admin-nowrap">
            #{line.payoutId}
            {payout && (
              <>
                {' '}
                <Tag color={payoutStatusColor[payout.status]}>{capitalize(payout.status)}</Tag>
              </>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <Card
      title={
        <h2 className="cc-admin-section-title" id="chef-ledger">
          Earnings and payouts
        </h2>
      }
      extra={
        <Button type="primary" disabled={!data} onClick={() => setAdding(true)}>
          Add adjustment
        </Button>
      }
    >
      {adding && data && <AdjustmentDialog chefId={chefId} chefName={chefName} balanceCents={data.balanceCents} onClose={() => setAdding(false)} />}
      {earnings.isError && !data ? (
        <LoadError title="Failed to load the chef’s ledger" error={earnings.error} onRetry={() => void earnings.refetch()} />
      ) : !data ? (
        <PageLoading label="Loading the ledger..." />
      ) : (
        <>
          <p aria-live="polite" style={{ margin: '0 0 4px' }}>
            Balance owed: <strong className="cc-admin-card-value" style={{ fontSize: '1.25rem' }}>{formatCents(data.balanceCents)}</strong>
          </p>
          <p className="cc-admin-note">
            Owed to the chef and not yet in a payout. The latest lines, newest first; payouts are on{' '}
            <Link to="/admin/payouts" style={{ textDecoration: 'underline' }}>
              Payouts
            </Link>.
          </p>
          {earnings.isError && <p role="alert">{apiErrorMessage(earnings.error, 'Failed to refresh the ledger.')}</p>}
          <ScrollRegion label="Ledger">
            <Table<LineRow>
              size="small"
              pagination={false}
              rowKey="id"
              columns={columns}
              dataSource={data.lines.slice(0, LINES_SHOWN)}
              locale={{ emptyText: <span className="cc-admin-muted">Nothing earned yet</span> }}
            />
          </ScrollRegion>
        </>
      )}
    </Card>
  );
}
