/**
 * The back office's HTTP side, mounted in the dashboard's server behind its sign-in: `/admin/`
 * (the editor's page and bundle, built by `npm run build:admin`), `/admin/config.yml`, the
 * versions pages, `POST /api/cms`, the editor's proxy protocol (cms-api.ts), and `POST
 * /api/check`, the checker on unsaved text (check-api.ts).
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { cmsConfigYaml } from "./cms-config.ts";
import { restoreFromForm, versionsPage } from "#server/back-office/pages/versions-page.ts";
import { fileRefusal } from "#server/back-office/accounts/roles.ts";
import { sendFile } from "./admin-replies.ts";
import { PRIVATE } from "./json-api.ts";
import { CHECK_PATH, handleCheck } from "./check-api.ts";
import { OWNER, asAuthor, handleApi } from "./cms-api.ts";
import { personOf } from "./newsroom.ts";

export type { BackOffice } from "./office.ts";
export { WEBHOOK_PATH, handleWebhook } from "./webhook.ts";
import type { BackOffice } from "./office.ts";

/** True when the path is the back office's (whether or not it answered it well). */
export function isBackOfficePath(pathname: string): boolean {
  return (
    pathname === "/api/cms" ||
    pathname === CHECK_PATH ||
    pathname === "/admin" ||
    pathname.startsWith("/admin/")
  );
}

export async function handleBackOffice(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
  pathname: string,
): Promise<void> {
  if (pathname === "/api/cms") return handleApi(req, res, office);
  if (pathname === CHECK_PATH) return handleCheck(req, res, office.store.root, office.log);
  if (pathname === "/admin/versions/restore" && req.method === "POST") {
    return asAuthor(req, () =>
      restoreFromForm(req, res, office.store, (file) => fileRefusal(personOf(req) ?? OWNER, file)),
    );
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, {
      ...PRIVATE,
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
    });
    return void res.end("Method Not Allowed\n");
  }
  if (pathname === "/admin") {
    // Relative: behind nginx the back office may sit under a path of the site.
    res.writeHead(308, { ...PRIVATE, Location: "admin/" });
    return void res.end();
  }
  if (pathname === "/admin/versions") {
    return versionsPage(
      res,
      office.store,
      new URL(req.url ?? "/", "http://x").searchParams,
      office.remote,
    );
  }
  const name = pathname === "/admin/" ? "index.html" : pathname.slice("/admin/".length);
  if (name === "config.yml")
    return sendFile(req, res, "text/yaml", cmsConfigYaml((personOf(req) ?? OWNER).role));
  if (!/^[\w-]+(\.[\w-]+)*\.(html|js|wasm|svg)$/.test(name))
    return sendFile(req, res, "text/plain", "Not Found\n", 404);
  const bytes = await readFile(path.join(office.adminDir, name)).catch(() => undefined);
  if (bytes === undefined) {
    const missing = name === "index.html";
    const text = missing
      ? "The editor is not built: run `npm run build:admin`, then reload.\n"
      : "Not Found\n";
    return sendFile(req, res, "text/plain", text, missing ? 503 : 404);
  }
  const types = { html: "text/html", js: "text/javascript", wasm: "application/wasm" };
  const type = types[name.split(".").pop() as keyof typeof types] ?? "image/svg+xml";
  return sendFile(req, res, type, bytes);
}
