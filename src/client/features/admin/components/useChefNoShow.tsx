import Modal from 'antd/es/modal';
import { sessionLabel } from '../../../../common/session-time';
import { apiErrorMessage } from '../../../lib/apiError';
import { formatDay } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { hoursLabel } from './format';

/** An assigned booking as the no-show confirmation names it. */
export interface NoShowBooking {
  bookingId: number;
  bookingDate: string;
  timeSlot: string;
  duration: number;
  businessName: string;
  chefName: string;
}

/**
 * "Chef no-show" (DECISIONS.md section 10), after a confirmation that says what follows: the
 * booking is canceled, every hour goes back to the business, and the chef's record counts it.
 */
export function useChefNoShow() {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const noShow = trpc.admin.chefNoShow.useMutation();

  function confirmNoShow(booking: NoShowBooking) {
    const when = `${formatDay(booking.bookingDate)}, ${sessionLabel(booking)}`;
    modal.confirm({
      title: `Record that ${booking.chefName} did not show up?`,
      content: `${booking.businessName}, ${when}: the booking is canceled and all ${hoursLabel(booking.duration)} go back to the business's labor bank. The no-show counts on ${booking.chefName}'s record, and the business is emailed.`,
      okText: 'Record No-Show',
      okButtonProps: { danger: true },
      cancelText: 'Keep Booking',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await noShow.mutateAsync({ id: booking.bookingId });
          toast.success('No-show recorded', `${hoursLabel(booking.duration)} went back to ${booking.businessName}.`);
        } catch (error) {
          toast.error('No-show not recorded', apiErrorMessage(error, 'Please try again.'));
        } finally {
          // Either way the screens may be stale (another admin, the chef's timesheet): reload them.
          await utils.admin.invalidate();
        }
      },
    });
  }

  return { confirmNoShow, contextHolder };
}
