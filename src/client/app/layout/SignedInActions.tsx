import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DataProviders } from '../../lib/DataProviders';
import { useSignedInBusiness } from '../../lib/session';
import { trpc } from '../../lib/trpc';

function Greeting() {
  const business = useSignedInBusiness();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // DECISIONS.md section 2: Logout ends the server session, then goes to /login even if the
  // call fails (the cookie then simply expires).
  const logout = trpc.public.logout.useMutation({
    onSettled: () => {
      queryClient.clear();
      navigate('/login');
    },
  });

  return (
    <>
      {business && <span className="cc-header__greeting">Hi, {business.firstName}</span>}
      <button
        type="button"
        className="cc-icon-button"
        aria-label="Logout"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogoutOutlined aria-hidden />
      </button>
    </>
  );
}

/** The header's greeting and Logout on /dashboard paths; loaded only there. */
export default function SignedInActions() {
  return (
    <DataProviders>
      <Greeting />
    </DataProviders>
  );
}
