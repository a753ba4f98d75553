import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { firstMissingStep } from '../wizardStorage';

/** SPEC.md section 8's wording for each step opened before its earlier steps were done. */
const guardToasts: Record<2 | 3 | 4 | 5, [title: string, description: string]> = {
  2: ['Error', 'Please complete business information first'],
  3: ['Error', 'Please complete previous steps first'],
  4: ['Please complete previous steps', 'Your business, contact and service details come before the schedule.'],
  5: ['Error', 'Please complete all previous steps first'],
};

/**
 * SPEC.md section 4: a step opened without the earlier steps' data goes to the first missing
 * one, with an error toast. Decided once, on arrival: clearing the data after a successful
 * registration must not send the confirmation page away.
 */
export function useWizardGuard(step: 2 | 3 | 4 | 5, skip = false): boolean {
  const navigate = useNavigate();
  const [missingPath] = useState(() => (skip ? null : firstMissingStep(step)));
  useEffect(() => {
    if (!missingPath) return;
    const [title, description] = guardToasts[step];
    toast.error(title, description);
    navigate(missingPath, { replace: true });
  }, [missingPath, navigate, step]);
  return missingPath === null;
}
