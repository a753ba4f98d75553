import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router-dom';
import {
  BUSINESS_TYPES,
  businessHoursStatus,
  PREFERRED_CONTACT_METHODS,
  PROVINCES,
  serviceTypeLabel,
} from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { sessionStarted } from '../../../../common/vancouver-time';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import {
  bookingStatusColor,
  capitalize,
  hoursLabel,
  requestStatusColor,
  statusTagColor,
} from '../components/format';
import { HoursRequestActions } from '../components/HoursRequestActions';
import { MembersCard } from '../components/MembersCard';
import { PageError, PageLoading, useBusinessIdParam } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import { RatingsCard } from '../components/RatingsCard';
import type { AuditEntry, BookingRow, BusinessDetail, HoursRequestRow, LedgerLine } from '../components/types';
import { useDeleteBusinesses } from '../components/useDeleteBusinesses';
import { useChefNoShow } from '../components/useChefNoShow';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function SignedHours({ hours }: { hours: number }) {
  return (
    <span className={hours > 0 ? 'cc-admin-positive' : 'cc-admin-negative'}>
      {hours > 0 ? `+${hours}` : hours}
    </span>
  );
}

function ProfileCards({ detail }: { detail: BusinessDetail }) {
  const { business, contact } = detail;
  return (
    <div className="cc-admin-grid-2">
      <Card title={<h2 className="cc-admin-section-title">Business profile</h2>}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Type">{labelOf(BUSINESS_TYPES, business.businessType)}</Descriptions.Item>
          <Descriptions.Item label="Address">{business.businessAddress}</Descriptions.Item>
          <Descriptions.Item label="City">
            {business.city}, {labelOf(PROVINCES, business.state)}
          </Descriptions.Item>
          <Descriptions.Item label="Postal Code">{business.zipCode}</Descriptions.Item>
          <Descriptions.Item label="Employees">{business.employeeCount}</Descriptions.Item>
          <Descriptions.Item label="Description">{business.description || 'Not provided'}</Descriptions.Item>
          <Descriptions.Item label="Registered">{formatTimestamp(business.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="cc-admin-section-title">Contact</h2>}>
        {contact ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Name">
              {contact.firstName} {contact.lastName}
            </Descriptions.Item>
            <Descriptions.Item label="Job Title">{contact.jobTitle}</Descriptions.Item>
            <Descriptions.Item label="Email">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>{contact.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Preferred contact">
              {labelOf(PREFERRED_CONTACT_METHODS, contact.preferredContact)}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <p className="cc-admin-muted">No contact</p>
        )}
      </Card>
    </div>
  );
}

function LaborBankCard({ detail }: { detail: BusinessDetail }) {
  const bank = detail.laborBank;
  const columns: TableColumnsType<LedgerLine> = [
    { key: 'date', title: 'Date', render: (_, line) => <span className="cc-admin-nowrap">{formatTimestamp(line.transactionDate)}</span> },
    { key: 'description', title: 'Description', dataIndex: 'description' },
    { key: 'hours', title: 'Hours', align: 'right', render: (_, line) => <SignedHours hours={line.hours} /> },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Labor bank</h2>}>
      {bank ? (
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label="Total purchased">{hoursLabel(bank.totalHours)}</Descriptions.Item>
          <Descriptions.Item label="Used">{hoursLabel(bank.usedHours)}</Descriptions.Item>
          <Descriptions.Item label="Available">
            <strong>{hoursLabel(bank.availableHours)}</strong>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <p className="cc-admin-muted">This business has no labor bank yet.</p>
      )}
      <h3 style={{ margin: '12px 0 8px', fontSize: 15 }}>Ledger</h3>
      <ScrollRegion label="Ledger">
        <Table<LedgerLine>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={detail.laborTransactions}
          pagination={detail.laborTransactions.length > 10 ? { pageSize: 10 } : false}
          locale={{ emptyText: <span className="cc-admin-muted">No ledger entries</span> }}
        />
      </ScrollRegion>
    </Card>
  );
}

/** After the hours in the Status column: what became of the hours the chef reported. */
const TIMESHEET_STATUS_TEXT: Record<NonNullable<BookingRow['timesheet']>['status'], string> = {
  submitted: 'reported, awaiting the business',
  confirmed: 'confirmed',
  disputed: 'disputed',
  settled: 'settled',
};

function BookingsCard({ detail }: { detail: BusinessDetail }) {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const complete = trpc.admin.completeBooking.useMutation();
  const cancel = trpc.admin.cancelBooking.useMutation();
  const { confirmNoShow, contextHolder: noShowContextHolder } = useChefNoShow();
  const now = new Date();

  const act = (booking: BookingRow, action: 'complete' | 'cancel') => {
    const when = `${formatDay(booking.bookingDate)}, ${sessionLabel(booking)}`;
    modal.confirm({
      title: action === 'complete' ? 'Mark this booking completed?' : 'Cancel this booking?',
      content:
        action === 'complete'
          ? `${when}: its ${hoursLabel(booking.duration)} stay used.`
          : `${when}: its ${hoursLabel(booking.duration)} go back to the labor bank.`,
      okText: action === 'complete' ? 'Mark Completed' : 'Cancel Booking',
      cancelText: 'Keep as is',
      okButtonProps: { danger: action === 'cancel' },
      onOk: async () => {
        try {
          if (action === 'complete') {
            await complete.mutateAsync({ id: booking.id });
            toast.success('Booking completed', `The booking on ${formatDay(booking.bookingDate)} is marked completed.`);
          } else {
            await cancel.mutateAsync({ id: booking.id });
            toast.success('Booking Canceled', `${hoursLabel(booking.duration)} were returned to the labor bank.`);
          }
          await utils.admin.invalidate();
        } catch (error) {
          toast.error('Error', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });
  };

  const columns: TableColumnsType<BookingRow> = [
    { key: 'date', title: 'Date', render: (_, booking) => <span className="cc-admin-nowrap">{formatDay(booking.bookingDate)}</span> },
    { key: 'service', title: 'Service', render: (_, booking) => serviceTypeLabel(booking.serviceType) },
    { key: 'slot', title: 'Time', render: (_, booking) => sessionLabel(booking) },
    { key: 'hours', title: 'Hours', align: 'right', dataIndex: 'duration' },
    {
      key: 'status',
      title: 'Status',
      render: (_, booking) => (
        <>
          <Tag color={bookingStatusColor[booking.status]}>{capitalize(booking.status)}</Tag>
          {booking.timesheet && (
            <div className="cc-admin-muted cc-admin-nowrap">
              {hoursLabel(booking.timesheet.hours)} {TIMESHEET_STATUS_TEXT[booking.timesheet.status]}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'chef',
      title: 'Chef',
      // A canceled booking has released its chef: it awaits nobody.
      render: (_, booking) =>
        booking.chef ? (
          <ChefIdentity chef={booking.chef} photo={false} />
        ) : booking.status === 'confirmed' ? (
          <span className="cc-admin-muted">Awaiting chef</span>
        ) : (
          <span className="cc-admin-muted">—</span>
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, booking) => {
        const chef = booking.chef;
        // A session is completed, or its chef's no-show recorded, from its start on (the server refuses either earlier).
        const started = sessionStarted(booking, now);
        return booking.status === 'confirmed' ? (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {started && (
              <Button size="small" onClick={() => act(booking, 'complete')} aria-label={`Mark booking on ${formatDay(booking.bookingDate)} completed`}>
                Mark Completed
              </Button>
            )}
            <Button size="small" danger onClick={() => act(booking, 'cancel')} aria-label={`Cancel booking on ${formatDay(booking.bookingDate)}`}>
              Cancel
            </Button>
            {chef && started && (
              <Button
                size="small"
                danger
                onClick={() => confirmNoShow({ ...booking, bookingId: booking.id, businessName: detail.business.businessName, chefName: chef.name })}
                aria-label={`Chef no-show: booking on ${formatDay(booking.bookingDate)}`}
              >
                No-show
              </Button>
            )}
          </span>
        ) : null;
      },
    },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Bookings</h2>}>
      {contextHolder}
      {noShowContextHolder}
      <ScrollRegion label="Bookings">
        <Table<BookingRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={detail.bookings}
          pagination={detail.bookings.length > 10 ? { pageSize: 10 } : false}
          locale={{ emptyText: <span className="cc-admin-muted">No bookings</span> }}
        />
      </ScrollRegion>
    </Card>
  );
}

function HoursRequestsCard({ detail }: { detail: BusinessDetail }) {
  const columns: TableColumnsType<HoursRequestRow> = [
    { key: 'date', title: 'Requested', render: (_, request) => <span className="cc-admin-nowrap">{formatTimestamp(request.createdAt)}</span> },
    { key: 'hours', title: 'Hours', align: 'right', dataIndex: 'hoursNeeded' },
    { key: 'phone', title: 'Phone', dataIndex: 'phone' },
    { key: 'reason', title: 'Details', render: (_, request) => request.reason || <span className="cc-admin-muted">None given</span> },
    {
      key: 'status',
      title: 'Status',
      render: (_, request) => <Tag color={requestStatusColor[request.status]}>{capitalize(request.status)}</Tag>,
    },
    { key: 'actions', title: 'Actions', render: (_, request) => <HoursRequestActions request={request} /> },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Additional hours requests</h2>}>
      <ScrollRegion label="Additional hours requests">
        <Table<HoursRequestRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={detail.hoursRequests}
          pagination={false}
          locale={{ emptyText: <span className="cc-admin-muted">No hours requests</span> }}
        />
      </ScrollRegion>
    </Card>
  );
}

function AuditCard({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card title={<h2 className="cc-admin-section-title">Audit log</h2>}>
      {entries.length === 0 ? (
        <p className="cc-admin-muted">No admin actions on this business yet.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="cc-admin-muted">{formatTimestamp(entry.createdAt)}</span> — {entry.detail}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function BusinessDetailsPage() {
  const businessId = useBusinessIdParam();
  const navigate = useNavigate();
  const detail = trpc.admin.business.useQuery({ id: businessId ?? 0 }, { enabled: businessId !== null });
  const name = detail.data?.business.businessName;
  usePageMeta(name ? `${name} · Admin` : 'Business Details', 'A registered business: profile, members, labor bank, bookings and requests.');
  const { confirmDelete, contextHolder } = useDeleteBusinesses();

  if (businessId === null) return <PageError title="Business Details" error={new Error('Business not found')} />;
  if (detail.isPending) return <PageLoading label="Loading business data..." />;
  if (detail.isError) return <PageError title="Business Details" error={detail.error} onRetry={() => void detail.refetch()} />;

  const data = detail.data;
  const available = data.laborBank?.availableHours ?? 0;
  const status = businessHoursStatus(available);
  return (
    <>
      {contextHolder}
      <p style={{ margin: '0 0 8px' }}>
        <Link to="/admin/dashboard">← All businesses</Link>
      </p>
      <div className="cc-admin-page-head">
        <h1>
          {data.business.businessName}{' '}
          <Tag color={statusTagColor[status]} style={{ verticalAlign: 'middle' }}>
            {status}
          </Tag>
        </h1>
        <div className="cc-admin-page-head__actions">
          <Button onClick={() => navigate(`/admin/business/${businessId}/edit`)}>Edit Business</Button>
          <Button type="primary" onClick={() => navigate(`/admin/business/${businessId}/add-hours`)}>
            Add Hours
          </Button>
          <Button
            danger
            onClick={() =>
              confirmDelete([{ id: businessId, businessName: data.business.businessName }], () =>
                navigate('/admin/dashboard', { replace: true }),
              )
            }
          >
            Delete Business
          </Button>
        </div>
      </div>
      <ProfileCards detail={data} />
      <div className="cc-admin-stack">
        <MembersCard businessId={businessId} businessName={data.business.businessName} />
        <LaborBankCard detail={data} />
        <BookingsCard detail={data} />
        <HoursRequestsCard detail={data} />
        <RatingsCard about={{ businessId }} />
        <AuditCard entries={data.auditLog} />
      </div>
    </>
  );
}
