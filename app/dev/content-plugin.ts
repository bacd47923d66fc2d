/**
 * Dev-server plugin for the preview (`npm run dev`): serves the content folder under
 * `/assets/content/` and the page index records under `/assets/page-index/`, and tells open pages when a content file changes, so they reload their
 * data (app/dev/dev-content-reload.tsx) instead of the whole page.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTENT_CHANGED_EVENT, type ContentChangedData } from "./content-event.ts";
import { isInsideDir } from "#app/loaders/index.server.ts";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { showDrafts } from "#app/content/index.ts";
import { contentTypeOf, previewPageIndexRecord, toContentFile } from "./content-files.ts";

export function contentPreviewPlugin(contentDir: string): Plugin {
  const root = path.resolve(contentDir);
  const manifestFile = path.join(root, MANIFEST_FILE);
  return {
    name: "content-preview",
    apply: "serve",
    // The browser's page loader (marked, DOMPurify, valibot) first runs on the first content
    // change. Without pre-bundling, Vite would discover those dependencies then and reload the
    // whole page, losing the author's scroll position (and the live update).
    config: () => ({ optimizeDeps: { entries: ["app/root.tsx", "app/loaders/*.client.ts"] } }),
    configureServer(server) {
      // Page index records, from the manifest with drafts shown (decision 016).
      server.middlewares.use((request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        previewPageIndexRecord(request.url ?? "", root).then((record) => {
          if (record === undefined) return next();
          response.writeHead(200, {
            "Content-Type": "application/json; charset=utf-8",
            "Cache-Control": "no-store",
          });
          response.end(request.method === "HEAD" ? undefined : record);
        }, next);
      });
      server.middlewares.use((request, response, next) => {
        const file = toContentFile(request.url ?? "", root);
        if (!file || (request.method !== "GET" && request.method !== "HEAD")) return next();
        readFile(file).then(
          (body) => {
            const text =
              file === manifestFile ? Buffer.from(showDrafts(body.toString("utf8"))) : body;
            response.writeHead(200, {
              "Content-Type": contentTypeOf(file),
              "Cache-Control": "no-store",
            });
            response.end(request.method === "HEAD" ? undefined : text);
          },
          () => {
            response.writeHead(404, {
              "Content-Type": "text/plain; charset=utf-8",
              "Cache-Control": "no-store",
            });
            response.end("Not found");
          },
        );
      });

      server.watcher.add(root);
      const notify = (file: string) => {
        if (!isInsideDir(root, file)) return;
        const data: ContentChangedData = {
          path: path.relative(root, file).split(path.sep).join("/"),
        };
        server.ws.send({ type: "custom", event: CONTENT_CHANGED_EVENT, data });
      };
      server.watcher.on("change", notify);
      server.watcher.on("add", notify);
      server.watcher.on("unlink", notify);
    },
  };
}
