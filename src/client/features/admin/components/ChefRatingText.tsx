import { MIN_RATINGS_FOR_AVERAGE } from '../../../../common/session-life';

/** A chef's average as the admin sees it: shown from 3 ratings on (DECISIONS.md section 10), else how many there are. */
export function ChefRatingText({ rating }: { rating: { rating: number | null; ratingCount: number } }) {
  if (rating.rating !== null) return <>{`${rating.rating.toFixed(1)} / 5 (${rating.ratingCount} ratings)`}</>;
  const count = rating.ratingCount;
  return (
    <span className="cc-admin-muted" title={`An average shows from ${MIN_RATINGS_FOR_AVERAGE} ratings on`}>
      {count === 0 ? 'No ratings yet' : `${count} ${count === 1 ? 'rating' : 'ratings'} so far`}
    </span>
  );
}
