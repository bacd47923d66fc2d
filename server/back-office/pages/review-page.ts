/**
 * The review page of the newsroom (`/review`, decision 076): each entry in review (an editor's
 * view: every one; a writer's: their own, and their own with comments), who submitted it and
 * when, its comments (author and time, oldest first) and a form to add one.
 */
import { createElement as h } from "react";
import type { ReviewComment, ReviewRequest } from "#server/back-office/accounts/account-store.ts";
import { documentOf, utcMinute as time } from "./page.ts";

export interface ReviewEntry {
  path: string;
  /** In the queue (status `review`): who submitted it and when; absent once it left. */
  request?: ReviewRequest;
  comments: ReviewComment[];
}

export interface ReviewView {
  email: string;
  role: string;
  entries: ReviewEntry[];
  message?: string;
  /** The back office's root relative to the request (`./`). */
  base: string;
}

function entrySection(entry: ReviewEntry) {
  const { request } = entry;
  return h(
    "section",
    { key: entry.path, className: "review-entry", "aria-label": entry.path },
    h("h2", null, h("code", null, entry.path)),
    h(
      "p",
      null,
      request
        ? `In review: submitted by ${request.email} on ${time(request.at)} UTC.`
        : "No longer in review.",
    ),
    entry.comments.length === 0
      ? h("p", null, "No comments yet.")
      : h(
          "ol",
          { className: "comments" },
          entry.comments.map((comment) =>
            h(
              "li",
              { key: comment.id },
              h("p", null, h("strong", null, comment.email), ` on ${time(comment.at)} UTC:`),
              h("p", { className: "comment-text" }, comment.text),
            ),
          ),
        ),
    request
      ? h(
          "form",
          { method: "post", action: "review/comment" },
          h("input", { type: "hidden", name: "path", value: entry.path }),
          h(
            "label",
            null,
            "Comment ",
            h("textarea", { name: "text", required: true, maxLength: 2000, rows: 3 }),
          ),
          h("button", { type: "submit" }, "Add the comment"),
        )
      : null,
  );
}

export function renderReview(view: ReviewView): string {
  return documentOf(
    "Back office: review",
    h(
      "main",
      null,
      h("h1", null, "Review"),
      h(
        "p",
        null,
        `Signed in as ${view.email} (${view.role}). `,
        h("a", { href: "admin/" }, "Editor"),
        " · ",
        h("a", { href: "accounts" }, "Account"),
      ),
      view.message ? h("p", { role: "alert", className: "error" }, view.message) : null,
      view.entries.length === 0
        ? h("p", null, "Nothing is in review.")
        : view.entries.map(entrySection),
    ),
    [],
    view.base,
  );
}
