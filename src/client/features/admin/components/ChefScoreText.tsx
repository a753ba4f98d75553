import { NEW_CHEF_SCORE, scoreLabel } from '../../../../common/reliability';

/** A chef's reliability score as the admin sees it beside the rating (DECISIONS.md section 14): "New" until a first completed session. */
export function ChefScoreText({ score }: { score: number | null }) {
  if (score !== null) return <>{scoreLabel(score)}</>;
  return (
    <span className="cc-admin-muted" title={`No completed session yet: offers rank a new chef as ${NEW_CHEF_SCORE}`}>
      {scoreLabel(score)}
    </span>
  );
}
