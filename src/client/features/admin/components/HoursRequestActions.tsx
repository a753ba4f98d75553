import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { hoursLabel } from './format';
import type { HoursRequestRow } from './types';

/** Approve (adds the hours, with a ledger entry) or decline a pending additional-hours request. */
export function HoursRequestActions({ request }: { request: HoursRequestRow }) {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const decide = trpc.admin.decideHoursRequest.useMutation();
  if (request.status !== 'pending') return null;
  const confirm = (decision: 'approved' | 'declined') =>
    modal.confirm({
      title: decision === 'approved' ? `Approve ${hoursLabel(request.hoursNeeded)}?` : 'Decline this request?',
      content:
        decision === 'approved'
          ? `${hoursLabel(request.hoursNeeded)} will be added to the labor bank of ${request.contactName}'s business.`
          : `${request.contactName}'s request for ${hoursLabel(request.hoursNeeded)} will be marked declined.`,
      okText: decision === 'approved' ? 'Approve' : 'Decline',
      okButtonProps: { danger: decision === 'declined' },
      onOk: async () => {
        try {
          await decide.mutateAsync({ id: request.id, decision });
          toast.success(
            decision === 'approved' ? 'Request approved' : 'Request declined',
            decision === 'approved' ? `${hoursLabel(request.hoursNeeded)} were added to the labor bank.` : undefined,
          );
          await utils.admin.invalidate();
        } catch (error) {
          toast.error('Error', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      {contextHolder}
      <Button size="small" type="primary" onClick={() => confirm('approved')} aria-label={`Approve request for ${hoursLabel(request.hoursNeeded)}`}>
        Approve
      </Button>
      <Button size="small" onClick={() => confirm('declined')} aria-label={`Decline request for ${hoursLabel(request.hoursNeeded)}`}>
        Decline
      </Button>
    </span>
  );
}

