import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { chefLoginLinkInput } from '../../../../common/schemas/chefs';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { forgetRouterData } from '../../../lib/signedInArea';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { ChefFrame } from '../components/ChefRoot';

/** What the server answers for a link that is unknown, used, expired or a deactivated chef's. */
const INVALID_LINK = 'Invalid or expired sign-in link';

/**
 * Follows the emailed link's ?token= once (a second call would find the token used), then
 * drops the token from the address bar so it is neither bookmarked nor left in history.
 */
function useLinkSignIn(token: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = trpc.chef.login.useMutation();
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (!token || followed.current === token) return;
    followed.current = token;
    login.mutate(
      { token },
      {
        onSuccess: () => {
          forgetRouterData(queryClient, 'chef');
          navigate('/chef', { replace: true });
        },
        onError: () => navigate('/chef/login', { replace: true }),
      },
    );
  }, [token, login, navigate, queryClient]);

  return login;
}

function LinkRequestForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const requestLink = trpc.chef.requestLoginLink.useMutation({ onSuccess: ({ message }) => setSentMessage(message) });

  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      // The schema's messages replace the browser's own validation bubbles (type="email").
      noValidate
      onFinish={(values) => requestLink.mutate(values)}
      onValuesChange={() => setSentMessage(null)}
      disabled={requestLink.isPending}
    >
      <Form.Item label="Email" name="email" rules={[zodRule(chefLoginLinkInput.shape.email)]}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <div aria-live="polite">
        {sentMessage && <Alert type="success" showIcon title={sentMessage} style={{ marginBottom: 16 }} />}
        {requestLink.isError && (
          <Alert type="error" showIcon title={apiErrorMessage(requestLink.error, 'The link could not be sent. Please try again.')} style={{ marginBottom: 16 }} />
        )}
      </div>
      <Button type="primary" htmlType="submit" block loading={requestLink.isPending}>
        Send me a sign-in link
      </Button>
    </Form>
  );
}

/** /chef/login: ask for an emailed sign-in link, or follow one (?token=). */
export function ChefLoginPage() {
  usePageMeta('Chef Sign In', 'Sign in to the ChefConnect chef portal with a link sent to your email.');
  const [searchParams] = useSearchParams();
  const login = useLinkSignIn(searchParams.get('token'));
  const signingIn = login.isPending || login.isSuccess;

  return (
    <ChefFrame>
      <Card className="cc-chef-login">
        <h1>Chef sign in</h1>
        {signingIn ? (
          <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '16px 0' }}>
            <Spin /> Signing you in...
          </div>
        ) : (
          <>
            {login.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={INVALID_LINK}
                description={
                  apiErrorMessage(login.error, INVALID_LINK) === INVALID_LINK
                    ? 'Sign-in links work once, for a limited time. Ask for a new one below.'
                    : apiErrorMessage(login.error, INVALID_LINK)
                }
                style={{ margin: '8px 0 16px' }}
              />
            )}
            <p className="cc-chef-muted">Enter the email ChefConnect has for you and we will send you a link that signs you in. No password needed.</p>
            <LinkRequestForm />
          </>
        )}
      </Card>
    </ChefFrame>
  );
}
