import Card from 'antd/es/card';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { CONTACT_SUBJECTS } from '../../../../common/constants';
import { usePageMeta } from '../../../components/usePageMeta';
import { trpc } from '../../../lib/trpc';
import { formatTimestamp } from '../../../lib/formatDay';
import { capitalize, requestStatusColor } from '../components/format';
import { HoursRequestActions } from '../components/HoursRequestActions';
import { PageError, PageLoading } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import type { Inbox } from '../components/types';

type Message = Inbox['messages'][number];
type Request = Inbox['hoursRequests'][number];
type Subscription = Inbox['subscriptions'][number];

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;

/** Contact messages, additional-hours requests and newsletter sign-ups, newest first. */
export function InboxPage() {
  usePageMeta('Inbox', 'Contact messages, additional-hours requests and newsletter sign-ups.');
  const inbox = trpc.admin.inbox.useQuery();

  if (inbox.isPending) return <PageLoading label="Loading the inbox..." />;
  if (inbox.isError) return <PageError title="Inbox" error={inbox.error} onRetry={() => void inbox.refetch()} />;

  const { messages, hoursRequests, subscriptions, pendingHoursRequests } = inbox.data;

  const requestColumns: TableColumnsType<Request> = [
    { key: 'date', title: 'Received', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.createdAt)}</span> },
    {
      key: 'business',
      title: 'From',
      render: (_, row) => (
        <>
          <Link to={`/admin/business/${row.businessId}`}>{row.contactName}</Link>
          <div className="cc-admin-muted">
            {row.email} · {row.phone}
          </div>
        </>
      ),
    },
    { key: 'hours', title: 'Hours', align: 'right', dataIndex: 'hoursNeeded' },
    { key: 'reason', title: 'Details', render: (_, row) => row.reason || <span className="cc-admin-muted">None given</span> },
    { key: 'status', title: 'Status', render: (_, row) => <Tag color={requestStatusColor[row.status]}>{capitalize(row.status)}</Tag> },
    { key: 'actions', title: 'Actions', render: (_, row) => <HoursRequestActions request={row} /> },
  ];
  const messageColumns: TableColumnsType<Message> = [
    { key: 'date', title: 'Received', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.createdAt)}</span> },
    {
      key: 'from',
      title: 'From',
      render: (_, row) => (
        <>
          <div>{row.name}</div>
          <div className="cc-admin-muted">
            <a href={`mailto:${row.email}`}>{row.email}</a>
            {row.phone ? ` · ${row.phone}` : ''}
          </div>
        </>
      ),
    },
    { key: 'subject', title: 'Subject', render: (_, row) => subjectLabel(row.subject) },
    { key: 'message', title: 'Message', render: (_, row) => <div style={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>{row.message}</div> },
  ];
  const subscriptionColumns: TableColumnsType<Subscription> = [
    { key: 'date', title: 'Signed up', render: (_, row) => <span className="cc-admin-nowrap">{formatTimestamp(row.createdAt)}</span> },
    { key: 'email', title: 'Email', render: (_, row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  ];

  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Inbox</h1>
      </div>
      <p className="cc-admin-muted">Newest first. {pendingHoursRequests} hours {pendingHoursRequests === 1 ? 'request is' : 'requests are'} waiting for a decision.</p>
      <nav aria-label="Inbox sections" className="cc-admin-toolbar">
        <a href="#hours-requests">Hours requests ({pendingHoursRequests} pending)</a>
        <a href="#contact-messages">Contact messages ({messages.length})</a>
        <a href="#newsletter">Newsletter sign-ups ({subscriptions.length})</a>
      </nav>
      <div className="cc-admin-stack">
        <Card id="hours-requests" title={<h2 className="cc-admin-section-title">Additional hours requests</h2>}>
          <ScrollRegion label="Additional hours requests">
            <Table<Request>
              rowKey="id"
              size="small"
              columns={requestColumns}
              dataSource={hoursRequests}
              locale={{ emptyText: <span className="cc-admin-muted">No hours requests</span> }}
            />
          </ScrollRegion>
        </Card>
        <Card id="contact-messages" title={<h2 className="cc-admin-section-title">Contact messages</h2>}>
          <ScrollRegion label="Contact messages">
            <Table<Message>
              rowKey="id"
              size="small"
              columns={messageColumns}
              dataSource={messages}
              locale={{ emptyText: <span className="cc-admin-muted">No messages</span> }}
            />
          </ScrollRegion>
        </Card>
        <Card id="newsletter" title={<h2 className="cc-admin-section-title">Newsletter sign-ups</h2>}>
          <ScrollRegion label="Newsletter sign-ups">
            <Table<Subscription>
              rowKey="id"
              size="small"
              columns={subscriptionColumns}
              dataSource={subscriptions}
              locale={{ emptyText: <span className="cc-admin-muted">No sign-ups yet</span> }}
            />
          </ScrollRegion>
        </Card>
      </div>
    </>
  );
}
