import './ChefIdentity.css';

/** A booking's chef as the server sends it (DECISIONS.md section 9): `{id, name, tier, redSeal, photoUrl}`. */
export interface BookingChefSummary {
  name: string;
  tier: string;
  redSeal: boolean;
  photoUrl: string | null;
}

/** "Ana Souza" → "AS": what the avatar shows when the chef has no photo. */
export function chefInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
  return initials || 'C';
}

/**
 * A chef's photo (or initials), name, tier and Red Seal badge: on the business's bookings, the
 * admin's board and the business details. The photo is decorative: the name stands beside it.
 * Plain elements and CSS (global.css, .cc-tag), not antd's Avatar and Tag: the dashboard's first
 * screen shows it on every booking, and those two brought some 25 chunks of antd's core (about
 * 75 KiB gzip) ahead of that screen's first paint.
 */
export function ChefIdentity({ chef, photo = true }: { chef: BookingChefSummary; photo?: boolean }) {
  return (
    <span className="cc-chef-identity">
      {photo && (
        <span className="cc-chef-identity__photo" aria-hidden>
          {chef.photoUrl ? <img src={chef.photoUrl} alt="" width={32} height={32} /> : chefInitials(chef.name)}
        </span>
      )}
      <span className="cc-chef-identity__name">{chef.name}</span>
      <span className="cc-chef-identity__tier">{chef.tier}</span>
      {chef.redSeal && <span className="cc-tag cc-tag--red-seal">Red Seal</span>}
    </span>
  );
}
