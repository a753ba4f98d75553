import { serviceTypeLabel } from '../../../../common/constants';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { RatingPanel } from '../../../components/RatingPanel';
import { apiErrorMessage } from '../../../lib/apiError';
import { useMay } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formatBookingDate } from '../format';
import type { DashboardBooking } from '../useDashboard';
import { FavouriteToggle } from './FavouriteToggle';

/** The business's ratings of its completed bookings: one request for every card that needs them. */
function useBookingRatings() {
  return trpc.business.ratings.useQuery(undefined, { refetchOnWindowFocus: false });
}

/**
 * A completed booking's chef, with the favourite heart, and its ratings (DECISIONS.md section
 * 10): "Rate your chef" while the 7 days are open, then both ratings as the rules allow.
 */
export function BookingFollowUp({ booking }: { booking: DashboardBooking }) {
  const utils = trpc.useUtils();
  const ratings = useBookingRatings();
  const mayBook = useMay('book');
  const rate = trpc.business.bookings.rate.useMutation({
    onSuccess: async () => {
      toast.success('Thank you', 'Your rating has been saved.');
      await utils.business.ratings.invalidate();
    },
    onError: (error) => toast.error('Could not save your rating', apiErrorMessage(error, 'Please try again.')),
  });
  if (!booking.chef) return null;
  const state = ratings.data?.find(({ bookingId }) => bookingId === booking.id);

  return (
    <>
      <p className="cc-booking__chef">
        <span className="cc-visually-hidden">Your chef: </span>
        <ChefIdentity chef={booking.chef} />
        {mayBook && <FavouriteToggle chef={booking.chef} />}
      </p>
      {state && mayBook && (
        <RatingPanel
          state={state}
          title="Rate your chef"
          other="Your chef"
          bookingLabel={`${serviceTypeLabel(booking.serviceType)} on ${formatBookingDate(booking.bookingDate)}`}
          pending={rate.isPending}
          onRate={(rating) => rate.mutate({ bookingId: booking.id, ...rating })}
        />
      )}
    </>
  );
}
