/**
 * The content manifest as the server sees it: a last valid file (last-valid-file.ts), so entries the site
 * owner adds while the server runs route without a restart, and a save that does not parse
 * leaves the site on the last valid manifest instead of taking every entry page down.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { hideDrafts, parseManifest, type ManifestView } from "#app/content/index.ts";
import { createLastValidFile, type LastValidFile, type Parsed } from "./last-valid-file.ts";
import type { ManifestLoader, ServerContext } from "#server/http/responses.ts";
import { sendBody, toBody, type Body } from "#server/files/send-body.ts";

export type { ManifestLoader };

/** The live manifest: its usable entries and why others were skipped (for page index records). */
export type LiveManifest = LastValidFile<ManifestView>;

/**
 * The live manifest. A file that is not a JSON array is rejected as a whole (the last valid one
 * stays); single unusable entries are skipped and logged, as the build does.
 */
export function createLiveManifest(
  contentDir: string,
  log: (line: string) => void,
  checkIntervalMs = 0,
): LiveManifest {
  const parse = (text: string): Parsed<ManifestView> => {
    const manifest = parseManifest(text);
    const fatal = manifest.problems.find((problem) => problem.index < 0);
    if (fatal) return { ok: false, message: fatal.message };
    // The operator's log names every problem; the site itself knows only published entries.
    for (const problem of manifest.problems) log(`manifest: ${problem.message}`);
    return { ok: true, value: parseManifest(hideDrafts(text)) };
  };
  return createLastValidFile({
    root: contentDir,
    name: MANIFEST_FILE,
    parse,
    initial: { entries: [], problems: [] },
    log,
    checkIntervalMs,
  });
}

/** The current entries only (routing and feeds need no more). */
export function entriesOf(live: LiveManifest): ManifestLoader {
  return async () => (await live()).value.entries;
}

const bodies = new WeakMap<Buffer, Body>();

/**
 * `/assets/content/content-manifest.json` for browsers: the last valid version, never a save
 * in progress, so client-side navigation keeps working while the file on disk is broken; its
 * `done` entries only, so no draft's url or title is public.
 */
export async function sendManifestFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  live: LiveManifest,
): Promise<boolean> {
  const { bytes } = await live();
  if (!bytes) return false;
  let body = bodies.get(bytes);
  if (!body) bodies.set(bytes, (body = toBody(hideDrafts(bytes.toString("utf8")))));
  await sendBody(ctx, req, res, body, "application/json; charset=utf-8");
  return true;
}
