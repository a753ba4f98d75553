/**
 * A generated portrait: the chef's initials on a colour picked from their name, so every card
 * has a stable, distinct image without shipping photos or calling an image host.
 */
const PORTRAIT_COLOURS = ['#0958d9', '#08979c', '#389e0d', '#c41d7f', '#d4380d', '#531dab', '#1d39c4', '#ad4e00'];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return PORTRAIT_COLOURS[hash % PORTRAIT_COLOURS.length] ?? '#0958d9';
}

export function ChefPortrait({ name, size = 64 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={colourFor(name)} />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="24"
        fontWeight="600"
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
