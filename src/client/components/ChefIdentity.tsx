import Avatar from 'antd/es/avatar';
import Tag from 'antd/es/tag';
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
 * The badge is white on a dark red that keeps 4.5:1 in both themes.
 */
export function ChefIdentity({ chef, photo = true }: { chef: BookingChefSummary; photo?: boolean }) {
  return (
    <span className="cc-chef-identity">
      {photo && (
        <Avatar className="cc-chef-identity__photo" src={chef.photoUrl ?? undefined} alt="" aria-hidden size={32}>
          {chefInitials(chef.name)}
        </Avatar>
      )}
      <span className="cc-chef-identity__name">{chef.name}</span>
      <span className="cc-chef-identity__tier">{chef.tier}</span>
      {chef.redSeal && (
        <Tag color="#a8071a" className="cc-chef-identity__badge">
          Red Seal
        </Tag>
      )}
    </span>
  );
}
