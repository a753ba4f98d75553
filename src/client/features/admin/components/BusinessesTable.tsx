import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Table, { type ColumnsType as TableColumnsType, type TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router-dom';
import { sessionLabel } from '../../../../common/session-time';
import { ADMIN_PAGE_SIZES, type AdminSortField } from '../../../../common/schemas/admin';
import { formatDay } from '../../../lib/formatDay';
import { statusTagColor } from './format';
import { ScrollRegion } from './ScrollRegion';
import type { AdminBusinessRow } from './types';
import type { BusinessTableView } from './useBusinessTableView';
import type { NamedBusiness } from './useDeleteBusinesses';

export type { AdminBusinessRow };

interface BusinessesTableProps {
  rows: AdminBusinessRow[];
  total: number;
  view: BusinessTableView;
  loading: boolean;
  emptyText: string;
  selectedIds: number[];
  onSelect: (rows: AdminBusinessRow[]) => void;
  onViewChange: (change: Partial<BusinessTableView>) => void;
  onDelete: (business: NamedBusiness) => void;
}

/** Column key → the server's sort field. */
const sortFieldOf: Record<string, AdminSortField> = {
  businessName: 'businessName',
  location: 'city',
  laborHours: 'remainingHours',
  nextBooking: 'nextBooking',
};

function RowActions({ row, onDelete }: { row: AdminBusinessRow; onDelete: (business: NamedBusiness) => void }) {
  const navigate = useNavigate();
  const base = `/admin/business/${row.id}`;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'view', label: 'View Details' },
          { key: 'edit', label: 'Edit Business' },
          { key: 'hours', label: 'Add Hours' },
          { type: 'divider' },
          { key: 'delete', label: 'Delete Business', danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'view') navigate(base);
          if (key === 'edit') navigate(`${base}/edit`);
          if (key === 'hours') navigate(`${base}/add-hours`);
          if (key === 'delete') onDelete({ id: row.id, businessName: row.businessName });
        },
      }}
    >
      <Button aria-label={`Actions for ${row.businessName}`}>Actions</Button>
    </Dropdown>
  );
}

/** 'Registered Businesses' (SPEC.md section 2): paged, sorted and searched on the server. */
export function BusinessesTable(props: BusinessesTableProps) {
  const { view } = props;
  const sortOrderOf = (key: string) =>
    sortFieldOf[key] === view.sortBy ? (view.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableColumnsType<AdminBusinessRow> = [
    {
      key: 'businessName',
      title: 'Business Name',
      sorter: true,
      sortOrder: sortOrderOf('businessName'),
      render: (_, row) => <Link to={`/admin/business/${row.id}`}>{row.businessName}</Link>,
    },
    {
      key: 'contact',
      title: 'Contact',
      responsive: ['md'],
      render: (_, row) =>
        row.contact ? (
          <>
            <div>
              {row.contact.firstName} {row.contact.lastName}
            </div>
            <div className="cc-admin-muted">{row.contact.email}</div>
          </>
        ) : (
          <span className="cc-admin-muted">No contact</span>
        ),
    },
    {
      key: 'location',
      title: 'Location',
      sorter: true,
      sortOrder: sortOrderOf('location'),
      responsive: ['sm'],
      render: (_, row) => `${row.city}, ${row.state}`,
    },
    {
      key: 'laborHours',
      title: 'Labor Hours',
      sorter: true,
      sortOrder: sortOrderOf('laborHours'),
      render: (_, row) => (
        <span className="cc-admin-nowrap">
          {row.remainingHours}
          {row.laborBank ? <span className="cc-admin-muted"> / {row.laborBank.totalHours}</span> : null} hrs
        </span>
      ),
    },
    {
      key: 'nextBooking',
      title: 'Next Booking',
      sorter: true,
      sortOrder: sortOrderOf('nextBooking'),
      responsive: ['lg'],
      render: (_, row) =>
        row.nextBooking ? (
          <>
            <div className="cc-admin-nowrap">{formatDay(row.nextBooking.bookingDate)}</div>
            <div className="cc-admin-muted">{sessionLabel(row.nextBooking)}</div>
          </>
        ) : (
          <span className="cc-admin-muted">No upcoming bookings</span>
        ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => <Tag color={statusTagColor[row.status]}>{row.status}</Tag>,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => <RowActions row={row} onDelete={props.onDelete} />,
    },
  ];

  const onChange: TableProps<AdminBusinessRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AdminBusinessRow> | undefined;
      const field = single?.order ? sortFieldOf[String(single.columnKey)] : undefined;
      props.onViewChange(
        field
          ? { sortBy: field, sortOrder: single?.order === 'ascend' ? 'asc' : 'desc', page: 1 }
          : { sortBy: 'createdAt', sortOrder: 'desc', page: 1 },
      );
      return;
    }
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? view.pageSize;
      props.onViewChange({
        page: pageSize !== view.pageSize ? 1 : (pagination.current ?? 1),
        pageSize: pageSize as BusinessTableView['pageSize'],
      });
    }
  };

  return (
    <ScrollRegion label="Registered businesses table">
    <Table<AdminBusinessRow>
      rowKey="id"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      locale={{ emptyText: <span className="cc-admin-muted">{props.emptyText}</span> }}
      onChange={onChange}
      showSorterTooltip={false}
      rowSelection={{
        selectedRowKeys: props.selectedIds,
        onChange: (_keys, rows) => props.onSelect(rows),
        getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.businessName}` }),
      }}
      pagination={{
        current: view.page,
        pageSize: view.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
        showTotal: (total, [from, to]) => `${from}-${to} of ${total} businesses`,
      }}
    />
    </ScrollRegion>
  );
}
