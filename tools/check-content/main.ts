/**
 * `npm run check-content [DIR] [--json]`: checks a content folder (default CONTENT_DIR) and
 * prints one `path:line:column: severity: message` line per finding. Exits 1 on errors.
 * `--build` (used by `npm run build`): with CONTENT_CHECK=warn, errors do not stop the build.
 */
import { parseArgs } from "node:util";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { readPriceMaxAgeDaysOrExit, runContentCheck } from "./run-check.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
  },
});
const env = readSiteEnvOrExit();
const dir = positionals[0] ?? env.contentDir;
process.exitCode = await runContentCheck(dir, {
  priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
  json: values.json,
  build: values.build ? { buildDir: env.buildDir, contentCheck: env.contentCheck } : undefined,
});
