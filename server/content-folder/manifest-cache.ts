/**
 * The content manifest as the server sees it: a last valid file (last-valid-file.ts), so entries the site
 * owner adds while the server runs route without a restart, and a save that does not parse
 * leaves the site on the last valid manifest instead of taking every entry page down. A
 * scheduled entry joins it at its `publishAt`: the file is read again then, as after a save, so
 * pages, listings, feeds and the manifest browsers get all follow (decision 068).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MANIFEST_FILE } from "#app/content/index.ts";
import {
  parseManifest,
  publishedManifestAt,
  type ManifestEntry,
  type ManifestView,
} from "#app/content/index.ts";
import { createLastValidFile, type LastValidFile, type Parsed } from "./last-valid-file.ts";
import type { ManifestLoader, ServerContext } from "#server/http/responses.ts";
import { sendBody, toBody, type Body } from "#server/files/send-body.ts";

export type { ManifestLoader };

/** The manifest as the public sees it now: its usable entries, why others were skipped, its text. */
interface PublicManifest extends ManifestView {
  /** The public manifest's text, for browsers: `done` entries that are due. */
  text: string;
  /** When a scheduled entry joins it (ms since the epoch); undefined when none waits. */
  nextPublishAt: number | undefined;
}

/** The live manifest: its usable entries and why others were skipped (for page index records). */
export type LiveManifest = LastValidFile<PublicManifest>;

/**
 * The live manifest. A file that is not a JSON array is rejected as a whole (the last valid one
 * stays); single unusable entries are skipped and logged, as the build does.
 */
export function createLiveManifest(
  contentDir: string,
  log: (line: string) => void,
  checkIntervalMs = 0,
  /** Called once the manifest stands with scheduled entries public: their urls, its entries. */
  onScheduled?: (urls: string[], entries: readonly ManifestEntry[]) => void,
): LiveManifest {
  let waitingFor: number | undefined;
  let publicUrls = new Set<string>();
  const parse = (text: string): Parsed<PublicManifest> => {
    const manifest = parseManifest(text);
    const fatal = manifest.problems.find((problem) => problem.index < 0);
    const now = Date.now();
    const published = publishedManifestAt(text, now);
    if (fatal || !published) return { ok: false, message: fatal?.message ?? "not a JSON array" };
    if (waitingFor !== undefined && waitingFor <= now) {
      log(`manifest: entries scheduled for ${new Date(waitingFor).toISOString()} are public now`);
    } else {
      // The operator's log names every problem (once per save, not again at a scheduled time).
      for (const problem of manifest.problems) log(`manifest: ${problem.message}`);
    }
    const scheduledNow = waitingFor !== undefined && waitingFor <= now;
    waitingFor = published.nextPublishAt;
    // The site itself knows only published entries.
    const value = { ...parseManifest(published.text), ...published };
    const urls = value.entries.map((entry) => entry.url);
    const added = urls.filter((url) => !publicUrls.has(url));
    publicUrls = new Set(urls);
    // After this version stands (the callback reads it).
    if (scheduledNow && added.length > 0) setImmediate(() => onScheduled?.(added, value.entries));
    return { ok: true, value };
  };
  return createLastValidFile({
    root: contentDir,
    name: MANIFEST_FILE,
    parse,
    initial: { entries: [], problems: [], text: "[]", nextPublishAt: undefined },
    log,
    checkIntervalMs,
    dueAt: (value) => value.nextPublishAt,
  });
}

/** The current entries only (routing and feeds need no more). */
export function entriesOf(live: LiveManifest): ManifestLoader {
  return async () => (await live()).value.entries;
}

const bodies = new WeakMap<PublicManifest, Body>();

/**
 * `/assets/content/content-manifest.json` for browsers: the last valid version, never a save
 * in progress, so client-side navigation keeps working while the file on disk is broken; its
 * `done` entries that are due only, so no draft's or scheduled entry's url or title is public.
 */
export async function sendManifestFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  live: LiveManifest,
): Promise<boolean> {
  const { bytes, value } = await live();
  if (!bytes) return false;
  let body = bodies.get(value);
  if (!body) bodies.set(value, (body = toBody(value.text)));
  await sendBody(ctx, req, res, body, "application/json; charset=utf-8");
  return true;
}
