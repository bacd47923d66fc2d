/**
 * The review page (`/review`) and its comments (decision 076): an editor or an admin sees every
 * entry in review and comments on any of them; a writer sees their own entries in review, or
 * with comments, and comments on their own only. Comments are kept in the account store with
 * their author and time. Every post must come from this back office.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { atLeast, type Person } from "#server/back-office/accounts/roles.ts";
import { renderReview, type ReviewEntry } from "#server/back-office/pages/review-page.ts";
import { renderPersonSignIn } from "#server/back-office/pages/sign-in-pages.ts";
import { html, json, readOwnForm, redirect, rootFrom, type Newsroom } from "./newsroom-replies.ts";

const MAX_COMMENT = 2000;

/** The entries `person` sees on the page: the queue, and entries with comments. */
async function entriesFor(room: Newsroom, person: Person): Promise<ReviewEntry[]> {
  const { accounts } = room;
  const editor = atLeast(person, "editor");
  const queue = await accounts.reviewQueue();
  const comments = await accounts.comments();
  const entries = new Map<string, ReviewEntry>();
  for (const request of queue)
    entries.set(request.path, { path: request.path, request, comments: [] });
  for (const comment of comments) {
    const entry = entries.get(comment.path) ?? { path: comment.path, comments: [] };
    entry.comments.push(comment);
    entries.set(comment.path, entry);
  }
  const seen: ReviewEntry[] = [];
  for (const entry of entries.values()) {
    // An editor reads the queue; a past conversation stays on its writer's page only.
    if (editor ? entry.request !== undefined : await ownsIt(room, person, entry.path))
      seen.push(entry);
  }
  return seen;
}

const ownsIt = async (room: Newsroom, person: Person, path: string) =>
  person.accountId !== undefined && (await room.accounts.ownerOf(path)) === person.accountId;

export async function reviewRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
  person: Person,
): Promise<void> {
  if (!person.accountId || !person.email)
    return html(res, 401, renderPersonSignIn({ base: rootFrom(pathname) }));
  const page = async (status: number, message?: string) =>
    html(
      res,
      status,
      renderReview({
        email: person.email ?? "",
        role: person.role,
        entries: await entriesFor(room, person),
        ...(message && { message }),
        base: rootFrom(pathname),
      }),
    );
  if (pathname === "/review" && (req.method === "GET" || req.method === "HEAD")) return page(200);
  if (pathname !== "/review/comment") return json(res, 404, { error: "Not Found" });
  const form = await readOwnForm(req, res, "POST a comment");
  if (!form) return;
  const path = form.get("path") ?? "";
  const text = (form.get("text") ?? "").trim();
  const inReview = (await room.accounts.reviewQueue()).some((request) => request.path === path);
  if (!inReview) return page(404, `${path || "That entry"} is not in review.`);
  if (!atLeast(person, "editor") && !(await ownsIt(room, person, path)))
    return json(res, 403, { error: "a writer comments on their own entries only" });
  if (text === "" || text.length > MAX_COMMENT)
    return page(400, `A comment has 1 to ${MAX_COMMENT} characters.`);
  await room.accounts.addComment(path, person.accountId, text);
  return redirect(res, "review");
}
