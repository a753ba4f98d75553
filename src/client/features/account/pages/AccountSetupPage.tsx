import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { AccountFrame } from '../components/AccountFrame';
import { confirmPasswordRules, passwordRules, usernameRules } from '../components/passwordRules';
import { UsernameStatus } from '../components/UsernameStatus';
import { useUsernameAvailability } from '../components/useUsernameAvailability';
import { idFrom } from '../../../../common/ids';

interface SetupValues {
  username: string;
  password: string;
  confirmPassword: string;
}

const FIELD_NAMES = ['username', 'password', 'confirmPassword'] as const;

/** Without a contact id nothing can be set up: back to the start of the wizard (SPEC.md section 8). */
function useContactId(): number | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const contactId = idFrom(params.get('contactId'));
  useEffect(() => {
    if (contactId !== null) return;
    toast.error('Error', 'Missing contact information. Please start the registration process again.');
    navigate('/register/business', { replace: true });
  }, [contactId, navigate]);
  return contactId;
}

export function AccountSetupPage() {
  usePageMeta('Create Your Account', 'Choose the username and password you will use to log in to your dashboard.');
  const contactId = useContactId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<SetupValues>();
  const typedUsername = Form.useWatch('username', form) ?? '';
  const availability = useUsernameAvailability(typedUsername);
  const [failure, setFailure] = useState<string | null>(null);

  const setUp = trpc.business.setUpAccount.useMutation({
    onSuccess: (result) => {
      if (!result.success) {
        setFailure(result.message || 'Failed to create account');
        toast.error('Setup Failed', result.message || 'Failed to create account');
        return;
      }
      toast.success('Account Created', 'You can now log in with your username and password.');
      navigate('/login');
    },
    onError: (error) => {
      const message = apiErrorMessage(error, 'An error occurred during account setup');
      setFailure(message);
      toast.error('Setup Failed', message);
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        FIELD_NAMES.flatMap((name) => (fieldErrors[name] ? [{ name, errors: [fieldErrors[name]] }] : [])),
      );
      void utils.public.checkUsername.invalidate();
    },
  });

  if (contactId === null) return null;

  const onFinish = (values: SetupValues) => {
    setFailure(null);
    if (availability !== 'available') {
      toast.error('Username Unavailable', 'Please choose a different username');
      setFailure('Username Unavailable: Please choose a different username');
      return;
    }
    setUp.mutate({ username: values.username.trim(), password: values.password, contactId });
  };

  return (
    <AccountFrame
      title="Create Your Account"
      intro={<p>Choose a username and password to log in to your dashboard and manage your bookings.</p>}
    >
      <Form<SetupValues>
        form={form}
        layout="vertical"
        name="setup"
        onFinish={onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Form.Item
          label="Username"
          name="username"
          rules={usernameRules}
          extra={<UsernameStatus availability={availability} />}
        >
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmPasswordRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && (
          <Alert className="cc-account__alert" type="error" showIcon role="alert" title="Setup Failed" description={failure} />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={setUp.isPending} disabled={setUp.isPending}>
          {setUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
    </AccountFrame>
  );
}
