import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { INVALID_LOGIN } from '../../../../common/messages';
import { loginInput, type LoginInput } from '../../../../common/schemas/account';
import { company } from '../../../../common/site';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { AccountFrame } from '../components/AccountFrame';

const rules = {
  username: [zodRule(loginInput.shape.username)],
  password: [zodRule(loginInput.shape.password)],
};

export function LoginPage() {
  usePageMeta('Log In', `Log in to your ${company.name} dashboard to manage bookings and your labor bank.`);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string) => {
    setFailure(message);
    toast.error('Login Failed', message);
  };

  const login = trpc.public.login.useMutation({
    onSuccess: async (result) => {
      // SPEC.md section 8: a login counts only with success and a business id.
      if (!result.success || !result.businessId) {
        fail(result.message || INVALID_LOGIN);
        return;
      }
      toast.success('Login Successful', 'Welcome back!');
      // Whoever was signed in before (the header's greeting) is no longer.
      await utils.invalidate();
      navigate(`/dashboard/${result.businessId}`);
    },
    // A throttled login (429) says how long to wait: the server's message is shown as is.
    onError: (error) => fail(apiErrorMessage(error, 'An error occurred during login')),
  });

  return (
    <AccountFrame title="Log In" intro={<p>Welcome back. Log in to manage your bookings and labor bank.</p>}>
      <Form<LoginInput>
        layout="vertical"
        name="login"
        onFinish={(values) => {
          setFailure(null);
          login.mutate({ username: values.username.trim(), password: values.password });
        }}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Form.Item label="Username" name="username" rules={rules.username}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rules.password}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="cc-account__aside">
          <Link to="/password-recovery">Forgot your password?</Link>
        </p>
        {failure && (
          <Alert className="cc-account__alert" type="error" showIcon role="alert" title="Login Failed" description={failure} />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} disabled={login.isPending}>
          {login.isPending ? 'Logging In...' : 'Log In'}
        </Button>
      </Form>
      <p className="cc-account__footer">
        New to {company.name}? <Link to="/register/business">Register your business</Link>
      </p>
    </AccountFrame>
  );
}
