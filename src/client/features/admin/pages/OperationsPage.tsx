import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { STAFFING_STATES, UNSTAFFED_WARNING_HOURS, unstaffedSoon, type Staffing } from '../../../../common/chefs';
import { serviceTypeLabel, timeSlotLabel } from '../../../../common/constants';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/formatDay';
import { hoursLabel, staffingColor } from '../components/format';
import { PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import { describeBooking, StaffingDialog, type StaffingMode } from '../components/StaffingDialog';
import type { BoardRow } from '../components/types';
import { canRecordNoShow, useChefNoShow } from '../components/useChefNoShow';
import { useOperationsView } from '../components/useOperationsView';

const staffingLabel = new Map<string, string>(STAFFING_STATES.map((state) => [state.value, state.label]));
const URGENT_TEXT = `Needs a chef within ${UNSTAFFED_WARNING_HOURS} hours`;

/**
 * "12 bookings, 2 awaiting a chef within 48 hours, 1 offered": the same two counts as the
 * admin dashboard's card, which links here.
 */
export function boardCount(bookings: number, soon: ReturnType<typeof unstaffedSoon>): string {
  const parts = [`${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`];
  if (soon.awaitingChef > 0) parts.push(`${soon.awaitingChef} awaiting a chef within ${UNSTAFFED_WARNING_HOURS} hours`);
  if (soon.offered > 0) parts.push(`${soon.offered} offered within ${UNSTAFFED_WARNING_HOURS} hours, awaiting an answer`);
  return parts.join(', ');
}

/** Rows in date order → one group a day, in the same order. */
function byDay(rows: BoardRow[]): [string, BoardRow[]][] {
  const days = new Map<string, BoardRow[]>();
  for (const row of rows) days.set(row.bookingDate, [...(days.get(row.bookingDate) ?? []), row]);
  return [...days];
}

/** Unassign, after a confirmation; the booking goes back to awaiting a chef and both sides are told. */
function useUnassignChef() {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const unassign = trpc.admin.unassignChef.useMutation();

  function confirmUnassign(row: BoardRow) {
    const chefName = row.chef?.name ?? 'The chef';
    modal.confirm({
      title: `Unassign ${chefName}?`,
      content: `${describeBooking(row)} goes back to awaiting a chef. ${chefName} and the business are emailed.`,
      okText: 'Unassign',
      okButtonProps: { danger: true },
      cancelText: 'Keep Chef',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await unassign.mutateAsync({ bookingId: row.bookingId });
          toast.success('Chef unassigned', `${describeBooking(row)} is awaiting a chef again.`);
        } catch (error) {
          toast.error('Could not unassign', apiErrorMessage(error, 'Please try again.'));
        } finally {
          await Promise.all([utils.admin.operations.invalidate(), utils.admin.summary.invalidate(), utils.admin.business.invalidate()]);
        }
      },
    });
  }

  return { confirmUnassign, contextHolder };
}

function StaffingCell({ row }: { row: BoardRow }) {
  return (
    <>
      <Tag color={staffingColor[row.staffing]}>{staffingLabel.get(row.staffing)}</Tag>
      {row.staffing === 'offered' && (
        <span className="cc-admin-muted cc-admin-nowrap">
          to {row.openOffers} {row.openOffers === 1 ? 'chef' : 'chefs'}
        </span>
      )}
      {row.urgent && <div className="cc-admin-urgent">{URGENT_TEXT}</div>}
    </>
  );
}

/**
 * The Operations board (DECISIONS.md section 9): the confirmed bookings of the next 14 days by
 * day, with their staffing and chef; offer, assign or unassign from the row. Bookings starting
 * within 48 hours without a chef are marked in words as well as colour.
 */
export function OperationsPage() {
  usePageMeta('Operations · Admin', 'Confirmed bookings of the next 14 days, their staffing and chefs.');
  const { view, update } = useOperationsView();
  const board = trpc.admin.operations.useQuery(view, { placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<{ row: BoardRow; mode: StaffingMode } | null>(null);
  const { confirmUnassign, contextHolder } = useUnassignChef();
  const { confirmNoShow, contextHolder: noShowContextHolder } = useChefNoShow();
  const now = new Date();
  const headingId = useId();

  const columns: ColumnsType<BoardRow> = [
    {
      key: 'business',
      title: 'Business',
      width: '16%',
      render: (_, row) => (
        <>
          <Link to={`/admin/business/${row.businessId}`}>{row.businessName}</Link>
          <div className="cc-admin-muted">{row.city}</div>
        </>
      ),
    },
    { key: 'service', title: 'Service', width: '14%', render: (_, row) => serviceTypeLabel(row.serviceType) },
    { key: 'slot', title: 'Time slot', width: '14%', render: (_, row) => timeSlotLabel(row.timeSlot) },
    { key: 'duration', title: 'Duration', width: '8%', render: (_, row) => <span className="cc-admin-nowrap">{hoursLabel(row.duration)}</span> },
    { key: 'staffing', title: 'Staffing', width: '15%', render: (_, row) => <StaffingCell row={row} /> },
    {
      key: 'chef',
      title: 'Chef',
      width: '19%',
      render: (_, row) => (row.chef ? <ChefIdentity chef={row.chef} photo={false} /> : <span className="cc-admin-muted">—</span>),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: '14%',
      render: (_, row) => {
        const chef = row.chef;
        return chef ? (
          <span className="cc-admin-nowrap" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            <Button size="small" danger onClick={() => confirmUnassign(row)} aria-label={`Unassign ${chef.name} from ${describeBooking(row)}`}>
              Unassign
            </Button>
            {canRecordNoShow(row, now) && (
              <Button
                size="small"
                danger
                onClick={() => confirmNoShow({ ...row, chefName: chef.name })}
                aria-label={`Chef no-show: ${describeBooking(row)}`}
              >
                No-show
              </Button>
            )}
          </span>
        ) : (
          <span className="cc-admin-nowrap" style={{ display: 'inline-flex', gap: 8 }}>
            <Button size="small" onClick={() => setDialog({ row, mode: 'offer' })} aria-label={`Offer ${describeBooking(row)}`}>
              Offer
            </Button>
            <Button size="small" onClick={() => setDialog({ row, mode: 'assign' })} aria-label={`Assign a chef to ${describeBooking(row)}`}>
              Assign
            </Button>
          </span>
        );
      },
    },
  ];

  const data = board.data;
  const days = byDay(data ?? []);
  const soon = unstaffedSoon(data ?? []);

  let content;
  if (board.isError && !data) {
    content = <LoadError title="Failed to load the board" error={board.error} onRetry={() => void board.refetch()} />;
  } else if (!data) {
    content = <PageLoading label="Loading bookings..." />;
  } else if (days.length === 0) {
    content = (
      <p className="cc-admin-state">
        {view.staffing ? `No ${staffingLabel.get(view.staffing)?.toLowerCase()} bookings in the next 14 days.` : 'No confirmed bookings in the next 14 days.'}
      </p>
    );
  } else {
    content = days.map(([day, rows]) => (
      <section key={day} className="cc-admin-board-day" aria-labelledby={`${headingId}-${day}`}>
        <h2 id={`${headingId}-${day}`} className="cc-admin-section-title">
          {formatDay(day)} <span className="cc-admin-muted">({rows.length} {rows.length === 1 ? 'booking' : 'bookings'})</span>
        </h2>
        <ScrollRegion label={`Bookings on ${formatDay(day)}`}>
          <Table<BoardRow>
            rowKey="bookingId"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            tableLayout="fixed"
            rowClassName={(row) => (row.urgent ? 'cc-admin-row--urgent' : '')}
          />
        </ScrollRegion>
      </section>
    ));
  }

  return (
    <>
      {contextHolder}
      {noShowContextHolder}
      {dialog && <StaffingDialog key={`${dialog.mode}-${dialog.row.bookingId}`} row={dialog.row} mode={dialog.mode} onClose={() => setDialog(null)} />}
      <div className="cc-admin-page-head">
        <h1>Operations</h1>
        <div className="cc-admin-page-head__actions">
          <Button loading={board.isFetching && Boolean(data)} onClick={() => void board.refetch()}>
            Refresh
          </Button>
        </div>
      </div>
      <p className="cc-admin-muted">
        Confirmed bookings of the next 14 days, by day. Offer a booking to chefs or assign one directly. Bookings starting within{' '}
        {UNSTAFFED_WARNING_HOURS} hours without a chef say “{URGENT_TEXT}”.
      </p>
      <Card styles={{ body: { paddingTop: 12 } }}>
        <div className="cc-admin-toolbar">
          <Select<Staffing>
            allowClear
            placeholder="All staffing"
            aria-label="Staffing"
            style={{ minWidth: 180 }}
            value={view.staffing}
            options={STAFFING_STATES.map(({ value, label }) => ({ value, label }))}
            onChange={(staffing) => update({ staffing })}
          />
          {board.isError && data && <span role="alert">{apiErrorMessage(board.error, 'Failed to refresh the board.')}</span>}
          <span className="cc-admin-note" aria-live="polite" style={{ margin: 0 }}>
            {data ? boardCount(data.length, soon) : ''}
          </span>
        </div>
        {content}
      </Card>
    </>
  );
}
