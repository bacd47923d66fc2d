/**
 * One report into the store: read, joined to clicks, stored once per transaction, a stored
 * transaction moved on when the report states a later state.
 */
import type { LinkRegistry } from "#app/affiliate/index.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { attribute } from "./attribute.ts";
import type { EarningsStore } from "./earnings-store.ts";
import { LAYOUTS, withMapping, type Network } from "./networks.ts";
import { readReport, type ReportProblem } from "./read-report.ts";

export interface ImportResult {
  read: number;
  added: number;
  /** Transactions stored before whose state this report moved on. */
  moved: number;
  /** Commissions joined to a click (by click id, or Amazon's tracking id and day). */
  joined: number;
  /** Rows left out, each with its line. */
  problems: ReportProblem[];
  /** How the file's slash days were read when none of them settled it. */
  note?: string;
}

export async function importReport(
  text: string,
  options: { network: Network; map?: string; currency?: string; registry: LinkRegistry },
  stores: { clicks: ClickStore; earnings: EarningsStore },
): Promise<ImportResult | { error: string }> {
  const layout = withMapping(LAYOUTS[options.network], options.map ?? "");
  if ("error" in layout) return layout;
  const { commissions, problems, note } = readReport(text, options.network, layout, {
    ...(options.currency !== undefined && { currency: options.currency }),
  });
  const whole = problems.find((problem) => problem.line === undefined);
  if (whole) return { error: whole.message };
  const rows = await attribute(commissions, stores.clicks, options.registry);
  const { added, moved } = await stores.earnings.add(rows);
  const joined = rows.filter((row) => row.slug !== "").length;
  return {
    read: rows.length,
    added,
    moved,
    joined,
    problems,
    ...(note !== undefined && { note }),
  };
}
