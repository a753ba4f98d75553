/**
 * Chefs as the whole product sees them (DECISIONS.md section 8): the four groups of /our-chefs,
 * the tiers that follow from years of experience, and the statuses of a chef's account.
 */

export const CHEF_GROUPS = [
  {
    value: 'executive',
    title: 'Executive Head Chefs',
    description: 'Seasoned leaders who have run high-volume kitchens, brigades and multi-site operations.',
  },
  {
    value: 'pastry',
    title: 'Pastry & Baking Specialists',
    description: 'Bakers and pastry chefs who bring precision to breads, laminated doughs and plated desserts.',
  },
  {
    value: 'rising',
    title: 'Rising Culinary Stars',
    description: 'Energetic chefs early in their careers, trained in modern technique and ready for busy services.',
  },
  {
    value: 'international',
    title: 'International Specialists',
    description: 'Chefs rooted in the cuisines Greater Vancouver loves, cooked with authentic technique.',
  },
] as const;
export type ChefGroup = (typeof CHEF_GROUPS)[number]['value'];

export const CHEF_TIERS = ['Entry Level', 'Experienced', 'Master Chef'] as const;
export type ChefTier = (typeof CHEF_TIERS)[number];

/** Years of experience where each tier begins; the spec's "4-8" and "8+" overlap at 8, which is Master Chef. */
export const CHEF_TIER_FROM_YEARS: Record<ChefTier, number> = { 'Entry Level': 0, Experienced: 4, 'Master Chef': 8 };

/** The one place a tier is worked out: 1-3 years Entry Level, 4-7 Experienced, 8 and more Master Chef. */
export function chefTier(yearsExperience: number): ChefTier {
  if (yearsExperience >= CHEF_TIER_FROM_YEARS['Master Chef']) return 'Master Chef';
  if (yearsExperience >= CHEF_TIER_FROM_YEARS.Experienced) return 'Experienced';
  return 'Entry Level';
}

/** The years a tier covers, as the bounds a database filter compares with (`to` is exclusive, null is open). */
export function chefTierYears(tier: ChefTier): { from: number; to: number | null } {
  const next = CHEF_TIERS[CHEF_TIERS.indexOf(tier) + 1];
  return { from: CHEF_TIER_FROM_YEARS[tier], to: next ? CHEF_TIER_FROM_YEARS[next] : null };
}

/** Invited: added by an admin, not signed in yet. Inactive chefs are off the site and get no work. */
export const SETTABLE_CHEF_STATUSES = [
  { value: 'invited', label: 'Invited' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
/** Suspended: three strikes in 90 days, for 14 days (DECISIONS.md section 14); never set by hand. */
export const CHEF_STATUSES = [...SETTABLE_CHEF_STATUSES, { value: 'suspended', label: 'Suspended' }] as const;
export type ChefStatus = (typeof CHEF_STATUSES)[number]['value'];

export const CHEF_EXPERIENCE_MAX_YEARS = 60;
export const CHEF_ACHIEVEMENTS_MAX = 10;

/** A chef's weekly availability: for each weekday, which of these slots they work (a session needs each slot it touches: session-time.ts). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const AVAILABILITY_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];

/** What became of an offer of a booking to a chef (DECISIONS.md section 9). */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'filled', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A booking's staffing: no chef and no open offer, open offers, or a chef. */
export const STAFFING_STATES = [
  { value: 'awaiting-chef', label: 'Awaiting chef' },
  { value: 'offered', label: 'Offered' },
  { value: 'assigned', label: 'Assigned' },
] as const;
export type Staffing = (typeof STAFFING_STATES)[number]['value'];

/** How long an offer stays open at most; it also closes when the booking starts. */
export const OFFER_LIFETIME_HOURS = 12;
/** A booking starting this soon without a chef stands out on the board and the admin dashboard. */
export const UNSTAFFED_WARNING_HOURS = 48;

/**
 * The bookings starting within UNSTAFFED_WARNING_HOURS without a chef, as the admin dashboard
 * and the Operations board both count them: unstaffed means awaiting a chef (nobody asked);
 * those offered, awaiting an answer, are counted apart (the two screens once disagreed).
 */
export function unstaffedSoon(rows: readonly { urgent: boolean; staffing: Staffing }[]): { awaitingChef: number; offered: number } {
  const urgent = rows.filter((row) => row.urgent);
  return { awaitingChef: urgent.filter((row) => row.staffing === 'awaiting-chef').length, offered: urgent.filter((row) => row.staffing === 'offered').length };
}
