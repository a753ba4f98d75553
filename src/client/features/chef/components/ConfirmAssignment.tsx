import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { ChefAssignment } from './types';
import { useHasStarted } from './useHasStarted';

/**
 * "Confirm" on an upcoming assignment (DECISIONS.md section 14): one tap says the chef will come,
 * and the business sees "Chef confirmed". Once confirmed, a mark; once started, nothing.
 */
export function ConfirmAssignment({ assignment }: { assignment: ChefAssignment }) {
  const started = useHasStarted(assignment.startsAt);
  const utils = trpc.useUtils();
  const confirm = trpc.chef.confirmAssignment.useMutation();
  if (started) return null;
  // Solid and dark enough for white text in both themes, as the portal's other tags.
  if (assignment.confirmedAt) return <Tag color="#237804">Confirmed</Tag>;

  async function onConfirm() {
    try {
      await confirm.mutateAsync({ bookingId: assignment.bookingId });
    } catch (error) {
      toast.error('Not confirmed', apiErrorMessage(error, 'Please try again.'));
      const status = apiErrorStatus(error);
      if (status === 409 || status === 404) await utils.chef.assignments.invalidate();
      return;
    }
    toast.success('Session confirmed', `${assignment.business.name} can see that you will be there.`);
    await utils.chef.assignments.invalidate();
  }

  return (
    <Button type="primary" loading={confirm.isPending} onClick={() => void onConfirm()} aria-label={`Confirm: ${assignment.business.name}, ${assignment.bookingDate}`}>
      Confirm I will be there
    </Button>
  );
}
