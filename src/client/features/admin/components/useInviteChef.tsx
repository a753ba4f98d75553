import Modal from 'antd/es/modal';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/**
 * A chef's invitation (DECISIONS.md section 8: the sign-in link, valid 7 days, emailed; the
 * server names where it went), sent only when the admin asks: from the Chefs table, or right
 * after saving a chef who is still Invited (section 17), who would otherwise hear nothing.
 */
export function useInviteChef() {
  const [modal, contextHolder] = Modal.useModal();
  const invite = trpc.admin.inviteChef.useMutation({
    onSuccess: ({ message }) => toast.success('Invitation sent', message),
    onError: (error) => toast.error('Could not invite', apiErrorMessage(error, 'Please try again.')),
  });

  /** Asks whether to send the invitation now; settles once the dialog has closed, sent or not. */
  function offerInvitation(chef: { id: number; name: string; email: string }): Promise<void> {
    return new Promise((resolve) => {
      modal.confirm({
        title: `${chef.name} is saved as Invited`,
        content: (
          <p>
            They can sign in to the chef portal once they have their invitation: an email to {chef.email} with a sign-in link, valid 7 days. Nothing is sent
            until you choose Send invitation.
          </p>
        ),
        okText: 'Send invitation',
        cancelText: 'Not now',
        // A refusal is shown by the toast; the dialog closes either way.
        onOk: () => invite.mutateAsync({ id: chef.id }).catch(() => undefined),
        afterClose: resolve,
      });
    });
  }

  return {
    /** Sends the invitation now: the Chefs table's Invite button. */
    invite: (chefId: number) => invite.mutate({ id: chefId }),
    /** The chef whose invitation is being sent, if any. */
    invitingId: invite.isPending ? invite.variables.id : null,
    offerInvitation,
    contextHolder,
  };
}
