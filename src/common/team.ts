/**
 * A business is many people, each a member with a role (DECISIONS.md section 18). The table of
 * what each role may do lives here, once: the server's endpoints name a line of it as who may
 * call them, and the screens ask it before offering an action.
 */

export const MEMBER_ROLES = ['owner', 'manager', 'bookkeeper'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A role as the screens name it. */
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', manager: 'Manager', bookkeeper: 'Bookkeeper' };

export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A member as the screens name them: their names, or the address invited while they have none yet. */
export function memberDisplayName(member: { firstName: string; lastName: string; email: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/**
 * Section 18's table, by line: the roles that may. Reading the dashboard, bookings, labor bank
 * and orders (and asking for more hours) is every member's, so it has no line here.
 */
export const MAY = {
  /** Book, reschedule, cancel, answer timesheets, rate chefs, favourites; edit the profile and settings. */
  book: ['owner', 'manager'],
  /** Buy hours, cancel an order, invoices, the low-balance alert. */
  pay: ['owner', 'bookkeeper'],
  /** The team, locations, API keys and webhooks; closing or exporting the business. */
  runTheBusiness: ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type Permission = keyof typeof MAY;

/**
 * The roles an API key may have (DECISIONS.md section 19): never an owner's, so a key cannot
 * manage keys or webhooks, the team or the business's locations.
 */
export const API_KEY_ROLES = ['manager', 'bookkeeper'] as const satisfies readonly MemberRole[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** Whether a member of this role may do what a line of the table names. */
export function roleMay(role: MemberRole, permission: Permission): boolean {
  return (MAY[permission] as readonly MemberRole[]).includes(role);
}

/** A business call the caller's role does not allow: a 403 that changes nothing. */
export const ROLE_NOT_ALLOWED = 'Your role does not allow this';
/** A call for a business the caller was removed from while they still belong to another: a 403. */
export const NO_LONGER_MEMBER = 'You are no longer a member of this business';
/** A used, voided, expired or unknown invitation link: the same 400 for each, which the /join page shows too. */
export const INVALID_INVITATION = 'This invitation link is invalid or has expired';
/** Demoting or removing the last active owner: a 409. */
export const NEEDS_AN_OWNER = 'A business needs at least one owner';
