/**
 * `npm run clicks -- [--since DATE] [--by …] [--json|--csv] [--earnings]`: the click report,
 * from the same store the server writes (DATABASE_URL, else the CLICKS_DB SQLite file).
 */
import { readClicksEnvOrReport } from "./clicks-env.ts";
import { openClickStore } from "#server/clicks/open-click-counter.ts";
import { formatReport, parseReportArgs, USAGE } from "./clicks-report.ts";
import { earningsMain } from "./earnings-main.ts";

export async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes("--earnings")) return earningsMain(argv);
  const args = parseReportArgs(argv);
  if ("error" in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const env = readClicksEnvOrReport();
  if (!env) return 2;
  const store = await openClickStore(env);
  try {
    const rows = await store.report(args.query);
    process.stdout.write(formatReport(rows, args.query.by, args.format));
    return 0;
  } finally {
    await store.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
