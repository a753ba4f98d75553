import { Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { passwordRecoveryRequestInput } from '../../../../common/schemas/account';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { AccountFrame } from '../components/AccountFrame';

const RECOVERY_SENT = 'If an account exists with this email, you will receive password reset instructions.';
const emailRules = [zodRule(passwordRecoveryRequestInput.shape.email)];

export function PasswordRecoveryPage() {
  usePageMeta('Password Recovery', 'Forgot your password? Get a link by email to choose a new one.');
  const request = trpc.public.passwordRecovery.request.useMutation({
    onSuccess: () => toast.success('Recovery Email Sent', RECOVERY_SENT),
    onError: (error) => toast.error('Request Failed', apiErrorMessage(error, 'Please try again in a moment.')),
  });

  if (request.isSuccess) {
    return (
      <AccountFrame title="Check Your Email">
        <p>{RECOVERY_SENT}</p>
        <p className="cc-muted">The link works once and expires after 1 hour. Check your spam folder if it does not arrive.</p>
        <ButtonLink to="/login" variant="primary" size="large">
          Return to Login
        </ButtonLink>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame
      title="Password Recovery"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
    >
      <Form<{ email: string }>
        layout="vertical"
        name="recovery"
        onFinish={(values) => request.mutate({ email: values.email.trim() })}
      >
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={request.isPending} disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <p className="cc-account__footer">
        Remembered it? <Link to="/login">Return to Login</Link>
      </p>
    </AccountFrame>
  );
}
