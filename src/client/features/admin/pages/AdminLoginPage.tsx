import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVALID_LOGIN } from '../../../../common/messages';
import { loginInput, type LoginInput } from '../../../../common/schemas/account';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { forgetAdminData, type LoginRedirectState } from '../components/adminSession';

/** SPEC.md section 9: the admin goes to the dashboard about 100 ms after the success toast. */
const REDIRECT_DELAY_MS = 100;

const passwordToggleLocale: Locale = { locale: 'en', global: { show: 'Show password', hide: 'Hide password' } };

/** Only a path inside the admin area, never the login page itself or another site. */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin/dashboard';
}

export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Sign in to the ChefConnect admin panel.');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = trpc.admin.login.useMutation({
    onSuccess: () => {
      forgetAdminData(queryClient);
      toast.success('Login successful', 'You are now logged in to the admin panel');
      setTimeout(() => navigate(returnPath(location.state), { replace: true }), REDIRECT_DELAY_MS);
    },
    onError: (error) => toast.error('Login failed', apiErrorMessage(error, INVALID_LOGIN)),
  });

  return (
    <main className="cc-admin-login">
      <Card className="cc-admin-login__card">
        <h1>Admin Login</h1>
        <p className="cc-admin-muted">Sign in to manage registered businesses.</p>
        <Form<LoginInput>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => login.mutate(values)}
          disabled={login.isPending}
        >
          <Form.Item label="Username" name="username" rules={[zodRule(loginInput.shape.username)]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          {/* antd's toggle is a keyboard-reachable button; this locale names what it shows. */}
          <ConfigProvider locale={passwordToggleLocale}>
            <Form.Item label="Password" name="password" rules={[zodRule(loginInput.shape.password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </ConfigProvider>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Log In
          </Button>
        </Form>
        <Button block type="link" href="/" style={{ marginTop: 8 }}>
          View Site
        </Button>
      </Card>
    </main>
  );
}
