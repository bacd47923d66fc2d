/**
 * `npm run check-content [DIR] [--json]`: checks a content folder (default CONTENT_DIR) and
 * prints one `path:line:column: severity: message` line per finding. Exits 1 on errors.
 * `--build` (used by `npm run build`): with CONTENT_CHECK=warn, errors do not stop the build.
 */
import { parseArgs } from "node:util";
import { EnvError, readPriceMaxAgeDays, readSiteEnvOrExit } from "#app/config/index.server.ts";
import { checkContentFolder } from "./check/check-folder.ts";
import {
  countErrors,
  formatFinding,
  sortFindings,
  summarizeFindings,
  type Finding,
} from "./check/finding.ts";
import { buildCacheFile, openFileCache } from "#tools/build/file-cache.ts";
import { checkImages } from "#tools/images/check-images.ts";
import { createDiskFolder } from "./disk-folder.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
  },
});
const env = readSiteEnvOrExit();
const dir = positionals[0] ?? env.contentDir;
const started = performance.now();
let priceMaxAgeDays: number;
try {
  priceMaxAgeDays = readPriceMaxAgeDays();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const folder = createDiskFolder(dir);
// Within a build, per-file results are remembered in the build folder (tools/build/file-cache.ts).
const cacheFile = (name: string) => (values.build ? buildCacheFile(env.buildDir, name) : undefined);
const cache = await openFileCache<Finding[]>(cacheFile("check-markdown"));
const findings = sortFindings([
  ...(await checkContentFolder(folder, { priceMaxAgeDays, cache })),
  ...(await checkImages(folder, dir, cacheFile("image-uses"))),
]);
await cache.save();
const errors = countErrors(findings);

if (values.json) {
  console.log(JSON.stringify(findings, null, 2));
} else {
  for (const finding of findings) console.log(formatFinding(finding));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.error(`check-content: ${summarizeFindings(findings)} (${seconds}s)`);
}

const warnOnly = values.build && env.contentCheck === "warn";
if (errors > 0 && warnOnly)
  console.error("check-content: CONTENT_CHECK=warn, so the build goes ahead anyway");
if (errors > 0 && values.build && !warnOnly) {
  console.error("check-content: fix the errors above, or set CONTENT_CHECK=warn to build anyway");
}
process.exitCode = errors > 0 && !warnOnly ? 1 : 0;
