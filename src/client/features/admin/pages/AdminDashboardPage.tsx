import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UNSTAFFED_WARNING_HOURS } from '../../../../common/chefs';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { BusinessesTable, type AdminBusinessRow } from '../components/BusinessesTable';
import { SearchBox } from '../components/SearchBox';
import { useBusinessTableView } from '../components/useBusinessTableView';
import { AWAITING_CHEF_BOARD } from '../components/useOperationsView';
import { useDeleteBusinesses } from '../components/useDeleteBusinesses';

function SummaryCards() {
  const summary = trpc.admin.summary.useQuery();
  const value = (number: number | undefined) => (summary.isError ? '—' : (number?.toLocaleString('en-CA') ?? '…'));
  const unstaffed = summary.data?.unstaffedWithin48Hours ?? 0;
  const offered = summary.data?.offeredWithin48Hours ?? 0;
  const cards: { title: string; value: string; link?: ReactNode }[] = [
    { title: 'Total Businesses', value: value(summary.data?.totalBusinesses) },
    { title: 'Total Bookings', value: value(summary.data?.totalBookings) },
    { title: 'Total Hours Allocated', value: value(summary.data?.totalHoursAllocated) },
    {
      title: `Unstaffed within ${UNSTAFFED_WARNING_HOURS} hours`,
      value: value(summary.data?.unstaffedWithin48Hours),
      link: (
        <>
          {offered > 0 && <div className="cc-admin-muted">{offered === 1 ? '1 more is offered, awaiting an answer' : `${offered} more are offered, awaiting an answer`}</div>}
          <Link to={AWAITING_CHEF_BOARD}>{unstaffed > 0 ? 'Find them chefs on the Operations board' : 'Open the Operations board'}</Link>
        </>
      ),
    },
  ];
  return (
    <section className="cc-admin-cards" aria-label="Summary">
      {cards.map((card) => (
        <Card key={card.title} size="small">
          <h2 className="cc-admin-muted" style={{ fontSize: 14, fontWeight: 500, margin: 0 }}>
            {card.title}
          </h2>
          <div className="cc-admin-card-value">{card.value}</div>
          {card.link}
        </Card>
      ))}
    </section>
  );
}

function CompletePastBookingsButton() {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const sweep = trpc.admin.completePastBookings.useMutation();
  return (
    <>
      {contextHolder}
      <Button
        onClick={() =>
          modal.confirm({
            title: 'Complete past bookings?',
            content: 'Every confirmed booking dated before today will be marked completed. Their hours stay used.',
            okText: 'Mark Completed',
            onOk: async () => {
              try {
                const { completed } = await sweep.mutateAsync();
                toast.success(
                  'Past bookings completed',
                  completed === 0 ? 'There were no confirmed bookings dated before today.' : `${completed} bookings were marked completed.`,
                );
                await utils.admin.invalidate();
              } catch (error) {
                toast.error('Could not complete bookings', apiErrorMessage(error, 'Please try again.'));
              }
            },
          })
        }
      >
        Complete Past Bookings
      </Button>
    </>
  );
}

export function AdminDashboardPage() {
  usePageMeta('Admin Dashboard', 'Registered businesses, their labor hours and bookings.');
  const navigate = useNavigate();
  const { view, update } = useBusinessTableView();
  const businesses = trpc.admin.businesses.useQuery(view, { placeholderData: keepPreviousData });
  const summary = trpc.admin.summary.useQuery();
  const { confirmDelete, contextHolder } = useDeleteBusinesses();

  // Selection belongs to the rows on screen: a new page, search or sort starts afresh.
  const viewKey = JSON.stringify(view);
  const [selection, setSelection] = useState<{ viewKey: string; rows: AdminBusinessRow[] }>({ viewKey, rows: [] });
  const selected = selection.viewKey === viewKey ? selection.rows : [];
  const setSelected = (rows: AdminBusinessRow[]) => setSelection({ viewKey, rows });

  // After deletes the current page may lie past the end: show the last page instead.
  const data = businesses.data;
  useEffect(() => {
    if (data && data.rows.length === 0 && data.total > 0 && view.page > 1) {
      update({ page: Math.ceil(data.total / view.pageSize) }, { replace: true });
    }
  }, [data, view.page, view.pageSize, update]);

  const onSearch = useCallback((search: string) => update({ search: search.trim(), page: 1 }), [update]);
  const pending = summary.data?.pendingHoursRequests ?? 0;
  const exportHref = view.search ? `/admin/export-data?q=${encodeURIComponent(view.search)}` : '/admin/export-data';

  return (
    <>
      {contextHolder}
      <div className="cc-admin-page-head">
        <h1>Business Dashboard</h1>
        <div className="cc-admin-page-head__actions">
          <Badge count={pending} size="small">
            <Button onClick={() => navigate('/admin/inbox')}>
              Inbox{pending > 0 ? ` (${pending} pending)` : ''}
            </Button>
          </Badge>
          <CompletePastBookingsButton />
        </div>
      </div>
      <SummaryCards />
      <Card
        title={<h2 className="cc-admin-section-title">Registered Businesses</h2>}
        styles={{ body: { paddingTop: 12 } }}
      >
        <div className="cc-admin-toolbar">
          <SearchBox value={view.search} onSearch={onSearch} placeholder="Search businesses..." label="Search businesses by name or city" />
          <Button onClick={() => navigate(exportHref)}>Export Data</Button>
          <Button onClick={() => navigate('/admin/availability')}>Manage Availability</Button>
          {selected.length > 0 && (
            <Button
              danger
              type="primary"
              onClick={() => confirmDelete(selected, () => setSelected([]))}
            >
              Delete {selected.length} Selected
            </Button>
          )}
        </div>
        <p className="cc-admin-note" aria-live="polite">
          {selected.length > 0
            ? `${selected.length} selected. `
            : ''}
          The checkbox in the header selects every business shown on this page
          {view.search ? ` of the results for “${view.search}”` : ''}.
        </p>
        {businesses.isError && !data ? (
          <LoadError title="Failed to load businesses" error={businesses.error} onRetry={() => void businesses.refetch()} />
        ) : (
          <>
            {businesses.isError && (
              <Alert type="warning" showIcon title="Failed to load businesses" style={{ marginBottom: 12 }} />
            )}
            <BusinessesTable
              rows={data?.rows ?? []}
              total={data?.total ?? 0}
              view={view}
              loading={businesses.isFetching}
              emptyText={businesses.isPending ? 'Loading business data...' : 'No businesses found'}
              selectedIds={selected.map((row) => row.id)}
              onSelect={setSelected}
              onViewChange={update}
              onDelete={(business) => confirmDelete([business])}
            />
          </>
        )}
      </Card>
    </>
  );
}
