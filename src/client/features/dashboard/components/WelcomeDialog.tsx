import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
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

/** Opens the first time a business's dashboard loads, then never again for that business. */
export function WelcomeDialog({ data }: { data: DashboardData }) {
  const businessId = data.business.id;
  const [open, setOpen] = useState(() => !alreadyWelcomed(businessId));

  useEffect(() => {
    if (open) markWelcomed(businessId);
  }, [open, businessId]);

  const firstName = data.contact?.firstName.trim() || 'Chef';
  return (
    <Modal
      open={open}
      title={`Welcome to ChefConnect, ${firstName}!`}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          Get Started
        </Button>
      }
    >
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
    </Modal>
  );
}
