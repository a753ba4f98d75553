import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { fileSizeText } from '../../../lib/fileSize';
import { formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PageError, PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import type { BackupRow } from '../components/types';

/** "Back up now": a copy while the app keeps serving; the list shows it once written. */
function BackUpNowButton() {
  const utils = trpc.useUtils();
  const backUp = trpc.admin.takeBackup.useMutation({
    onSuccess: ({ backup }) => toast.success('Backup written', `${backup.name} (${fileSizeText(backup.sizeBytes)})`),
    onError: (error) => toast.error('Backup failed', apiErrorMessage(error, 'Please try again.')),
    onSettled: () => utils.admin.backups.invalidate(),
  });
  return (
    <Button type="primary" loading={backUp.isPending} onClick={() => backUp.mutate()}>
      Back up now
    </Button>
  );
}

/**
 * DECISIONS.md section 21: the backups of the SQLite database, newest first, and "Back up now".
 * On PostgreSQL the server answers 409: backups are the operator's `npm run backup` there, which
 * the page says instead of an error.
 */
export function BackupsPage() {
  usePageMeta('Backups', 'Copies of the database: one every day, the newest 7 kept, and one whenever you ask.');
  const backups = trpc.admin.backups.useQuery(undefined, { retry: (count, error) => apiErrorStatus(error) !== 409 && count < 3 });

  if (backups.isPending) return <PageLoading label="Loading backups..." />;
  if (backups.isError && apiErrorStatus(backups.error) === 409) {
    return (
      <>
        <div className="cc-admin-page-head">
          <h1>Backups</h1>
        </div>
        <Alert
          type="info"
          showIcon
          title="This ChefConnect runs on PostgreSQL"
          description="Each server has its own disk, so backups are taken on a host with npm run backup (pg_dump), as the README's “Backups and restore” says."
        />
      </>
    );
  }
  if (backups.isError) return <PageError title="Backups" error={backups.error} onRetry={() => void backups.refetch()} />;

  const columns: TableColumnsType<BackupRow> = [
    { key: 'name', title: 'File', render: (_, row) => <code>{row.name}</code> },
    { key: 'created', title: 'Taken', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.createdAt)}</span> },
    { key: 'size', title: 'Size', align: 'right', render: (_, row) => fileSizeText(row.sizeBytes) },
  ];

  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Backups</h1>
        <BackUpNowButton />
      </div>
      <p className="cc-admin-muted">
        A copy of the whole database is taken every day at 3:30 AM and the newest 7 are kept, in the backup folder on this server. Copy them to another
        machine too: a backup on the same disk is lost with it.
      </p>
      <ScrollRegion label="Backups">
        <Table<BackupRow>
          rowKey="name"
          size="small"
          columns={columns}
          dataSource={backups.data.backups}
          pagination={false}
          locale={{ emptyText: <span className="cc-admin-muted">No backups yet</span> }}
        />
      </ScrollRegion>
    </>
  );
}
