import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
import { PlainButton } from '../../../components/ButtonLink';
import type { DashboardData } from '../useDashboard';

/** SPEC.md section 2: flagged per business in local storage once shown. */
export function welcomeStorageKey(businessId: number): string {
  return `chefconnect-welcome-shown-${businessId}`;
}

function alreadyWelcomed(businessId: number): boolean {
  try {
    return localStorage.getItem(welcomeStorageKey(businessId)) !== null;
  } catch {
    // Storage blocked: showing it again on each visit beats never showing it.
    return false;
  }
}

function markWelcomed(businessId: number): void {
  try {
    localStorage.setItem(welcomeStorageKey(businessId), new Date().toISOString());
  } catch {
    // See alreadyWelcomed.
  }
}

/**
 * Opens the first time a business's dashboard loads, then never again for that business.
 * A native modal <dialog> (focus kept inside, Escape closes, focus returns after) in antd's
 * Modal look: it is on a new business's first screen, which paints before antd loads.
 */
export function WelcomeDialog({ data }: { data: DashboardData }) {
  const businessId = data.business.id;
  const [open, setOpen] = useState(() => !alreadyWelcomed(businessId));
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) markWelcomed(businessId);
  }, [open, businessId]);

  // Before the browser paints, so the page never shows without its dialog. Focus goes to the
  // dialog itself, as antd's Modal does: a screen reader reads its title and text first.
  useLayoutEffect(() => {
    if (!open || !dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    dialog.current.focus();
  }, [open]);

  if (!open) return null;
  const firstName = data.contact?.firstName.trim() || 'Chef';
  return (
    <dialog
      ref={dialog}
      className="cc-dialog"
      tabIndex={-1}
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
      // A click on the backdrop (outside the box) closes it, as antd's mask does.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="cc-dialog__box">
        <div className="cc-dialog__header">
          <h2 id={titleId} className="cc-dialog__title">
            Welcome to ChefConnect, {firstName}!
          </h2>
          <button type="button" className="cc-icon-button cc-dialog__close" aria-label="Close" onClick={() => dialog.current?.close()}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
        <p>This is your dashboard for {data.business.businessName}. From here you can:</p>
        <ul>
          <li>see, reschedule and cancel your bookings, and schedule new ones;</li>
          <li>
            follow your labor bank: your {COMPLIMENTARY_HOURS} complimentary Platinum hours (2 in-person days + 10 virtual
            hours) and every booking drawn from them;
          </li>
          <li>request additional hours when you need more;</li>
          <li>keep your business profile and notification settings up to date.</li>
        </ul>
        <div className="cc-dialog__footer">
          <PlainButton variant="primary" onClick={() => dialog.current?.close()}>
            Get Started
          </PlainButton>
        </div>
      </div>
    </dialog>
  );
}
