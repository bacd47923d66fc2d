/**
 * `npm run earnings -- import FILE --network amazon|impact|cj|awin|generic [--map col=field,…]
 * [--currency CODE]`: a network's commission report into the click store (DATABASE_URL, else
 * CLICKS_DB), each commission joined to its click; the same report imported again adds nothing,
 * a later one moves each transaction's state on. A row that cannot be read is named
 * (`FILE:LINE: …`), left out, and the command exits 1 after storing the others.
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

const USAGE = `usage: npm run earnings -- import FILE --network ${NETWORKS.join("|")} [--map "column=field,…"] [--currency CODE]`;

function parse(argv: readonly string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        network: { type: "string" },
        map: { type: "string" },
        currency: { type: "string" },
      },
    });
    const [command, file] = positionals;
    const network = values.network as Network | undefined;
    if (command !== "import" || file === undefined || positionals.length !== 2) {
      return { error: "import FILE is the one command" };
    }
    if (!network || !NETWORKS.includes(network)) {
      return { error: `--network is one of ${NETWORKS.join(", ")}` };
    }
    if (values.currency !== undefined && !/^[a-z]{3}$/i.test(values.currency)) {
      return { error: `--currency takes a three-letter code like USD, got "${values.currency}"` };
    }
    return {
      file,
      network,
      ...(values.map !== undefined && { map: values.map }),
      ...(values.currency !== undefined && { currency: values.currency.toUpperCase() }),
    };
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
  const text = await readFile(args.file, "utf8").catch((error: NodeJS.ErrnoException) => {
    console.error(`${args.file}: cannot read it (${error.code ?? error.message})`);
    return undefined;
  });
  if (text === undefined) return 1;
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
    if (result.note !== undefined) console.log(`${args.file}: ${result.note}`);
    for (const { line, message } of result.problems) {
      console.error(`${args.file}:${line ?? 1}: ${message}`);
    }
    const before = result.read - result.added;
    console.log(
      `earnings: ${result.read} commissions read, ${result.added} new (${before} imported before, ${result.moved} of them moved to a later state), ${result.joined} joined to a click` +
        (result.problems.length > 0 ? `, ${result.problems.length} rows left out` : ""),
    );
    return result.problems.length > 0 ? 1 : 0;
  } finally {
    await Promise.all([clicks.close(), earnings.close()]);
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
