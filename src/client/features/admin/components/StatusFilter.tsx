import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { capitalize } from './format';
import type { StatusView } from './useStatusView';

/** A table's status filter (payouts, credentials): one status or all, and a way back to all; each status by its label, or capitalized. */
export function StatusFilter<Status extends string>({
  statuses,
  labels,
  view,
  update,
}: {
  statuses: readonly Status[];
  labels?: Record<Status, string>;
  view: StatusView<Status>;
  update: (change: StatusView<Status>) => void;
}) {
  return (
    <div className="cc-admin-toolbar">
      <Select<Status>
        allowClear
        placeholder="All statuses"
        aria-label="Status"
        style={{ minWidth: 150 }}
        value={view.status}
        options={statuses.map((status) => ({ value: status, label: labels?.[status] ?? capitalize(status) }))}
        onChange={(status) => update({ status })}
      />
      {view.status && <Button onClick={() => update({ status: undefined })}>Clear filter</Button>}
    </div>
  );
}
