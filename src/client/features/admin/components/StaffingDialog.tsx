import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState, type ReactNode } from 'react';
import { serviceTypeLabel } from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { FAVOURITES_FIRST_HOURS } from '../../../../common/session-life';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formatDay } from '../../../lib/formatDay';
import { hoursLabel } from './format';
import { ChefRatingText } from './ChefRatingText';
import { ChefScoreText } from './ChefScoreText';
import { ScrollRegion } from './ScrollRegion';
import type { BoardRow, EligibleChefRow } from './types';
import { whileBusy } from '../../../lib/busyDialog';

/** Offer the booking, assign it, or offer the whole series it is a session of (DECISIONS.md section 20). */
export type StaffingMode = 'offer' | 'assign' | 'series';

/** A row of the dialog: an eligible chef with what the admin chooses by, or one who cannot take the booking, with why. */
type DialogRow = (EligibleChefRow & { eligible: true }) | { eligible: false; id: number; name: string; reasons: string[] };

/** The columns after the chef's: an ineligible chef's reasons span them. */
const DETAIL_COLUMNS = 4;

/** "Bistro 9, Tue, Jun 30, 2026, Morning, 8:00 a.m. to 12:00 p.m.": which booking a button or dialog is about. */
export function describeBooking(row: Pick<BoardRow, 'businessName' | 'bookingDate' | 'timeSlot' | 'duration'>): string {
  return `${row.businessName}, ${formatDay(row.bookingDate)}, ${sessionLabel(row)}`;
}

const TEXT: Record<StaffingMode, { title: string; hint: string; ok: (count: number) => string }> = {
  offer: {
    title: 'Offer this booking',
    hint: `Each chef you tick is emailed an offer; the first to accept gets the booking. Offers close after 12 hours or when the booking starts. "Offer to favourites first" offers it to the business's favourite chefs now and, if none has accepted ${FAVOURITES_FIRST_HOURS} hours later, to every eligible chef.`,
    ok: (count) => (count > 1 ? `Send Offer to ${count} Chefs` : 'Send Offer'),
  },
  series: {
    title: 'Offer this series',
    hint: 'Every session of this standing booking still to come without a chef is offered at once to each chef you tick, in one email and one card. Accepting takes every session the chef can work that no other chef took first. The offer closes after 12 hours; each session leaves it at its start. The chefs listed are those who can take its first session below.',
    ok: (count) => (count > 1 ? `Offer Series to ${count} Chefs` : 'Offer Series'),
  },
  assign: {
    title: 'Assign a chef',
    hint: 'The chef you choose is assigned at once and emailed; open offers of this booking close.',
    ok: () => 'Assign Chef',
  },
};

/**
 * Offer a booking to eligible chefs (checkboxes) or assign one directly (a radio), from the
 * Operations board. The list is the server's eligible chefs of DECISIONS.md section 9, then every
 * other chef greyed and not selectable, with each reason they cannot take it (section 17), so an
 * empty choice says what to fix. A refusal (e.g. 409 "This booking has already been staffed")
 * stays in the dialog in the server's words, and the board reloads either way, since a refusal
 * means it has changed.
 */
export function StaffingDialog({ row, mode, onClose }: { row: BoardRow; mode: StaffingMode; onClose: () => void }) {
  const utils = trpc.useUtils();
  const chefs = trpc.admin.eligibleChefs.useQuery({ bookingId: row.bookingId }, { staleTime: 0 });
  const candidates = trpc.admin.candidates.useQuery({ bookingId: row.bookingId }, { staleTime: 0 });
  const [selected, setSelected] = useState<number[]>([]);
  const refreshBoard = () => Promise.all([utils.admin.operations.invalidate(), utils.admin.summary.invalidate(), utils.admin.business.invalidate()]);
  const offer = trpc.admin.offerBooking.useMutation({ onSettled: refreshBoard });
  const offerSeries = trpc.admin.offerSeries.useMutation({ onSettled: refreshBoard });
  const assign = trpc.admin.assignChef.useMutation({ onSettled: refreshBoard });
  const favouritesFirst = trpc.admin.offerToFavourites.useMutation({ onSettled: refreshBoard });
  const mutation = favouritesFirst.error ? favouritesFirst : { offer, series: offerSeries, assign }[mode];
  const favourites = chefs.data?.filter((chef) => chef.favourite) ?? [];
  // One call at a time: the two ways of offering would otherwise both go out.
  const sending = offer.isPending || offerSeries.isPending || assign.isPending;
  const busy = sending || favouritesFirst.isPending;
  const text = TEXT[mode];

  // Chefs may drop out of the list when it reloads: only those still listed are sent.
  const chosen = selected.filter((id) => chefs.data?.some((chef) => chef.id === id));
  const nameOf = (id: number | undefined) => chefs.data?.find((chef) => chef.id === id)?.name ?? 'The chef';

  async function submit() {
    try {
      if (mode === 'offer') {
        const offers = await offer.mutateAsync({ bookingId: row.bookingId, chefIds: chosen });
        toast.success('Offer sent', offers.length === 1 ? 'One chef was offered the booking.' : `${offers.length} chefs were offered the booking.`);
      } else if (mode === 'series') {
        const { seriesOffers } = await offerSeries.mutateAsync({ seriesId: row.seriesId!, chefIds: chosen });
        toast.success('Series offered', seriesOffers.length === 1 ? 'One chef was offered the series.' : `${seriesOffers.length} chefs were offered the series.`);
      } else {
        await assign.mutateAsync({ bookingId: row.bookingId, chefId: chosen[0]! });
        toast.success('Chef assigned', `${nameOf(chosen[0])} is assigned to ${row.businessName}.`);
      }
      onClose();
    } catch {
      // The server's message shows in the dialog (mutation.error).
    }
  }

  /** DECISIONS.md section 10: the business's favourites now, every other eligible chef 2 hours later if none accepts. */
  async function offerToFavouritesFirst() {
    try {
      const offers = await favouritesFirst.mutateAsync({ bookingId: row.bookingId });
      toast.success(
        'Offered to favourites first',
        `${offers.length === 1 ? 'One favourite chef was' : `${offers.length} favourite chefs were`} offered the booking; in ${FAVOURITES_FIRST_HOURS} hours, if none has accepted, every eligible chef is.`,
      );
      onClose();
    } catch {
      // The server's message shows in the dialog (mutation.error).
    }
  }

  const ineligible = (candidates.data ?? []).filter((candidate) => !candidate.eligible);
  const rows: DialogRow[] = [
    ...(chefs.data ?? []).map((chef) => ({ ...chef, eligible: true as const })),
    ...ineligible.map(({ chefId, name, reasons }) => ({ eligible: false as const, id: chefId, name, reasons })),
  ];
  /** An eligible chef's detail column; an ineligible chef's reasons take the first one's place and span them all. */
  const detail = (render: (chef: EligibleChefRow) => ReactNode, first = false): Pick<ColumnsType<DialogRow>[number], 'render' | 'onCell'> => ({
    onCell: (chef) => (chef.eligible ? {} : { colSpan: first ? DETAIL_COLUMNS : 0 }),
    render: (_, chef) => (chef.eligible ? render(chef) : first ? <span className="cc-admin-muted">Cannot take it: {chef.reasons.join('; ')}</span> : null),
  });

  const columns: ColumnsType<DialogRow> = [
    {
      key: 'chef',
      title: 'Chef',
      render: (_, chef) =>
        chef.eligible ? (
          <>
            <ChefIdentity chef={chef} />
            {chef.favourite && (
              <Tag color="magenta" className="cc-admin-favourite">
                Business favourite
              </Tag>
            )}
          </>
        ) : (
          <span className="cc-admin-muted">{chef.name}</span>
        ),
    },
    { key: 'rating', title: 'Rating', ...detail((chef) => <ChefRatingText rating={chef} />, true) },
    { key: 'score', title: 'Score', ...detail((chef) => <ChefScoreText score={chef.score} />) },
    {
      key: 'week',
      title: 'That week',
      ...detail((chef) => `${chef.assignmentsThatWeek} ${chef.assignmentsThatWeek === 1 ? 'assignment' : 'assignments'}`),
    },
    { key: 'rate', title: 'Rate', ...detail((chef) => `$${chef.hourlyRate}/hr`) },
  ];

  return (
    <Modal
      open
      title={text.title}
      width={760}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={text.ok(chosen.length)}
      okButtonProps={{ disabled: chosen.length === 0 || favouritesFirst.isPending, loading: sending }}
      cancelText="Cancel"
      {...whileBusy(busy)}
      footer={(buttons) => (
        <>
          {mode === 'offer' && favourites.length > 0 && (
            <Button onClick={() => void offerToFavouritesFirst()} loading={favouritesFirst.isPending} disabled={sending} style={{ float: 'left' }}>
              Offer to Favourites First ({favourites.length})
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      <p>
        <strong>{mode === 'series' ? `${row.businessName}, weekly, first session ${formatDay(row.bookingDate)}, ${sessionLabel(row)}` : describeBooking(row)}</strong>
        <br />
        {serviceTypeLabel(row.serviceType)}, {hoursLabel(row.duration)}
      </p>
      <p className="cc-admin-note">{text.hint}</p>
      {mutation.error && (
        <Alert type="error" showIcon role="alert" title={apiErrorMessage(mutation.error, 'Please try again.')} style={{ marginBottom: 12 }} />
      )}
      {chefs.isError || candidates.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load eligible chefs"
          description={apiErrorMessage(chefs.error ?? candidates.error, 'Please try again.')}
          action={<Button onClick={() => void Promise.all([chefs.refetch(), candidates.refetch()])}>Retry</Button>}
        />
      ) : (
        <ScrollRegion label="Chefs for this booking">
          {chefs.data?.length === 0 && ineligible.length > 0 && (
            <p className="cc-admin-note">No chef is eligible yet: each chef below says why they cannot take this booking.</p>
          )}
          <Table<DialogRow>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={chefs.isFetching || candidates.isFetching}
            pagination={false}
            rowSelection={{
              type: mode === 'assign' ? 'radio' : 'checkbox',
              selectedRowKeys: chosen,
              onChange: (keys) => setSelected(keys.map(Number)),
              getCheckboxProps: (chef) => ({ 'aria-label': `Select ${chef.name}`, disabled: !chef.eligible }),
            }}
            locale={{
              emptyText: (
                <span className="cc-admin-muted">
                  {chefs.isPending ? 'Loading eligible chefs...' : 'No chef is eligible: none who is active, takes this service and works this slot is free that day.'}
                </span>
              ),
            }}
          />
        </ScrollRegion>
      )}
    </Modal>
  );
}
