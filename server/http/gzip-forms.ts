/**
 * The gzip form of files kept in memory that have none on disk: the build writes only a `.br`
 * beside pages, route data, records and content (decision 036), and pages rendered live have
 * only their brotli form. Every current browser sends `br`; a gzip-only client (an old tool, a
 * proxy that rewrites Accept-Encoding) gets gzip made from the file's bytes at the per-request
 * level on its first request, kept here by file version, least recently used first out.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { STREAM_LEVELS } from "#app/prerender/index.server.ts";

const gzip = promisify(zlib.gzip);

/** `(key, bytes)`: the gzip form of `bytes`, the file version `key` names. */
export type GzipForms = (key: string, bytes: Buffer) => Promise<Buffer>;

export function createGzipForms(maxBytes = 8 * 1024 * 1024, maxForms = 2000): GzipForms {
  const forms = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let total = 0;
  const store = (key: string, form: Buffer): void => {
    forms.set(key, form);
    total += form.length;
    for (const [oldest, old] of forms) {
      if ((total <= maxBytes && forms.size <= maxForms) || oldest === key) break;
      total -= old.length;
      forms.delete(oldest);
    }
  };
  return async (key, bytes) => {
    const known = forms.get(key);
    if (known) {
      forms.delete(key); // the most recently used goes last
      forms.set(key, known);
      return known;
    }
    let making = pending.get(key);
    if (!making) {
      making = gzip(bytes, { level: STREAM_LEVELS.gzip })
        .then((form) => {
          store(key, form);
          return form;
        })
        .finally(() => pending.delete(key));
      pending.set(key, making);
    }
    return making;
  };
}
