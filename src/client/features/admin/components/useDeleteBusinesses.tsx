import Modal from 'antd/es/modal';
import type { ReactElement } from 'react';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

export interface NamedBusiness {
  id: number;
  businessName: string;
}

const WARNING = 'This action cannot be undone. It removes all associated bookings and data.';

/**
 * The spec's delete confirmations (SPEC.md section 5) and toasts (section 8), for one business
 * or several. The bulk call is one transaction on the server: all go, or none does, so a
 * failure never leaves half the selection deleted.
 */
export function useDeleteBusinesses(): {
  confirmDelete: (businesses: NamedBusiness[], onDeleted?: () => void) => void;
  contextHolder: ReactElement;
} {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const deleteOne = trpc.admin.deleteBusiness.useMutation();
  const deleteMany = trpc.admin.deleteBusinesses.useMutation();

  function confirmDelete(businesses: NamedBusiness[], onDeleted?: () => void) {
    const [only] = businesses;
    if (!only) return;
    const single = businesses.length === 1;
    modal.confirm({
      title: single ? `Delete ${only.businessName}?` : `Delete ${businesses.length} businesses?`,
      content: single ? (
        <p>
          <strong>{only.businessName}</strong> will be permanently deleted. {WARNING}
        </p>
      ) : (
        <>
          <p>These {businesses.length} businesses will be permanently deleted:</p>
          <ul aria-label="Businesses to delete">
            {businesses.map((business) => (
              <li key={business.id}>{business.businessName}</li>
            ))}
          </ul>
          <p>{WARNING}</p>
        </>
      ),
      okText: single ? 'Delete Business' : `Delete ${businesses.length} Businesses`,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          if (single) {
            await deleteOne.mutateAsync({ id: only.id });
            toast.success('Business deleted', `${only.businessName} has been deleted.`);
          } else {
            const { deleted } = await deleteMany.mutateAsync({ ids: businesses.map((business) => business.id) });
            toast.success('Businesses deleted', `${deleted.length} businesses have been deleted.`);
          }
          onDeleted?.();
          // SPEC.md section 4: the page reloads its data after a delete.
          await utils.admin.invalidate();
        } catch {
          if (single) toast.error('Delete failed', 'Failed to delete the business. Please try again.');
          else toast.error('Bulk delete failed', 'There was an error deleting some businesses');
        }
      },
    });
  }

  return { confirmDelete, contextHolder };
}
