import { Button, Skeleton } from 'antd';

/** Shown while the dashboard data loads: the page's shape, without its content. */
export function DashboardSkeleton() {
  return (
    <div className="cc-dash cc-container" aria-busy="true" aria-live="polite">
      <span className="cc-visually-hidden">Loading your dashboard…</span>
      <aside className="cc-dash__sidebar cc-dash__sidebar--skeleton" aria-hidden="true">
        <Skeleton avatar active paragraph={{ rows: 5 }} />
      </aside>
      <div className="cc-dash__content" aria-hidden="true">
        <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1 }} />
        <div className="cc-dash__tiles">
          {[0, 1, 2].map((tile) => (
            <div key={tile} className="cc-dash__tile">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </div>
          ))}
        </div>
        <Skeleton active paragraph={{ rows: 6 }} />
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
      <Button type="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </section>
  );
}
