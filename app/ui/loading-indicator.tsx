/** Shown while a page's content is fetched in the browser. */
export function LoadingIndicator() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
