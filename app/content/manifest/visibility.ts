/**
 * Who sees a manifest entry, decided here and nowhere else: the published site (the build, the
 * server, the feeds, the checker's "published page") shows an entry whose status is `done` and
 * whose `publishAt`, if it has one, has come (publish-at.ts); the preview (`npm run dev`,
 * decision 006) shows drafts and scheduled entries too, every entry with a known status.
 * Everything else asks `isVisible`: listings, routing, the public manifest, the preview's.
 */
import { dueTime } from "./publish-at.ts";

/** Every status an entry may have (docs/authoring.md, "The manifest"). */
/** `review`: a writer submitted it; an editor publishes it (decision 070). Never public. */
export const ENTRY_STATUSES = ["staging", "done", "open", "review"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The published site, or the author's preview. */
export type Audience = "public" | "preview";

/**
 * Whether `audience` sees `entry` at `now` (ms since the epoch). `entry` may be anything read
 * from the manifest's JSON (the public manifest is filtered before it is validated): what has no
 * known status is seen by none.
 */
export function isVisible(
  entry: unknown,
  audience: Audience = "public",
  now: number = Date.now(),
): boolean {
  const status =
    typeof entry === "object" && entry !== null && "status" in entry ? entry.status : undefined;
  if (audience === "public") return status === "done" && dueTime(entry) <= now;
  return (ENTRY_STATUSES as readonly unknown[]).includes(status);
}

/**
 * The next instant after `now` at which an entry of `entries` (the manifest's JSON array)
 * becomes public: the earliest future `publishAt` of a `done` entry; undefined when none waits.
 */
export function nextPublishAt(entries: readonly unknown[], now: number): number | undefined {
  let next: number | undefined;
  for (const entry of entries) {
    if (!isVisible(entry, "preview") || isVisible(entry, "public", now)) continue;
    const status = (entry as { status: unknown }).status;
    const due = dueTime(entry);
    if (status === "done" && Number.isFinite(due) && (next === undefined || due < next)) next = due;
  }
  return next;
}
