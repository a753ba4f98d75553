import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { apiErrorMessage } from '../../../lib/apiError';
import { trpc } from '../../../lib/trpc';

/**
 * How the chef is paid (DECISIONS.md section 13): with PAYOUTS=stripe, until the chef's Stripe
 * account can be paid, a lead to Stripe's onboarding (a payout meanwhile fails and waits for the
 * next run); once it can, where the money goes. By bank (manual), nothing to set up: no notice.
 */
export function PayoutSetupNotice() {
  const setup = trpc.chef.payoutSetup.useQuery();
  const onboarding = trpc.chef.startPayoutOnboarding.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  if (!setup.data || setup.data.provider !== 'stripe') return null;
  if (setup.data.payoutsEnabled) {
    return <Alert type="success" showIcon style={{ marginBottom: 12 }} title="Payouts go to your Stripe account." />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={setup.data.accountConnected ? 'Finish setting up payouts with Stripe to be paid.' : 'Set up payouts with Stripe to be paid.'}
      description={
        <>
          <p style={{ margin: '4px 0 8px' }}>Until then, each Wednesday&apos;s payout waits in your balance for the next one.</p>
          {onboarding.isError && <p role="alert">{apiErrorMessage(onboarding.error, 'Stripe could not be reached. Please try again.')}</p>}
          <Button type="primary" loading={onboarding.isPending} onClick={() => onboarding.mutate()}>
            {setup.data.accountConnected ? 'Continue setup' : 'Set up payouts'}
          </Button>
        </>
      }
    />
  );
}
