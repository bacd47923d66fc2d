/**
 * Who sees a manifest entry, decided here and nowhere else: the published site (the build, the
 * server, the feeds, the checker's "published page") shows an entry whose status is `done`; the
 * preview (`npm run dev`, decision 006) shows drafts too, every entry with a known status.
 * Everything else asks `isVisible`: listings, routing, the public manifest, the preview's.
 */

/** Every status an entry may have (docs/authoring.md, "The manifest"). */
/** `review`: a writer submitted it; an editor publishes it (decision 070). Never public. */
export const ENTRY_STATUSES = ["staging", "done", "open", "review"] as const;

/** The published site, or the author's preview. */
export type Audience = "public" | "preview";

/**
 * Whether `audience` sees `entry`. `entry` may be anything read from the manifest's JSON (the
 * public manifest is filtered before it is validated): what has no known status is seen by none.
 */
export function isVisible(entry: unknown, audience: Audience = "public"): boolean {
  const status =
    typeof entry === "object" && entry !== null && "status" in entry ? entry.status : undefined;
  if (audience === "public") return status === "done";
  return (ENTRY_STATUSES as readonly unknown[]).includes(status);
}
