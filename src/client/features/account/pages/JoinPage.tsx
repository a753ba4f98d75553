import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { newMemberInput } from '../../../../common/schemas/team';
import { INVALID_INVITATION } from '../../../../common/team';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { useSignedInBusiness } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { AccountFrame } from '../components/AccountFrame';
import { confirmPasswordRules, passwordRules, usernameRules } from '../components/passwordRules';
import { UsernameStatus } from '../components/UsernameStatus';
import { useUsernameAvailability } from '../components/useUsernameAvailability';

interface JoinValues {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  confirmPassword: string;
}

const FIELD_NAMES = ['firstName', 'lastName', 'username', 'password'] as const;
const ROLE_WORDS = { owner: 'an owner', manager: 'a manager', bookkeeper: 'a bookkeeper' } as const;

/** After joining, the session acts for the business joined: every cached answer was another's. */
function useJoin(onRefused: (error: unknown) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return trpc.public.join.useMutation({
    onSuccess: ({ businessId }) => {
      queryClient.clear();
      toast.success('Welcome to the team', 'You are signed in.');
      navigate(`/dashboard/${businessId}`);
    },
    onError: onRefused,
  });
}

/** A person already signed in joins with the token alone (DECISIONS.md section 18). */
function JoinSignedIn({ token, businessName }: { token: string; businessName: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const join = useJoin((error) => setFailure(apiErrorMessage(error, 'Could not join. Please try again.')));
  return (
    <>
      {failure && <Alert className="cc-account__alert" type="error" showIcon role="alert" title="Not joined" description={failure} />}
      <Button type="primary" size="large" block loading={join.isPending} disabled={join.isPending} onClick={() => join.mutate({ token })}>
        Join {businessName}
      </Button>
    </>
  );
}

/** A new person: their names, and a username and password with the account-setup rules. */
function JoinForm({ token }: { token: string }) {
  const [form] = Form.useForm<JoinValues>();
  const typedUsername = Form.useWatch('username', form) ?? '';
  const availability = useUsernameAvailability(typedUsername);
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const join = useJoin((error) => {
    setFailure(apiErrorMessage(error, 'Could not join. Please try again.'));
    const fieldErrors = apiFieldErrors(error);
    form.setFields(FIELD_NAMES.flatMap((name) => (fieldErrors[name] ? [{ name, errors: [fieldErrors[name]] }] : [])));
    void utils.public.checkUsername.invalidate();
  });
  const onFinish = (values: JoinValues) => {
    setFailure(null);
    join.mutate({ token, firstName: values.firstName.trim(), lastName: values.lastName.trim(), username: values.username.trim(), password: values.password });
  };
  return (
    <Form<JoinValues> form={form} layout="vertical" name="join" onFinish={onFinish} scrollToFirstError={{ focus: true, block: 'center' }}>
      <Form.Item label="First Name" name="firstName" rules={[zodRule(newMemberInput.shape.firstName)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last Name" name="lastName" rules={[zodRule(newMemberInput.shape.lastName)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Username" name="username" rules={usernameRules} extra={<UsernameStatus availability={availability} />}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {failure && <Alert className="cc-account__alert" type="error" showIcon role="alert" title="Not joined" description={failure} />}
      <Button type="primary" htmlType="submit" size="large" block loading={join.isPending} disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join the Team'}
      </Button>
      <p className="cc-account__footer cc-account__join-login">
        Already have a ChefConnect sign-in? <Link to="/login">Log in</Link>, then open the link again.
      </p>
    </Form>
  );
}

/**
 * /join?token=…: an invitation to a business's team (DECISIONS.md section 18). It shows the
 * business, the role and who invited; an unusable link shows the server's one message for every
 * kind of unusable link.
 */
export function JoinPage() {
  usePageMeta('Join a Team', "Accept an invitation to a business's team on ChefConnect.");
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = trpc.public.invitation.useQuery({ token }, { enabled: token !== '', retry: false, refetchOnWindowFocus: false });
  const signedIn = useSignedInBusiness();

  if (token === '' || invitation.isError) {
    const message = token === '' ? INVALID_INVITATION : apiErrorMessage(invitation.error, INVALID_INVITATION);
    return (
      <AccountFrame title="Join a Team">
        <Alert type="error" showIcon role="alert" title="Invitation not usable" description={message} />
        <p className="cc-account__footer">Ask the person who invited you to send a new invitation.</p>
      </AccountFrame>
    );
  }
  if (invitation.isPending) {
    return (
      <AccountFrame title="Join a Team">
        <Skeleton active paragraph={{ rows: 4 }} />
      </AccountFrame>
    );
  }
  const { businessName, role, invitedBy } = invitation.data;
  return (
    <AccountFrame
      title={`Join ${businessName}`}
      intro={
        <p>
          {invitedBy || 'An owner'} invited you to join <strong>{businessName}</strong> on ChefConnect as {ROLE_WORDS[role]}.
        </p>
      }
    >
      {signedIn ? <JoinSignedIn token={token} businessName={businessName} /> : <JoinForm token={token} />}
    </AccountFrame>
  );
}
