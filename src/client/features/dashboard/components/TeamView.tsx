import { Alert, Button, Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { inviteMemberInput } from '../../../../common/schemas/team';
import { MEMBER_ROLE_LABELS, MEMBER_ROLES, memberDisplayName, type MemberRole } from '../../../../common/team';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { whileBusy } from '../../../lib/busyDialog';
import { useMay } from '../../../lib/role';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import type { DashboardData } from '../useDashboard';
import { PanelLoading } from './PanelLoading';
import { ViewHeading } from './ViewHeading';

type Member = RouterOutputs['business']['team']['members']['members'][number];

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

/** What each role may do, as section 18's table says it, for whoever picks one. */
const ROLE_HINT = 'Owners run the team; managers book and answer timesheets; bookkeepers buy hours and pay invoices. Everyone reads the dashboard.';

/** A change to the team, refused by the server (the last owner, an address already on the team, the day's limit): its words, on screen and announced. */
function useTeamChange() {
  const utils = trpc.useUtils();
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = async (message: string) => {
    setRefusal(null);
    toast.success('Team updated', message);
    await utils.business.team.members.invalidate();
  };
  const refused = (error: unknown, fallback: string) => {
    const message = apiErrorMessage(error, fallback);
    setRefusal(message);
    toast.error('Not changed', message);
  };
  return { refusal, done, refused, clear: () => setRefusal(null) };
}

interface InviteValues {
  email: string;
  role: MemberRole;
}

/** The owner's invitation: an address and a role; the person gets an email with a link valid 7 days. */
function InviteForm({ change }: { change: ReturnType<typeof useTeamChange> }) {
  const [form] = Form.useForm<InviteValues>();
  const invite = trpc.business.team.invite.useMutation({
    onSuccess: async ({ member }) => {
      form.resetFields();
      await change.done(`Invitation sent to ${member.email}.`);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields.email) form.setFields([{ name: 'email', errors: [fields.email] }]);
      change.refused(error, 'Could not send the invitation. Please try again.');
    },
  });
  return (
    <section className="cc-dash__panel" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <p className="cc-muted">{ROLE_HINT}</p>
      <Form<InviteValues> form={form} layout="vertical" name="invite" initialValues={{ role: 'manager' }} onFinish={(values) => invite.mutate(values)} className="cc-team__invite">
        <Form.Item label="Email" name="email" rules={[zodRule(inviteMemberInput.shape.email)]}>
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending} disabled={invite.isPending}>
          Send invitation
        </Button>
      </Form>
    </section>
  );
}

/** A member's row: who, their role and status, and for an owner the changes they may make. */
function MemberRow({ member, mayChange, isSelf, change, onRemove }: { member: Member; mayChange: boolean; isSelf: boolean; change: ReturnType<typeof useTeamChange>; onRemove: (member: Member) => void }) {
  const name = memberDisplayName(member);
  const changeRole = trpc.business.team.changeRole.useMutation({
    onSuccess: ({ member: changed }) => change.done(`${memberDisplayName(changed)} is now ${MEMBER_ROLE_LABELS[changed.role].toLowerCase()}.`),
    onError: (error) => change.refused(error, 'Could not change the role. Please try again.'),
  });
  const resend = trpc.business.team.invite.useMutation({
    onSuccess: ({ member: invited }) => change.done(`A new invitation was sent to ${invited.email}; the older link no longer works.`),
    onError: (error) => change.refused(error, 'Could not resend the invitation. Please try again.'),
  });
  const invited = member.status === 'invited';
  const [modal, modalHolder] = Modal.useModal();
  const pickRole = (role: MemberRole) => {
    change.clear();
    const apply = () => changeRole.mutate({ memberId: member.id, role });
    // An owner giving up their own ownership cannot take it back: only another owner can.
    if (!isSelf || member.role !== 'owner' || role === 'owner') return apply();
    modal.confirm({
      title: `Change your own role to ${MEMBER_ROLE_LABELS[role].toLowerCase()}?`,
      content: "You will no longer run the team or the integrations, and you cannot undo it yourself: only another owner can make you an owner again.",
      okText: 'Change my role',
      okButtonProps: { danger: true },
      onOk: apply,
    });
  };
  return (
    <li className="cc-team__member">
      {modalHolder}
      <div className="cc-team__who">
        <p className="cc-team__name">
          {name}
          {isSelf && <span className="cc-muted"> (you)</span>}
        </p>
        {name !== member.email && <p className="cc-muted cc-team__email">{member.email}</p>}
      </div>
      <p className="cc-team__status">
        <Tag color={invited ? '#ad4e00' : '#237804'}>{invited ? 'Invited' : 'Active'}</Tag>
      </p>
      {mayChange ? (
        <div className="cc-team__actions">
          <Select
            aria-label={`Role of ${name}`}
            value={member.role}
            options={ROLE_OPTIONS}
            disabled={changeRole.isPending}
            onChange={pickRole}
            className="cc-team__role"
          />
          {invited && (
            <Button onClick={() => resend.mutate({ email: member.email, role: member.role })} loading={resend.isPending} disabled={resend.isPending}>
              Resend<span className="cc-visually-hidden"> the invitation to {member.email}</span>
            </Button>
          )}
          <Button danger onClick={() => onRemove(member)}>
            Remove<span className="cc-visually-hidden"> {name}</span>
          </Button>
        </div>
      ) : (
        <p className="cc-team__role-text">{MEMBER_ROLE_LABELS[member.role]}</p>
      )}
    </li>
  );
}

/** Removing someone, after a confirmation that says what it does. */
function RemoveDialog({ member, businessName, change, onClose }: { member: Member | null; businessName: string; change: ReturnType<typeof useTeamChange>; onClose: () => void }) {
  const remove = trpc.business.team.remove.useMutation({
    onSuccess: async () => {
      const name = member ? memberDisplayName(member) : 'The member';
      onClose();
      await change.done(`${name} was removed from the team.`);
    },
    onError: (error) => {
      onClose();
      change.refused(error, 'Could not remove this member. Please try again.');
    },
  });
  const name = member ? memberDisplayName(member) : '';
  return (
    <Modal
      open={member !== null}
      title={`Remove ${name}?`}
      onCancel={onClose}
      okText="Remove"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText="Keep"
      {...whileBusy(remove.isPending)}
      onOk={() => member && remove.mutate({ memberId: member.id })}
    >
      <p>
        {member?.status === 'invited'
          ? `Their invitation to ${businessName} stops working.`
          : `${name} can no longer sign in to ${businessName}. The bookings and orders they made stay, with their name.`}
      </p>
    </Modal>
  );
}

/** The Team view (DECISIONS.md section 18): every member reads the team; owners invite, change roles, remove and resend. */
export function TeamView({ data, focusHeading }: { data: DashboardData; focusHeading: boolean }) {
  const team = trpc.business.team.members.useQuery();
  const owner = useMay('runTheBusiness');
  const session = trpc.public.session.useQuery();
  const selfId = session.data?.member?.id;
  const change = useTeamChange();
  const [removing, setRemoving] = useState<Member | null>(null);

  return (
    <SafeDangerTheme>
      <ViewHeading focus={focusHeading}>Team</ViewHeading>
      {owner && <InviteForm change={change} />}
      {change.refusal && <Alert type="error" showIcon role="alert" title="Not changed" description={change.refusal} className="cc-team__refusal" />}
      <section className="cc-dash__panel" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {!owner && <p className="cc-muted">Only an owner can invite people or change the team.</p>}
        {team.isPending ? (
          <PanelLoading label="Loading your team…" rows={2} />
        ) : team.isError ? (
          <LoadError title="Could not load your team" error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          <ul className="cc-team">
            {team.data.members.map((member) => (
              <MemberRow key={member.id} member={member} mayChange={owner} isSelf={member.id === selfId} change={change} onRemove={setRemoving} />
            ))}
          </ul>
        )}
      </section>
      <RemoveDialog member={removing} businessName={data.business.businessName} change={change} onClose={() => setRemoving(null)} />
    </SafeDangerTheme>
  );
}
