import Table, { type TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from './PageStates';
import { ScrollRegion } from './ScrollRegion';

interface TableQuery<Row> {
  data: Row[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's rows as a small table in its own scroll region (named `label`): the failure with a
 * retry until it first loads, a spinner before, then the table, `empty` when it has no rows.
 */
export function QueryTable<Row extends object>({
  query,
  label,
  what,
  empty,
  ...table
}: { query: TableQuery<Row>; label: string; what: string; empty: ReactNode } & Omit<TableProps<Row>, 'dataSource' | 'locale' | 'size'>) {
  if (query.isError && !query.data) return <LoadError title={`Failed to load the ${what}`} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading label={`Loading ${what}...`} />;
  return (
    <ScrollRegion label={label}>
      <Table<Row> size="small" pagination={false} {...table} dataSource={query.data} locale={{ emptyText: <span className="cc-admin-muted">{empty}</span> }} />
    </ScrollRegion>
  );
}
