import Button from 'antd/es/button';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formatTimestamp } from '../../../lib/formatDay';
import { PageError, PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import type { FailedJobRow } from '../components/types';

const kindLabel: Record<string, string> = {
  email: 'Email',
  sms: 'SMS',
  remindBooking: 'Booking reminder',
  alertUnstaffed: 'Unstaffed booking alert',
  refundCardPayment: 'Card refund (Stripe)',
  transferPayout: 'Payout transfer (Stripe)',
};

/** Puts one failed job back in the queue, which takes it off this list. */
function RetryButton({ job }: { job: FailedJobRow }) {
  const utils = trpc.useUtils();
  const retry = trpc.admin.retryJob.useMutation({
    onSuccess: () => toast.success('Job queued again', `${kindLabel[job.kind] ?? job.kind} job #${job.id} will run again shortly.`),
    onError: (error) => toast.error('Retry failed', apiErrorMessage(error, 'Please try again.')),
    // Either way the list may be stale (another admin may have retried it): reload it.
    onSettled: () => utils.admin.jobs.invalidate(),
  });
  return (
    <Button size="small" loading={retry.isPending} onClick={() => retry.mutate({ id: job.id })} aria-label={`Retry job #${job.id}`}>
      Retry
    </Button>
  );
}

/** DECISIONS.md section 7: jobs that failed all their attempts, with the last error, and a retry. */
export function FailedJobsPage() {
  usePageMeta('Failed jobs', 'Background jobs that failed every attempt, with their last error.');
  const jobs = trpc.admin.jobs.useQuery({ state: 'failed' });

  if (jobs.isPending) return <PageLoading label="Loading failed jobs..." />;
  if (jobs.isError) return <PageError title="Failed jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />;

  const columns: TableColumnsType<FailedJobRow> = [
    { key: 'id', title: 'Job', render: (_, row) => `#${row.id}` },
    { key: 'kind', title: 'Kind', render: (_, row) => kindLabel[row.kind] ?? row.kind },
    { key: 'attempts', title: 'Attempts', align: 'right', dataIndex: 'attempts' },
    { key: 'error', title: 'Last error', render: (_, row) => <div style={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>{row.lastError ?? '—'}</div> },
    { key: 'created', title: 'Created', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.createdAt)}</span> },
    { key: 'updated', title: 'Failed', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.updatedAt)}</span> },
    { key: 'actions', title: 'Actions', render: (_, row) => <RetryButton job={row} /> },
  ];

  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Failed jobs</h1>
      </div>
      <p className="cc-admin-muted">
        Emails and other background work that failed all their attempts, latest first. Retry one once its cause is fixed: it runs again with all its
        attempts.
      </p>
      <ScrollRegion label="Failed jobs">
        <Table<FailedJobRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={jobs.data}
          pagination={false}
          locale={{ emptyText: <span className="cc-admin-muted">No failed jobs</span> }}
        />
      </ScrollRegion>
    </>
  );
}
