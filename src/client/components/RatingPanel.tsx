import { useId, useState, type FormEvent } from 'react';
import { RATING_COMMENT_MAX } from '../../common/constants';
import { RATING_STARS_MESSAGE } from '../../common/messages';
import { formatTimestamp } from '../lib/formatDay';
import { PlainButton } from './ButtonLink';
import './RatingPanel.css';

/** One side's rating as the server sends it (DECISIONS.md section 10). */
export interface RatingSummary {
  stars: number;
  comment: string | null;
}

/** A completed booking's ratings as one side may see them: the other side's only once it is no longer blind. */
export interface BookingRatingState {
  rateBy: string;
  canRate: boolean;
  mine: RatingSummary | null;
  theirs: RatingSummary | null;
}

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** Stars out of five; read out as words, since "★★★★☆" means nothing to a screen reader. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className="cc-stars" role="img" aria-label={`${stars} out of 5 stars`}>
      {'★'.repeat(stars)}
      {'☆'.repeat(5 - stars)}
    </span>
  );
}

/** A rating given: stars, then the comment as plain text (React escapes it: a comment is never markup). */
function GivenRating({ label, rating }: { label: string; rating: RatingSummary }) {
  return (
    <p className="cc-rating__given">
      {label} <Stars stars={rating.stars} />
      {rating.comment && <span className="cc-rating__comment"> “{rating.comment}”</span>}
    </p>
  );
}

interface RatingPanelProps {
  state: BookingRatingState;
  /** "Rate your chef" / "Rate the business". */
  title: string;
  /** Who the other side is, as a sentence starts: "Your chef", "The business". */
  other: string;
  /** An accessible name that tells this booking's form from the others on the page. */
  bookingLabel: string;
  pending: boolean;
  onRate: (rating: { stars: number; comment?: string }) => void;
}

/**
 * Rating the other side of a completed booking: 1-5 stars and an optional comment, once, within
 * 7 days; then one's own rating, and the other side's once both have rated or the 7 days are over.
 * Plain inputs, no antd: the business's bookings and the chef portal paint without it.
 */
export function RatingPanel({ state, title, other, bookingLabel, pending, onRate }: RatingPanelProps) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const closes = formatTimestamp(state.rateBy);
  const open = state.canRate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setProblem(RATING_STARS_MESSAGE);
      return;
    }
    setProblem(null);
    onRate({ stars, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };

  // Rating closed with nothing given: an old booking has nothing to say.
  if (!open && !state.mine && !state.theirs) return null;
  return (
    <div className="cc-rating">
      {open && (
        <form className="cc-rating__form" onSubmit={submit} aria-label={`${title}: ${bookingLabel}`} noValidate>
          <fieldset aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend>{title}</legend>
            <span className="cc-rating__choices" onMouseLeave={() => setHovered(0)}>
              {STAR_VALUES.map((value) => (
                <label key={value} className={`cc-rating__choice${value <= (hovered || stars) ? ' cc-rating__choice--on' : ''}`} onMouseEnter={() => setHovered(value)}>
                  <input type="radio" name={`${id}-stars`} value={value} checked={stars === value} onChange={() => setStars(value)} aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`} />
                  <span aria-hidden>{value <= (hovered || stars) ? '★' : '☆'}</span>
                </label>
              ))}
            </span>
            {problem && (
              <p className="cc-rating__error" id={`${id}-problem`} role="alert">
                {problem}
              </p>
            )}
          </fieldset>
          <label>
            Comment (optional)
            <textarea value={comment} maxLength={RATING_COMMENT_MAX} onChange={(event) => setComment(event.target.value)} />
          </label>
          <p className="cc-rating__note">
            {other} will see your rating once they have rated too, or when rating closes ({closes}).
          </p>
          <div>
            <PlainButton type="submit" variant="primary" disabled={pending}>
              {pending ? 'Sending...' : 'Submit rating'}
            </PlainButton>
          </div>
        </form>
      )}
      {state.mine && <GivenRating label="Your rating:" rating={state.mine} />}
      {state.theirs && <GivenRating label={`${other}'s rating of you:`} rating={state.theirs} />}
      {state.mine && !state.theirs && <p className="cc-rating__note">{other}'s rating shows here once they have rated, or when rating closes ({closes}).</p>}
    </div>
  );
}
