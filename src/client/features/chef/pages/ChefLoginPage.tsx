import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { PlainButton } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { forgetRouterData } from '../../../lib/signedInArea';
import { trpc } from '../../../lib/trpc';
import { usePaintedOnce } from '../../../lib/usePaintedOnce';
import { zodProblem } from '../../../lib/zodRule';
import { ChefFrame } from '../components/ChefRoot';

/*
 * Chefs land here from an emailed link, often on a phone: the page is plain CSS in antd's look
 * (chef.css), so it paints without waiting for antd's components, as /our-chefs and the
 * dashboard's first screen do. The served HTML preloads all it needs (route-preloads.ts).
 */

/** What the server answers for a link that is unknown, used, expired or a deactivated chef's. */
const INVALID_LINK = 'Invalid or expired sign-in link';

let emailSchema: Promise<z.ZodType | null> | undefined;
/**
 * The email field's schema, with zod (some 35 KiB): fetched after the first paint rather than
 * before it. Should it fail to load, the server's answer carries the same message.
 */
function loadEmailSchema(): Promise<z.ZodType | null> {
  emailSchema ??= import('../../../../common/schemas/chefs').then(
    (module) => module.chefLoginLinkInput.shape.email,
    () => null,
  );
  return emailSchema;
}

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

/** antd's Alert look: a success or an error, with an optional line under its title. */
function Notice({ type, title, description, role }: { type: 'success' | 'error'; title: string; description?: ReactNode; role?: 'alert' }) {
  const Icon = type === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <div className={`cc-chef-notice cc-chef-notice--${type}`} role={role}>
      <Icon aria-hidden />
      <div>
        <p className="cc-chef-notice__title">{title}</p>
        {description && <p className="cc-chef-notice__description">{description}</p>}
      </div>
    </div>
  );
}

/**
 * The email field checks itself with the schema's message on submit, as antd's form did, and
 * from then on as the chef types, so the message goes as soon as the address is right.
 */
function LinkRequestForm() {
  const fieldId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  const requestLink = trpc.chef.requestLoginLink.useMutation({ onSuccess: ({ message }) => setSentMessage(message) });

  const painted = usePaintedOnce();
  useEffect(() => {
    if (!painted) return;
    let mounted = true;
    void loadEmailSchema().then((loaded) => {
      if (mounted) setSchema(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checkedWith = schema ?? (await loadEmailSchema());
    const found = checkedWith && zodProblem(checkedWith, email);
    setChecking(true);
    setProblem(found);
    if (found) input.current?.focus();
    else requestLink.mutate({ email });
  };

  return (
    // The schema's messages replace the browser's own validation bubbles (type="email").
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={requestLink.isPending}>
      <div className="cc-chef-field">
        <label htmlFor={fieldId}>Email</label>
        <input
          ref={input}
          id={fieldId}
          className="cc-chef-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={requestLink.isPending}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : problemId}
          onChange={(event) => {
            setEmail(event.target.value);
            setSentMessage(null);
            if (checking && schema) setProblem(zodProblem(schema, event.target.value));
          }}
        />
        {problem !== null && (
          <p id={problemId} className="cc-chef-field__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {sentMessage && <Notice type="success" title={sentMessage} />}
        {requestLink.isError && <Notice type="error" title={apiErrorMessage(requestLink.error, 'The link could not be sent. Please try again.')} />}
      </div>
      <PlainButton type="submit" variant="primary" className="cc-chef-login__submit" disabled={requestLink.isPending}>
        {requestLink.isPending && <LoadingOutlined aria-hidden />}
        Send me a sign-in link
      </PlainButton>
    </form>
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
      <section className="cc-panel cc-chef-login">
        <h1>Chef sign in</h1>
        {signingIn ? (
          <div role="status" className="cc-chef-login__status">
            <LoadingOutlined aria-hidden /> Signing you in...
          </div>
        ) : (
          <>
            {login.isError && (
              <Notice
                type="error"
                role="alert"
                title={INVALID_LINK}
                description={
                  apiErrorMessage(login.error, INVALID_LINK) === INVALID_LINK
                    ? 'Sign-in links work once, for a limited time. Ask for a new one below.'
                    : apiErrorMessage(login.error, INVALID_LINK)
                }
              />
            )}
            <p className="cc-chef-muted">Enter the email ChefConnect has for you and we will send you a link that signs you in. No password needed.</p>
            <LinkRequestForm />
          </>
        )}
      </section>
    </ChefFrame>
  );
}
