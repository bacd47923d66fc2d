/** `npm run clicks -- --earnings …`: the earnings report from the store the server writes. */
import { readClicksEnvOrReport } from "./clicks-env.ts";
import { earningsBy } from "#server/clicks/earnings/earnings-figures.ts";
import { openEarningsStore } from "#server/clicks/earnings/open-earnings.ts";
import { openClickStore } from "#server/clicks/open-click-counter.ts";
import { formatEarnings, parseEarningsArgs } from "./earnings-report.ts";

const USAGE =
  "usage: npm run clicks -- --earnings [--by page|slug|placement|target|day|page-placement|page-target] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--json|--csv]";

export async function earningsMain(argv: readonly string[]): Promise<number> {
  const args = parseEarningsArgs(argv);
  if ("error" in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const env = readClicksEnvOrReport();
  if (!env) return 2;
  const [clicks, earnings] = await Promise.all([openClickStore(env), openEarningsStore(env)]);
  try {
    const rows = await earningsBy(clicks, earnings, args.range, args.by);
    process.stdout.write(formatEarnings(rows, args));
    return 0;
  } finally {
    await Promise.all([clicks.close(), earnings.close()]);
  }
}
