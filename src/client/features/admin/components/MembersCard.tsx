import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { MEMBER_ROLE_LABELS, memberDisplayName } from '../../../../common/team';
import { apiErrorMessage } from '../../../lib/apiError';
import { formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ScrollRegion } from './ScrollRegion';

type MemberRow = RouterOutputs['admin']['businessMembers']['members'][number];

/**
 * A business's team on its details screen (DECISIONS.md section 18): name, email, role, status
 * and last sign-in, and Remove after a confirmation; the server's refusal (the last owner) is
 * shown in its words.
 */
export function MembersCard({ businessId, businessName }: { businessId: number; businessName: string }) {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const members = trpc.admin.businessMembers.useQuery({ businessId });
  const remove = trpc.admin.removeBusinessMember.useMutation();

  const confirmRemove = (member: MemberRow) => {
    const name = memberDisplayName(member);
    const invited = member.status === 'invited';
    modal.confirm({
      title: invited ? `Withdraw the invitation to ${name}?` : `Remove ${name} from ${businessName}?`,
      content: invited ? `Their invitation to ${businessName} stops working.` : `Their next call for ${businessName} is refused, whatever cookie they hold.`,
      okText: 'Remove',
      cancelText: 'Keep',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ businessId, memberId: member.id });
          toast.success('Member removed', `${name} is no longer on the team of ${businessName}.`);
          await utils.admin.businessMembers.invalidate({ businessId });
        } catch (error) {
          toast.error('Not removed', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });
  };

  const columns: TableColumnsType<MemberRow> = [
    { key: 'name', title: 'Name', render: (_, member) => `${member.firstName} ${member.lastName}`.trim() || <span className="cc-admin-muted">Not joined yet</span> },
    { key: 'email', title: 'Email', render: (_, member) => <a href={`mailto:${member.email}`}>{member.email}</a> },
    { key: 'role', title: 'Role', render: (_, member) => MEMBER_ROLE_LABELS[member.role] },
    {
      key: 'status',
      title: 'Status',
      render: (_, member) => <Tag color={member.status === 'invited' ? '#ad4e00' : '#237804'}>{member.status === 'invited' ? 'Invited' : 'Active'}</Tag>,
    },
    {
      key: 'lastSignIn',
      title: 'Last sign-in',
      render: (_, member) => (member.lastSignInAt ? <span className="cc-admin-nowrap">{formatTimestamp(member.lastSignInAt)}</span> : <span className="cc-admin-muted">Never</span>),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, member) => (
        <Button size="small" danger onClick={() => confirmRemove(member)} aria-label={`Remove ${memberDisplayName(member)}`}>
          Remove
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h2 className="cc-admin-section-title">Members</h2>}>
      {contextHolder}
      {members.isError ? (
        <p role="alert">{apiErrorMessage(members.error, 'The members could not be loaded.')}</p>
      ) : (
        <ScrollRegion label="Members">
          <Table<MemberRow>
            rowKey="id"
            size="small"
            loading={members.isPending}
            columns={columns}
            dataSource={members.data?.members ?? []}
            pagination={false}
            locale={{ emptyText: <span className="cc-admin-muted">No members</span> }}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
