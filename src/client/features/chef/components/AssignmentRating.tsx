import { RatingPanel } from '../../../components/RatingPanel';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { ChefAssignment } from './types';

/**
 * "Rate the business" on a completed assignment (DECISIONS.md section 10): while the 7 days
 * are open, then the chef's own rating and the business's once it is no longer blind.
 */
export function AssignmentRating({ assignment }: { assignment: ChefAssignment }) {
  const utils = trpc.useUtils();
  // One request for every past assignment that asks.
  const ratings = trpc.chef.ratings.useQuery(undefined, { refetchOnWindowFocus: false });
  const rate = trpc.chef.rateBusiness.useMutation({
    onSuccess: async () => {
      toast.success('Thank you', 'Your rating has been saved.');
      await utils.chef.ratings.invalidate();
    },
    onError: (error) => toast.error('Could not save your rating', apiErrorMessage(error, 'Please try again.')),
  });
  const state = ratings.data?.find(({ bookingId }) => bookingId === assignment.bookingId);
  if (!state) return null;
  return (
    <RatingPanel
      state={state}
      title="Rate the business"
      other="The business"
      bookingLabel={`${assignment.business.name} on ${assignment.bookingDate}`}
      pending={rate.isPending}
      onRate={(rating) => rate.mutate({ bookingId: assignment.bookingId, ...rating })}
    />
  );
}
