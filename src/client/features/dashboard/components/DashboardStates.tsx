import { PlainButton } from '../../../components/ButtonLink';

/** Grey bars where text will be (antd's Skeleton look, in plain CSS: it paints before antd). */
function SkeletonLines({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div className={`cc-skeleton ${className}`}>
      {Array.from({ length: count }, (_, line) => (
        <span key={line} className="cc-skeleton__line" />
      ))}
    </div>
  );
}

/** Shown while the dashboard data loads: the page's shape, without its content. */
export function DashboardSkeleton() {
  return (
    <div className="cc-dash cc-dash--loading cc-container" aria-busy="true" aria-live="polite">
      <span className="cc-visually-hidden">Loading your dashboard…</span>
      <aside className="cc-dash__sidebar cc-dash__sidebar--skeleton" aria-hidden="true">
        <div className="cc-dash__identity">
          <span className="cc-dash__avatar cc-skeleton__avatar" />
          <SkeletonLines count={2} className="cc-skeleton--grow" />
        </div>
        <SkeletonLines count={5} />
      </aside>
      <div className="cc-dash__content" aria-hidden="true">
        <SkeletonLines count={2} className="cc-skeleton--title" />
        <div className="cc-dash__tiles">
          {[0, 1, 2].map((tile) => (
            <div key={tile} className="cc-dash__tile">
              <SkeletonLines count={2} />
            </div>
          ))}
        </div>
        <SkeletonLines count={6} />
      </div>
    </div>
  );
}

/** SPEC.md section 2 and section 8: a failed or empty load. */
export function DashboardError() {
  return (
    <section className="cc-section cc-container cc-dash__error" aria-labelledby="dashboard-error-title">
      <h1 id="dashboard-error-title">Error Loading Dashboard</h1>
      <p className="cc-muted">We encountered an error while loading your dashboard data. Please try again.</p>
      <PlainButton variant="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </PlainButton>
    </section>
  );
}
