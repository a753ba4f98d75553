import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RESET_TOKEN_REQUIRED } from '../../../../common/schemas/account';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { AccountFrame } from '../components/AccountFrame';
import { confirmPasswordRules, passwordRules } from '../components/passwordRules';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

function InvalidLink({ reason }: { reason: string }) {
  return (
    <AccountFrame title="Invalid or Expired Link">
      <p>{reason}</p>
      <p className="cc-muted">Reset links work once and expire after 1 hour. Ask for a new one below.</p>
      <ButtonLink to="/password-recovery" variant="primary" size="large">
        Request New Link
      </ButtonLink>
    </AccountFrame>
  );
}

export function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your account.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  const reset = trpc.public.passwordRecovery.reset.useMutation({
    onSuccess: () => toast.success('Password Reset Successful', 'You can now log in with your new password.'),
    onError: (error) => {
      const message = apiErrorMessage(error, 'An error occurred during the password reset');
      toast.error('Reset Failed', message);
      const fieldErrors = apiFieldErrors(error);
      // An unknown, used or expired token: the form cannot help, a new link can.
      if (fieldErrors.token) {
        setLinkRefused(fieldErrors.token);
        return;
      }
      if (fieldErrors.password) form.setFields([{ name: 'password', errors: [fieldErrors.password] }]);
    },
  });

  if (!token) return <InvalidLink reason={RESET_TOKEN_REQUIRED} />;
  if (linkRefused) return <InvalidLink reason={linkRefused} />;

  if (reset.isSuccess) {
    return (
      <AccountFrame title="Password Reset Successful">
        <p>Your password has been changed, and any earlier sessions have been signed out. Log in with your new password.</p>
        <ButtonLink to="/login" variant="primary" size="large">
          Log In
        </ButtonLink>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title="Reset Password" intro={<p>Choose a new password of at least 6 characters.</p>}>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        name="reset"
        onFinish={(values) => reset.mutate({ token, password: values.password })}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Form.Item label="New Password" name="password" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending} disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
    </AccountFrame>
  );
}
