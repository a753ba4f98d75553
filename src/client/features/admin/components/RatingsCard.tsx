import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { Stars } from '../../../components/RatingPanel';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/formatDay';
import { trpc } from '../../../lib/trpc';
import { ScrollRegion } from './ScrollRegion';
import type { AdminRatingRow } from './types';

/**
 * Every rating of one business's bookings or one chef's, both ways, newest first: the admin sees
 * them all at once, blind or not (DECISIONS.md section 10). Comments are text, never markup.
 */
export function RatingsCard({ about }: { about: { businessId: number } | { chefId: number } }) {
  const ratings = trpc.admin.ratings.useQuery(about);
  const columns: ColumnsType<AdminRatingRow> = [
    { key: 'date', title: 'Booking', render: (_, row) => formatDay(row.bookingDate) },
    { key: 'from', title: 'From', render: (_, row) => (row.author === 'business' ? row.business.name : row.chef.name) },
    { key: 'about', title: 'About', render: (_, row) => (row.author === 'business' ? `Chef ${row.chef.name}` : row.business.name) },
    { key: 'stars', title: 'Stars', render: (_, row) => <Stars stars={row.stars} /> },
    { key: 'comment', title: 'Comment', render: (_, row) => row.comment ?? <span className="cc-admin-muted">No comment</span> },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Ratings</h2>}>
      {ratings.isError ? (
        <LoadError title="Failed to load ratings" error={ratings.error} onRetry={() => void ratings.refetch()} />
      ) : (
        <ScrollRegion label="Ratings">
          <Table<AdminRatingRow>
            rowKey={(row) => `${row.bookingId}-${row.author}`}
            size="small"
            columns={columns}
            dataSource={ratings.data ?? []}
            loading={ratings.isPending}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: <span className="cc-admin-muted">No ratings yet.</span> }}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
