import type { BusinessHoursStatus } from '../../../../common/constants';

/*
 * Tag colours: solid and dark enough for white text at 4.5:1 in both themes (antd's light preset
 * tags are not). Each tag also says its status in words, never colour alone.
 */
const GREEN = '#237804';
const ORANGE = '#ad4e00';
const RED = '#a8071a';
const BLUE = '#0958d9';
const GREY = '#595959';

export const statusTagColor: Record<BusinessHoursStatus, string> = {
  Active: GREEN,
  'Low Hours': ORANGE,
  'No Hours': RED,
};

export const bookingStatusColor: Record<string, string> = {
  confirmed: BLUE,
  completed: GREEN,
  canceled: GREY,
};

export const requestStatusColor: Record<string, string> = {
  pending: ORANGE,
  approved: GREEN,
  declined: GREY,
};

export const chefStatusColor: Record<string, string> = {
  invited: BLUE,
  active: GREEN,
  inactive: GREY,
  suspended: RED,
};

export const staffingColor: Record<string, string> = {
  'awaiting-chef': ORANGE,
  offered: BLUE,
  assigned: GREEN,
};

export const orderStatusColor: Record<string, string> = {
  pending: ORANGE,
  paid: GREEN,
  refunded: BLUE,
  expired: GREY,
  canceled: GREY,
};

export const payoutStatusColor: Record<string, string> = {
  pending: ORANGE,
  paid: GREEN,
  failed: RED,
};

export const credentialStatusColor: Record<string, string> = {
  pending: ORANGE,
  verified: GREEN,
  rejected: RED,
  expired: GREY,
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '1 hour', '4 hours': the one formatter the emails use too. */
export { formatHours as hoursLabel } from '../../../../common/text';
