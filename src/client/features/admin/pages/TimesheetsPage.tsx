import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, serviceTypeLabel } from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { timesheetSettleInput } from '../../../../common/schemas/timesheets';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { hoursLabel } from '../components/format';
import { PageError, PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import type { DisputedTimesheetRow } from '../components/types';
import { whileBusy } from '../../../lib/busyDialog';

const hoursRules = [zodRule(timesheetSettleInput.shape.hours)];
const noteRules = [zodRule(timesheetSettleInput.shape.note)];

interface SettleForm {
  hours: number | null;
  note: string;
}

function bookingName(row: DisputedTimesheetRow): string {
  return `${row.business.name}, ${formatDay(row.booking.bookingDate)}, ${sessionLabel(row.booking)}`;
}

/** What settling at `hours` does (or, once `done`, did) to the business's labor bank, against the hours it booked. */
function settlementEffect(row: DisputedTimesheetRow, hours: number, done = false): string {
  const difference = hours - row.booking.duration;
  const one = Math.abs(difference) === 1;
  const bank = `${row.business.name}'s labor bank`;
  if (difference < 0) return `${hoursLabel(-difference)} ${done ? 'went' : one ? 'goes' : 'go'} back to ${bank}.`;
  if (difference > 0) return `${difference} more ${one ? 'hour' : 'hours'} ${done ? (one ? 'was' : 'were') : one ? 'is' : 'are'} charged to ${bank}.`;
  return `${bank} ${done ? 'did not change' : 'does not change'}: these are the hours it booked.`;
}

/**
 * Settle one dispute at the hours the admin decides (1-12), after seeing what that does to the
 * business's bank, with a note the business and the chef both read. A refusal (the bank cannot pay, someone settled it first) stays in the dialog
 * with the hours typed.
 */
function SettleDialog({ row, onClose }: { row: DisputedTimesheetRow; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<SettleForm>();
  const settle = trpc.admin.settleTimesheet.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const hours = Form.useWatch('hours', form);
  const valid = timesheetSettleInput.shape.hours.safeParse(hours).success;

  async function onFinish(values: SettleForm) {
    setFailure(null);
    const settled = values.hours ?? 0;
    try {
      await settle.mutateAsync({ id: row.bookingId, hours: settled, note: values.note });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      form.setFields((['hours', 'note'] as const).filter((name) => fieldErrors[name]).map((name) => ({ name, errors: [fieldErrors[name]!] })));
      setFailure(apiErrorMessage(error, 'The hours could not be settled. Please try again.'));
      if (apiErrorStatus(error) === 409) await utils.admin.timesheetDisputes.invalidate();
      return;
    }
    toast.success('Timesheet settled', `${bookingName(row)} is completed at ${hoursLabel(settled)}. ${settlementEffect(row, settled, true)}`);
    onClose();
    await Promise.all([utils.admin.timesheetDisputes.invalidate(), utils.admin.business.invalidate(), utils.admin.summary.invalidate()]);
  }

  return (
    <Modal open title="Settle these hours" onCancel={onClose} footer={null} {...whileBusy(settle.isPending)}>
      <p>
        {bookingName(row)}: {hoursLabel(row.booking.duration)} booked, {row.chef.name} reported {hoursLabel(row.hours)}.
      </p>
      <p className="cc-admin-muted">The business disputed them: “{row.disputeReason}”</p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" requiredMark={false} noValidate initialValues={{ hours: row.hours, note: '' }} onFinish={(values) => void onFinish(values)} disabled={settle.isPending}>
        <Form.Item label="Hours to settle at" name="hours" rules={hoursRules} extra={valid ? settlementEffect(row, hours as number) : undefined}>
          {/* No min/max: antd would silently clamp 15 to 12, where the schema's message explains. */}
          <InputNumber inputMode="numeric" placeholder={`${BOOKING_MIN_HOURS}-${BOOKING_MAX_HOURS}`} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="Note to the business and the chef" name="note" rules={noteRules} extra="Both are emailed the hours settled, the hours reported and this note.">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <p className="cc-admin-muted">The booking is completed at these hours. This cannot be undone.</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose} disabled={settle.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={settle.isPending}>
            {valid ? `Settle at ${hoursLabel(hours as number)}` : 'Settle'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** DECISIONS.md section 10: the timesheets businesses disputed, oldest first, each settled here. */
export function TimesheetsPage() {
  usePageMeta('Timesheet disputes · Admin', 'Hours that businesses disputed, for a coordinator to settle.');
  const disputes = trpc.admin.timesheetDisputes.useQuery();
  const [settling, setSettling] = useState<DisputedTimesheetRow | null>(null);

  if (disputes.isPending) return <PageLoading label="Loading timesheet disputes..." />;
  if (disputes.isError) return <PageError title="Timesheet disputes" error={disputes.error} onRetry={() => void disputes.refetch()} />;

  const columns: ColumnsType<DisputedTimesheetRow> = [
    {
      key: 'booking',
      title: 'Booking',
      render: (_, row) => (
        <>
          <div className="cc-admin-nowrap">{formatDay(row.booking.bookingDate)}</div>
          <div className="cc-admin-muted">
            {sessionLabel(row.booking)} · {serviceTypeLabel(row.booking.serviceType)}
          </div>
        </>
      ),
    },
    { key: 'business', title: 'Business', render: (_, row) => <Link to={`/admin/business/${row.business.id}`}>{row.business.name}</Link> },
    { key: 'chef', title: 'Chef', render: (_, row) => row.chef.name },
    { key: 'booked', title: 'Booked', align: 'right', render: (_, row) => <span className="cc-admin-nowrap">{hoursLabel(row.booking.duration)}</span> },
    { key: 'reported', title: 'Reported', align: 'right', render: (_, row) => <span className="cc-admin-nowrap">{hoursLabel(row.hours)}</span> },
    {
      key: 'reason',
      title: 'Reason',
      render: (_, row) => (
        <div style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
          {row.disputeReason}
          {row.note && <div className="cc-admin-muted">Chef’s note: {row.note}</div>}
        </div>
      ),
    },
    {
      key: 'disputed',
      title: 'Disputed',
      render: (_, row) => <span className="cc-admin-nowrap">{row.decidedAt ? formatTimestamp(row.decidedAt) : '—'}</span>,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <Button size="small" type="primary" onClick={() => setSettling(row)} aria-label={`Settle hours: ${bookingName(row)}`}>
          Settle
        </Button>
      ),
    },
  ];

  return (
    <>
      {settling && <SettleDialog key={settling.bookingId} row={settling} onClose={() => setSettling(null)} />}
      <div className="cc-admin-page-head">
        <h1>Timesheet disputes</h1>
        <div className="cc-admin-page-head__actions">
          <Button loading={disputes.isFetching} onClick={() => void disputes.refetch()}>
            Refresh
          </Button>
        </div>
      </div>
      <p className="cc-admin-muted">
        Hours a chef reported that the business disputed, oldest first. Settle each at the hours worked: the booking is completed and the
        difference from the booked hours goes back to, or is charged to, the business’s labor bank.
      </p>
      <ScrollRegion label="Timesheet disputes">
        <Table<DisputedTimesheetRow>
          rowKey="bookingId"
          size="small"
          columns={columns}
          dataSource={disputes.data}
          pagination={false}
          locale={{ emptyText: <span className="cc-admin-muted">No disputed timesheets</span> }}
        />
      </ScrollRegion>
    </>
  );
}
