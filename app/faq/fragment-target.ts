/**
 * Which of `ids` a URL fragment names (`location.hash`, percent-encoded for letters outside
 * ASCII), or -1. Site search links to FAQ questions this way.
 */
export function findFragmentTarget(ids: readonly string[], hash: string): number {
  if (hash.length < 2) return -1;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: compare it as written.
  }
  return ids.indexOf(id);
}
