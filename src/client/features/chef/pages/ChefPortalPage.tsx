import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, isNotSignedIn } from '../../../lib/apiError';
import { forgetRouterData, useOnSignedOut } from '../../../lib/signedInArea';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { AssignmentsSection } from '../components/AssignmentsSection';
import { AvailabilitySection } from '../components/AvailabilitySection';
import { CalendarFeedSection } from '../components/CalendarFeedSection';
import { ChefFrame } from '../components/ChefRoot';
import { OffersSection } from '../components/OffersSection';
import { ProfileSection } from '../components/ProfileSection';
import { TimeOffSection } from '../components/TimeOffSection';

const LOGIN_PATH = '/chef/login';

function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.chef.logout.useMutation({
    // Off to the sign-in page whatever the server answered: an ended session is signed out too.
    onSettled: (_data, error) => {
      forgetRouterData(queryClient, 'chef');
      if (error && !isNotSignedIn(error)) toast.error('Sign out failed', apiErrorMessage(error, 'Please try again.'));
      else navigate(LOGIN_PATH, { replace: true });
    },
  });
  return (
    <Button loading={logout.isPending} onClick={() => logout.mutate()}>
      Sign out
    </Button>
  );
}

/** /chef: the signed-in chef's portal. Without a chef session (a 401 from any chef call) it sends the visitor to /chef/login. */
export function ChefPortalPage() {
  usePageMeta('Chef Portal', 'Your ChefConnect assignments, availability, time off, profile and calendar feed.');
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(LOGIN_PATH, { replace: true }), [navigate]);
  useOnSignedOut('chef', toLogin);
  const me = trpc.chef.me.useQuery();

  if (me.isPending || (me.isError && isNotSignedIn(me.error))) {
    return (
      <ChefFrame>
        <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '48px 0', justifyContent: 'center' }}>
          <Spin /> Loading your portal...
        </div>
      </ChefFrame>
    );
  }
  if (me.isError) {
    return (
      <ChefFrame>
        <h1>Chef portal</h1>
        <LoadError title="Your portal could not be loaded" error={me.error} onRetry={() => void me.refetch()} />
      </ChefFrame>
    );
  }

  const chef = me.data;
  return (
    <ChefFrame actions={<SignOutButton />}>
      <h1>Welcome, {chef.name}</h1>
      <p className="cc-chef-muted">Your assignments, the hours you work, and how businesses see you.</p>
      <div className="cc-chef-sections">
        <OffersSection />
        <AssignmentsSection />
        <AvailabilitySection availability={chef.availability} />
        <TimeOffSection timeOff={chef.timeOff} />
        <ProfileSection chef={chef} />
        <CalendarFeedSection />
      </div>
    </ChefFrame>
  );
}
