/**
 * Shown when a route fails to render or its code chunk fails to load (typically after a new
 * release replaced the chunk files): a reload fetches the current ones.
 */
export function RouteErrorPage() {
  return (
    <section className="cc-section cc-container" aria-labelledby="page-title">
      <h1 id="page-title" className="cc-hero__title">
        Something went wrong
      </h1>
      <p className="cc-muted">This page could not be loaded. Reloading usually fixes it.</p>
      <button type="button" className="cc-button cc-button--primary cc-button--middle" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </section>
  );
}
