/**
 * `npm run check-content [DIR] [--json]`: checks a content folder (default CONTENT_DIR) and
 * prints one `path:line:column: severity: message` line per finding. Exits 1 on errors.
 * `--build` (used by `npm run build`): with CONTENT_CHECK=warn, errors do not stop the build.
 */
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";
import { readPriceMaxAgeDaysOrExit, runContentCheck } from "./run-check.ts";

const USAGE = "usage: npm run check-content -- [content folder] [--json] [--keyword-links]";
const { values, positionals } = parseCommandLine("check-content", USAGE, {
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    "keyword-links": { type: "boolean", default: false },
  },
});
if (positionals.length > 1)
  usageError("check-content", `unexpected argument ${positionals[1]}`, USAGE);
const env = readSiteEnvOrExit();
const dir = positionals[0] ?? env.contentDir;
if (values["keyword-links"]) {
  // Each page's keyword links, listed; the check itself runs without the flag.
  const { keywordLinksReport } = await import("./keyword-links-report.ts");
  const { createDiskFolder } = await import("#app/content-check/index.server.ts");
  process.stdout.write(await keywordLinksReport(createDiskFolder(dir)));
  process.exit(0);
}
process.exitCode = await runContentCheck(dir, {
  priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
  json: values.json,
  build: values.build ? { buildDir: env.buildDir, contentCheck: env.contentCheck } : undefined,
});
