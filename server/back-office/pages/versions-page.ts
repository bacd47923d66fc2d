/**
 * The history of a content file, as a page of the back office (`/admin/versions?path=…`): its
 * git commits, newest first, each with its author, its message, what it changed (a diff) and a
 * button that restores it. Restoring is a save like any other (checked, one commit); the form is
 * refused from another site (its Origin must be the back office's own). With CONTENT_GIT_REMOTE,
 * the page says when the remote cannot be reached and lists the conflicts to resolve: a file
 * changed both here and on the remote, whose remote text is one of its versions.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeMarkup as escape } from "#app/markdown/index.ts";
import type { ContentStore } from "#server/back-office/proxy/content-store.ts";
import type { ContentRemote } from "#server/back-office/proxy/content-remote.ts";
import { BackOfficeError } from "#server/back-office/proxy/errors.ts";
import { checkRelativePath } from "#server/back-office/proxy/safe-path.ts";

const MAX_FORM_BYTES = 4096;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escape(title)}</title>
<style>pre{overflow:auto;background:#f6f6f6;padding:.5rem;font-size:14px}body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}input{font:inherit;width:100%;max-width:30rem}button{font:inherit}.message{padding:.5rem;border:1px solid}</style>
</head><body><main><h1>${escape(title)}</h1>${body}
<p><a href="./">Back to the editor</a></p></main></body></html>
`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Cache-Control": "no-store",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
  res.end(html);
}

export async function versionsPage(
  res: ServerResponse,
  store: ContentStore,
  query: URLSearchParams,
  remote?: ContentRemote,
): Promise<void> {
  const file = query.get("path") ?? "";
  const form = `<form method="get" action="versions"><label for="path">File in the content folder</label><br>
<input id="path" name="path" type="text" value="${escape(file)}" placeholder="blogs/insights/short-names.md"> <button type="submit">Show versions</button></form>`;
  const notice = query.get("restored")
    ? `<p class="message" role="status">Restored ${escape(file)} from ${escape(query.get("restored") ?? "")}.</p>`
    : "";
  const status = notice + (await remoteNotice(remote));
  if (file === "") return send(res, 200, page("Versions", `${status}${form}`));
  let rows: string;
  try {
    const versions = await store.versions.history(checkRelativePath(file).file);
    rows =
      versions.length === 0
        ? "<p>No version: the file is not in the content folder's git history.</p>"
        : `<table><caption>Versions of ${escape(file)}, newest first (from git)</caption><thead><tr><th scope="col">Committed at (UTC)</th><th scope="col">Author</th><th scope="col">Change</th><th scope="col">Action</th></tr></thead><tbody>${(
            await Promise.all(
              versions.map(async (version, index) => {
                const diff = await store.versions.diff(file, version.id).catch(() => "");
                const action =
                  index === 0
                    ? "Current version"
                    : `<form method="post" action="versions/restore"><input type="hidden" name="path" value="${escape(file)}"><input type="hidden" name="id" value="${escape(version.id)}"><button type="submit" aria-label="Restore the version of ${escape(version.at)}">Restore</button></form>`;
                return `<tr><td>${escape(version.at.replace("T", " ").slice(0, 19))}</td><td>${escape(version.author)}</td><td>${escape(version.message)}${diff ? `<details><summary>Diff</summary><pre>${escape(diff)}</pre></details>` : ""}</td><td>${action}</td></tr>`;
              }),
            )
          ).join("")}</tbody></table>`;
  } catch (error) {
    if (!(error instanceof BackOfficeError)) throw error;
    return send(
      res,
      error.status,
      page("Versions", `${form}<p class="message" role="alert">${escape(error.message)}</p>`),
    );
  }
  send(res, 200, page("Versions", `${status}${form}${rows}`));
}

/** The remote's last failure and the conflicts an editor has to resolve. */
async function remoteNotice(remote: ContentRemote | undefined): Promise<string> {
  if (remote === undefined) return "";
  const problem = remote.problem();
  const conflicts = await remote.conflicts();
  const failing = problem ? `<p class="message" role="alert">${escape(problem)}</p>` : "";
  if (conflicts.length === 0) return failing;
  const items = conflicts
    .map(
      (conflict) =>
        `<li><a href="versions?path=${encodeURIComponent(conflict.file)}">${escape(conflict.file)}</a>: changed here and on the remote; the server's text is live, the remote's is its version ${escape(conflict.theirs.slice(0, 12))}: restore it, or save the file, to resolve.</li>`,
    )
    .join("");
  return `${failing}<section class="message" role="alert"><h2>Conflicts to resolve</h2><ul>${items}</ul></section>`;
}

/** POST `versions/restore` (a form): the version put back, then the page again. */
export async function restoreFromForm(
  req: IncomingMessage,
  res: ServerResponse,
  store: ContentStore,
  /** Why the person may not restore this file (their role), or undefined. */
  refusal: (file: string) => string | undefined = () => undefined,
): Promise<void> {
  // A form post under `Referrer-Policy: no-referrer` carries `Origin: null`: Fetch Metadata
  // says where it came from; a browser without it must send an Origin that is ours.
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const sameOrigin =
    site === undefined
      ? origin !== undefined && URL.parse(origin)?.host === req.headers.host
      : site === "same-origin";
  if (!sameOrigin) {
    return send(
      res,
      403,
      page(
        "Versions",
        '<p class="message" role="alert">A restore from another site is refused.</p>',
      ),
    );
  }
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) return send(res, 413, page("Versions", "<p>Too large.</p>"));
  }
  const form = new URLSearchParams(body);
  const file = form.get("path") ?? "";
  const id = form.get("id") ?? "";
  try {
    const checked = checkRelativePath(file).file;
    const refused = refusal(checked);
    if (refused !== undefined) throw new BackOfficeError(403, refused);
    await store.serialize(() => store.restore(checked, id));
  } catch (error) {
    if (!(error instanceof BackOfficeError)) throw error;
    return send(
      res,
      error.status,
      page("Versions", `<p class="message" role="alert">${escape(error.message)}</p>`),
    );
  }
  res.writeHead(303, {
    Location: `../versions?${new URLSearchParams({ path: file, restored: id }).toString()}`,
    "Cache-Control": "no-store",
  });
  res.end();
}
