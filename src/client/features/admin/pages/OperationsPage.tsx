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
import { serviceTypeLabel } from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { CONFIRMATION_DEADLINE_HOURS } from '../../../../common/reliability';
import { BOARD_DEFAULT_DAYS, BOARD_MAX_DAYS, boardRangeProblem } from '../../../../common/schemas/staffing';
import { sessionStarted, shiftDay, vancouverToday } from '../../../../common/vancouver-time';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { LoadError } from '../../../components/LoadError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { DayFilter } from '../components/DayFilter';
import { hoursLabel, staffingColor } from '../components/format';
import { PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import { describeBooking, StaffingDialog, type StaffingMode } from '../components/StaffingDialog';
import type { BoardRow } from '../components/types';
import { useChefNoShow } from '../components/useChefNoShow';
import { useOperationsView, type OperationsView } from '../components/useOperationsView';

const staffingLabel = new Map<string, string>(STAFFING_STATES.map((state) => [state.value, state.label]));
const URGENT_TEXT = `Needs a chef within ${UNSTAFFED_WARNING_HOURS} hours`;
/** DECISIONS.md section 14: the chef has not confirmed a session starting within 12 hours. */
const UNCONFIRMED_TEXT = `Chef not confirmed, starts within ${CONFIRMATION_DEADLINE_HOURS} hours`;

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

/** The sessions of standing bookings, one group a series, in the order of each one's first session (DECISIONS.md section 20). */
function bySeries(rows: BoardRow[]): [number, BoardRow[]][] {
  const series = new Map<number, BoardRow[]>();
  for (const row of rows) if (row.seriesId !== null) series.set(row.seriesId, [...(series.get(row.seriesId) ?? []), row]);
  return [...series];
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

/** "Priya Raman", "Priya Raman and Sam Lee", "Priya Raman, Sam Lee and Ana Cruz". */
function chefNames(offers: BoardRow['offers']): string {
  const names = offers.map(({ name }) => name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Withdraw the open offers of a booking, after a confirmation naming the chefs (DECISIONS.md
 * section 17); each is emailed and the booking awaits a chef again.
 */
function useWithdrawOffers() {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const withdraw = trpc.admin.withdrawOffers.useMutation();

  function confirmWithdraw(row: BoardRow) {
    const chefs = chefNames(row.offers);
    modal.confirm({
      title: `Withdraw the offers of ${describeBooking(row)}?`,
      content: `${chefs} ${row.offers.length === 1 ? 'is' : 'are'} emailed that the offer is withdrawn, and the booking awaits a chef again.`,
      okText: 'Withdraw Offers',
      okButtonProps: { danger: true },
      cancelText: 'Keep Offers',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          const { withdrawn } = await withdraw.mutateAsync({ bookingId: row.bookingId });
          if (withdrawn === 0) toast.success('Nothing to withdraw', 'No offer was still open: a chef may have accepted it.');
          else toast.success('Offers withdrawn', `${describeBooking(row)} is awaiting a chef again.`);
        } catch (error) {
          toast.error('Could not withdraw the offers', apiErrorMessage(error, 'Please try again.'));
        } finally {
          await Promise.all([utils.admin.operations.invalidate(), utils.admin.summary.invalidate()]);
        }
      },
    });
  }

  return { confirmWithdraw, contextHolder };
}

/** Whom a booking was offered to and when the offers close, in Vancouver time: one time for all when they close together. */
function OffersText({ offers }: { offers: BoardRow['offers'] }) {
  const closings = new Set(offers.map(({ expiresAt }) => expiresAt));
  if (closings.size === 1) {
    return (
      <div className="cc-admin-muted">
        to {chefNames(offers)}, closing {formatTimestamp(offers[0]!.expiresAt)}
      </div>
    );
  }
  return (
    <div className="cc-admin-muted">
      to {offers.map(({ chefId, name, expiresAt }, index) => (
        <span key={chefId}>
          {index > 0 && ', '}
          {name} (closing {formatTimestamp(expiresAt)})
        </span>
      ))}
    </div>
  );
}

function StaffingCell({ row }: { row: BoardRow }) {
  return (
    <>
      <Tag color={staffingColor[row.staffing]}>{staffingLabel.get(row.staffing)}</Tag>
      {row.staffing === 'offered' && <OffersText offers={row.offers} />}
      {row.urgent && <div className="cc-admin-urgent">{URGENT_TEXT}</div>}
      {row.unconfirmed && <div className="cc-admin-urgent">{UNCONFIRMED_TEXT}</div>}
    </>
  );
}

/** One table of the board (a day's bookings, or a series' sessions); a row needing attention stands out. */
function BoardTable({ label, columns, rows }: { label: string; columns: ColumnsType<BoardRow>; rows: BoardRow[] }) {
  return (
    <ScrollRegion label={label}>
      <Table<BoardRow>
        rowKey="bookingId"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        rowClassName={(row) => (row.urgent || row.unconfirmed ? 'cc-admin-row--urgent' : '')}
      />
    </ScrollRegion>
  );
}

/** The board's days in words: "the next 14 days", or the range asked for. */
function rangeText(view: OperationsView): string {
  if (!view.from && !view.to) return `the next ${BOARD_DEFAULT_DAYS} days`;
  if (view.from && view.to) return `${formatDay(view.from)} to ${formatDay(view.to)}`;
  return view.from ? `${BOARD_DEFAULT_DAYS} days from ${formatDay(view.from)}` : `today to ${formatDay(view.to!)}`;
}

/** What is wrong with the days asked for, as the server would say it, with its defaults filled in; or null. */
function rangeProblem(view: OperationsView, now: Date): string | null {
  if (!view.from && !view.to) return null;
  const from = view.from ?? vancouverToday(now);
  return boardRangeProblem(from, view.to ?? shiftDay(from, BOARD_DEFAULT_DAYS - 1));
}

/**
 * The Operations board (DECISIONS.md sections 9 and 17): the confirmed bookings of the next 14
 * days, or of the days asked for, by day, with their staffing and chef, whom a booking was
 * offered to and until when; offer, assign, withdraw the offers or unassign from the row.
 * Bookings starting within 48 hours without a chef are marked in words as well as colour. The
 * sessions of a standing booking stand together, one table a series, with "Offer series".
 */
export function OperationsPage() {
  usePageMeta('Operations · Admin', 'Confirmed bookings by day, their staffing and chefs.');
  const { view, update } = useOperationsView();
  const now = new Date();
  const problem = rangeProblem(view, now);
  const board = trpc.admin.operations.useQuery(view, { placeholderData: keepPreviousData, enabled: problem === null });
  const [dialog, setDialog] = useState<{ row: BoardRow; mode: StaffingMode } | null>(null);
  const { confirmUnassign, contextHolder } = useUnassignChef();
  const { confirmWithdraw, contextHolder: withdrawContextHolder } = useWithdrawOffers();
  const { confirmNoShow, contextHolder: noShowContextHolder } = useChefNoShow();
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
    { key: 'slot', title: 'Time', width: '14%', render: (_, row) => sessionLabel(row) },
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
        // From its start a session is no longer staffed: its chef stays (or is a no-show), and one without a chef can no longer get one.
        const started = sessionStarted(row, now);
        return chef ? (
          <span className="cc-admin-nowrap" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {started ? (
              <Button
                size="small"
                danger
                onClick={() => confirmNoShow({ ...row, chefName: chef.name })}
                aria-label={`Chef no-show: ${describeBooking(row)}`}
              >
                No-show
              </Button>
            ) : (
              <Button size="small" danger onClick={() => confirmUnassign(row)} aria-label={`Unassign ${chef.name} from ${describeBooking(row)}`}>
                Unassign
              </Button>
            )}
          </span>
        ) : (
          <span className="cc-admin-nowrap" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {!started && (
              <>
                <Button size="small" onClick={() => setDialog({ row, mode: 'offer' })} aria-label={`Offer ${describeBooking(row)}`}>
                  Offer
                </Button>
                <Button size="small" onClick={() => setDialog({ row, mode: 'assign' })} aria-label={`Assign a chef to ${describeBooking(row)}`}>
                  Assign
                </Button>
              </>
            )}
            {row.offers.length > 0 && (
              <Button size="small" danger onClick={() => confirmWithdraw(row)} aria-label={`Withdraw the offers of ${describeBooking(row)}`}>
                Withdraw offers
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  /** A series' table: its sessions' days instead of the business, which heads it. */
  const seriesColumns: ColumnsType<BoardRow> = [
    { key: 'date', title: 'Date', width: '16%', render: (_, row) => <span className="cc-admin-nowrap">{formatDay(row.bookingDate)}</span> },
    ...columns.filter(({ key }) => key !== 'business'),
  ];

  const data = board.data;
  const days = byDay((data ?? []).filter(({ seriesId }) => seriesId === null));
  const series = bySeries(data ?? []);
  const soon = unstaffedSoon(data ?? []);

  let content;
  if (problem) {
    content = (
      <p className="cc-admin-state" role="alert">
        {problem}
      </p>
    );
  } else if (board.isError && !data) {
    content = <LoadError title="Failed to load the board" error={board.error} onRetry={() => void board.refetch()} />;
  } else if (!data) {
    content = <PageLoading label="Loading bookings..." />;
  } else if (days.length === 0 && series.length === 0) {
    content = (
      <p className="cc-admin-state">
        {view.staffing ? `No ${staffingLabel.get(view.staffing)?.toLowerCase()} bookings in ${rangeText(view)}.` : `No confirmed bookings in ${rangeText(view)}.`}
      </p>
    );
  } else {
    const seriesTables = series.map(([seriesId, rows]) => {
      const first = rows[0]!;
      const unstaffed = rows.find((row) => !row.chef && !sessionStarted(row, now));
      return (
        <section key={`series-${seriesId}`} className="cc-admin-board-day" aria-labelledby={`${headingId}-series-${seriesId}`}>
          <div className="cc-admin-page-head">
            <h2 id={`${headingId}-series-${seriesId}`} className="cc-admin-section-title">
              Weekly: {first.businessName}{' '}
              <span className="cc-admin-muted">
                ({rows.length} {rows.length === 1 ? 'session' : 'sessions'} in these days, {first.city})
              </span>
            </h2>
            {unstaffed && (
              <Button size="small" onClick={() => setDialog({ row: unstaffed, mode: 'series' })} aria-label={`Offer the series of ${first.businessName} from ${formatDay(unstaffed.bookingDate)}`}>
                Offer series
              </Button>
            )}
          </div>
          <BoardTable label={`Sessions of ${first.businessName}'s series`} columns={seriesColumns} rows={rows} />
        </section>
      );
    });
    const dayTables = days.map(([day, rows]) => (
      <section key={day} className="cc-admin-board-day" aria-labelledby={`${headingId}-${day}`}>
        <h2 id={`${headingId}-${day}`} className="cc-admin-section-title">
          {formatDay(day)} <span className="cc-admin-muted">({rows.length} {rows.length === 1 ? 'booking' : 'bookings'})</span>
        </h2>
        <BoardTable label={`Bookings on ${formatDay(day)}`} columns={columns} rows={rows} />
      </section>
    ));
    content = [...seriesTables, ...dayTables];
  }

  return (
    <>
      {contextHolder}
      {withdrawContextHolder}
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
        Confirmed bookings of {rangeText(view)}, by day (From and To reach up to {BOARD_MAX_DAYS} days at once). Offer a booking to chefs or assign one directly. Bookings starting within{' '}
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
          <DayFilter id="operations-from" label="From" value={view.from} onChange={(from) => update({ from })} />
          <DayFilter id="operations-to" label="To" value={view.to} onChange={(to) => update({ to })} />
          {(view.from ?? view.to) && <Button onClick={() => update({ from: undefined, to: undefined })}>Next {BOARD_DEFAULT_DAYS} days</Button>}
          {board.isError && data && <span role="alert">{apiErrorMessage(board.error, 'Failed to refresh the board.')}</span>}
          <span className="cc-admin-note" aria-live="polite" style={{ margin: 0 }}>
            {data && !problem ? boardCount(data.length, soon) : ''}
          </span>
        </div>
        {content}
      </Card>
    </>
  );
}
