import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, isNotSignedIn } from '../../../lib/apiError';
import { forgetRouterData, useOnSignedOut } from '../../../lib/signedInArea';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { AssignmentsSection } from '../components/AssignmentsSection';
import { AvailabilityLead, AvailabilitySection } from '../components/AvailabilitySection';
import { BankAccountSection } from '../components/BankAccountSection';
import { CalendarFeedSection } from '../components/CalendarFeedSection';
import { ChefFrame } from '../components/ChefRoot';
import { CredentialsSection } from '../components/CredentialsSection';
import { EarningsSection } from '../components/EarningsSection';
import { OffersSection } from '../components/OffersSection';
import { ProfileSection } from '../components/ProfileSection';
import { ReliabilitySection } from '../components/ReliabilitySection';
import { TaxDetailsSection } from '../components/TaxDetailsSection';
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

/** The portal's sections in page order, each an anchor of the section links. */
const SECTION_LINKS = [
  ['offers', 'Offers'],
  ['assignments', 'Assignments'],
  ['reliability', 'My reliability'],
  ['earnings', 'Earnings'],
  ['availability', 'Availability'],
  ['time-off', 'Time off'],
  ['profile', 'Profile'],
  ['credentials', 'Credentials'],
  ['tax-details', 'Tax details'],
  ['bank-account', 'Bank account'],
  ['calendar-feed', 'Calendar feed'],
] as const;

/** Links to each section: on a phone the page is one long column, and Earnings is far down it. */
function SectionLinks() {
  return (
    <nav aria-label="Portal sections" className="cc-chef-jump">
      <ul>
        {SECTION_LINKS.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A link to a section (/chef#earnings) opens before the page's content exists, so the browser
 * cannot scroll to it: once the portal shows, this does.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** /chef: the signed-in chef's portal. Without a chef session (a 401 from any chef call) it sends the visitor to /chef/login. */
export function ChefPortalPage() {
  usePageMeta('Chef Portal', 'Your ChefConnect assignments, earnings, availability, time off, profile and calendar feed.');
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(LOGIN_PATH, { replace: true }), [navigate]);
  useOnSignedOut('chef', toLogin);
  const me = trpc.chef.me.useQuery();
  useScrollToHash(me.isSuccess);

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
      <p className="cc-chef-muted">Your assignments, the hours you work, what you are paid, and how businesses see you.</p>
      <AvailabilityLead availability={chef.availability} />
      <SectionLinks />
      <div className="cc-chef-sections">
        <OffersSection />
        <AssignmentsSection />
        <ReliabilitySection />
        <EarningsSection />
        <AvailabilitySection availability={chef.availability} />
        <TimeOffSection timeOff={chef.timeOff} />
        <ProfileSection chef={chef} />
        <CredentialsSection />
        <TaxDetailsSection />
        <BankAccountSection />
        <CalendarFeedSection />
      </div>
    </ChefFrame>
  );
}
