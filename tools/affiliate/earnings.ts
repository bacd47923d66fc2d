/**
 * `npm run earnings -- import FILE --network amazon|impact|cj|awin|generic [--map col=field,…]`:
 * a network's commission report into the click store (DATABASE_URL, else CLICKS_DB), each
 * commission joined to its click; the same report imported again adds nothing.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readClicksEnvOrReport } from "./clicks-env.ts";
import { readSiteEnv } from "#app/config/index.server.ts";
import { LINKS_FILE } from "#app/content/index.ts";
import { EMPTY_REGISTRY, parseLinkRegistry } from "#app/affiliate/index.ts";
import { importReport } from "#server/clicks/earnings/import-report.ts";
import { NETWORKS, type Network } from "#server/clicks/earnings/networks.ts";
import { openEarningsStore } from "#server/clicks/earnings/open-earnings.ts";
import { openClickStore } from "#server/clicks/open-click-counter.ts";

const USAGE = `usage: npm run earnings -- import FILE --network ${NETWORKS.join("|")} [--map "column=field,…"]`;

function parse(argv: readonly string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { network: { type: "string" }, map: { type: "string" } },
    });
    const [command, file] = positionals;
    const network = values.network as Network | undefined;
    if (command !== "import" || file === undefined || positionals.length !== 2) {
      return { error: "import FILE is the one command" };
    }
    if (!network || !NETWORKS.includes(network)) {
      return { error: `--network is one of ${NETWORKS.join(", ")}` };
    }
    return { file, network, ...(values.map !== undefined && { map: values.map }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  if ("error" in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const env = readClicksEnvOrReport();
  if (!env) return 2;
  const text = await readFile(args.file, "utf8");
  const contentDir = readSiteEnv().contentDir;
  const links = await readFile(path.join(contentDir, LINKS_FILE), "utf8").catch(() => undefined);
  const registry = links === undefined ? EMPTY_REGISTRY : parseLinkRegistry(links);
  const [clicks, earnings] = await Promise.all([openClickStore(env), openEarningsStore(env)]);
  try {
    const result = await importReport(text, { ...args, registry }, { clicks, earnings });
    if ("error" in result) {
      console.error(`${args.file}: ${result.error}`);
      return 1;
    }
    for (const problem of result.problems) console.error(`${args.file}: ${problem}`);
    console.log(
      `earnings: ${result.read} commissions read, ${result.added} new (${result.read - result.added} imported before), ${result.joined} joined to a click`,
    );
    return 0;
  } finally {
    await Promise.all([clicks.close(), earnings.close()]);
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
