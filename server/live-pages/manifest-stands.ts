/**
 * A live render kept only when the manifest stood still. The render thread reads the manifest
 * file itself, and a save that does not parse reads there as a site with no entries; the page's
 * key is the last valid manifest's. A page is kept only when the file was that version before
 * and after its render, so a listing rendered from a half-written save is never cached under the
 * key of the good one (decision 043).
 */
import type { RenderedBytes, RenderPool } from "#app/prerender/index.server.ts";
import type { LiveManifest } from "#server/content-folder/manifest-cache.ts";

/** The manifest file was not the version a page's key was computed from while it rendered. */
export class ManifestChanged extends Error {
  constructor() {
    super("the content manifest changed while the page rendered");
  }
}

/** The page at `pathname`, or `ManifestChanged` when the manifest changed or has a problem. */
export async function renderAsManifestStands(
  manifest: LiveManifest,
  pool: RenderPool<RenderedBytes>,
  pathname: string,
): Promise<RenderedBytes> {
  const before = await manifest();
  if (before.problem !== undefined) throw new ManifestChanged();
  const page = await pool.render({ path: pathname });
  const after = await manifest();
  if (after.problem !== undefined || after.version !== before.version) throw new ManifestChanged();
  return page;
}
