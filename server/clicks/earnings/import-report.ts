/** One report into the store: read, joined to clicks, stored once per transaction. */
import type { LinkRegistry } from "#app/affiliate/index.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { attribute } from "./attribute.ts";
import type { EarningsStore } from "./earnings-store.ts";
import { LAYOUTS, withMapping, type Network } from "./networks.ts";
import { readReport } from "./read-report.ts";

export interface ImportResult {
  read: number;
  added: number;
  /** Commissions joined to a click (by click id, or Amazon's tracking id and day). */
  joined: number;
  problems: string[];
}

export async function importReport(
  text: string,
  options: { network: Network; map?: string; registry: LinkRegistry },
  stores: { clicks: ClickStore; earnings: EarningsStore },
): Promise<ImportResult | { error: string }> {
  const layout = withMapping(LAYOUTS[options.network], options.map ?? "");
  if ("error" in layout) return layout;
  const { commissions, problems } = readReport(text, options.network, layout);
  if (commissions.length === 0 && problems.length > 0) return { error: problems.join("\n") };
  const rows = await attribute(commissions, stores.clicks, options.registry);
  const added = await stores.earnings.add(rows);
  const joined = rows.filter((row) => row.slug !== "").length;
  return { read: rows.length, added, joined, problems };
}
