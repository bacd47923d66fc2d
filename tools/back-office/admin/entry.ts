/**
 * The back office's browser bundle (built by `npm run build:admin`, served at `/admin/` by the
 * back office, never part of the public site): Decap CMS with the site's document format. The
 * configuration is the back office's `/admin/config.yml`.
 */
import CMS from "decap-cms-app";
import { fromFile, toFile } from "./format.ts";

CMS.registerCustomFormat("site-entry", "md", {
  fromFile,
  toFile: (data: Record<string, unknown>) => toFile(data, "markdown"),
});
CMS.registerCustomFormat("site-text", "md", {
  fromFile,
  toFile: (data: Record<string, unknown>) => toFile(data, "text"),
});
CMS.registerCustomFormat("site-json", "json", {
  fromFile,
  toFile: (data: Record<string, unknown>) => toFile(data, "json"),
});
CMS.init();
