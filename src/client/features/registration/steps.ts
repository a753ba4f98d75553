/**
 * The wizard's five steps in order (SPEC.md section 2). Apart from wizardStorage.ts (and so
 * zod), because the progress bar paints with the page's frame before any of that loads.
 */
export const WIZARD_STEPS = [
  { path: '/register/business', label: 'Business Info' },
  { path: '/register/contact', label: 'Contact' },
  { path: '/register/schedule-type', label: 'Service Type' },
  { path: '/register/schedule-calendar', label: 'Schedule' },
  { path: '/register/confirmation', label: 'Confirm' },
] as const;
