import Modal from 'antd/es/modal';
import { sessionLabel } from '../../../../common/session-time';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formatDay } from '../../../lib/formatDay';

/**
 * Deactivation with its confirmation (DECISIONS.md section 8): the dialog lists the chef's
 * future assignments, which deactivating unassigns (their bookings go back to awaiting a chef).
 */
export function useDeactivateChef() {
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const deactivate = trpc.admin.deactivateChef.useMutation();

  /**
   * The confirmation alone, for every way a chef is deactivated (the table's button, or the edit
   * form saved with Inactive): `deactivateChef` runs once the admin confirms.
   */
  async function askToDeactivate(chef: { id: number; name: string }, deactivateChef: () => void | Promise<void>) {
    let assignments;
    try {
      assignments = await utils.admin.chefFutureAssignments.fetch({ id: chef.id }, { staleTime: 0 });
    } catch (error) {
      toast.error('Could not deactivate', apiErrorMessage(error, 'Please try again.'));
      return;
    }
    modal.confirm({
      title: `Deactivate ${chef.name}?`,
      content:
        assignments.length === 0 ? (
          <p>{chef.name} has no future assignments. They will leave the website and get no new work.</p>
        ) : (
          <>
            <p>
              {assignments.length === 1
                ? 'This future assignment will go back to awaiting a chef, and its business will be told:'
                : `These ${assignments.length} future assignments will go back to awaiting a chef, and their businesses will be told:`}
            </p>
            <ul>
              {assignments.map((assignment) => (
                <li key={assignment.bookingId}>
                  {assignment.businessName}: {formatDay(assignment.bookingDate)}, {sessionLabel(assignment)}
                </li>
              ))}
            </ul>
          </>
        ),
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      onOk: deactivateChef,
    });
  }

  async function confirmDeactivate(chef: { id: number; name: string }) {
    await askToDeactivate(chef, async () => {
      try {
        const { unassigned } = await deactivate.mutateAsync({ id: chef.id });
        toast.success('Chef deactivated', unassigned.length === 0 ? `${chef.name} is inactive.` : `${chef.name} is inactive; ${unassigned.length === 1 ? '1 assignment was' : `${unassigned.length} assignments were`} released.`);
        await utils.admin.invalidate();
      } catch (error) {
        toast.error('Could not deactivate', apiErrorMessage(error, 'Please try again.'));
      }
    });
  }

  return { askToDeactivate, confirmDeactivate, contextHolder };
}
