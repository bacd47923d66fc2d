/**
 * Joins each commission to its click. By click id: the sub-ID holds it (alone, or as the last
 * part of `{page}~{placement}~{click}`), 24 letters and digits. Amazon has no sub-IDs: its
 * tracking id and the day pick, among that day's clicks on links whose URL carries that
 * tracking id for the click's page (a `values` table per section), the page, link, placement
 * and target with the most clicks. A commission no click explains is kept, unattributed.
 */
import { fillPlaceholders, type LinkRegistry } from "#app/affiliate/index.ts";
import type { ClickStore, ReportRow } from "#server/clicks/click-store.ts";
import type { EarningRow } from "./earnings-store.ts";
import type { Commission } from "./read-report.ts";

const CLICK_ID = /^[a-z\d]{24}$/;

export async function attribute(
  commissions: readonly Commission[],
  clicks: ClickStore,
  registry: LinkRegistry,
): Promise<EarningRow[]> {
  const candidates = commissions.flatMap((commission) => clickIdsIn(commission.subId));
  const found = new Map(
    (candidates.length === 0 ? [] : await clicks.findClicks(candidates)).map((click) => [
      click.id,
      click,
    ]),
  );
  const byDay = new Map<string, ReportRow[]>();
  const rows: EarningRow[] = [];
  for (const commission of commissions) {
    const base = {
      network: commission.network,
      transactionId: commission.transactionId,
      day: commission.day,
      amountCents: commission.amountCents,
      saleCents: commission.saleCents,
      orders: commission.orders,
      state: commission.state,
      networkStatus: commission.networkStatus,
      currency: commission.currency,
    };
    const click = clickIdsIn(commission.subId)
      .map((id) => found.get(id))
      .find((hit) => hit !== undefined);
    if (click) {
      const { id, slug, page, placement, target } = click;
      rows.push({ ...base, clickId: id, slug, page, placement, target });
      continue;
    }
    const tracked =
      commission.trackingId === ""
        ? undefined
        : await bestTrackedRow(commission, clicks, registry, byDay);
    rows.push({
      ...base,
      clickId: "",
      slug: tracked?.slug ?? "",
      page: tracked?.page ?? "",
      placement: tracked?.placement ?? "",
      target: tracked?.target ?? "",
    });
  }
  return rows;
}

function clickIdsIn(subId: string): string[] {
  return subId
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((part) => CLICK_ID.test(part))
    .reverse();
}

async function bestTrackedRow(
  commission: Commission,
  clicks: ClickStore,
  registry: LinkRegistry,
  byDay: Map<string, ReportRow[]>,
): Promise<ReportRow | undefined> {
  let rows = byDay.get(commission.day);
  if (!rows) {
    const by = ["slug", "page", "placement", "target"] as const;
    rows = await clicks.report({ by, since: commission.day, until: commission.day });
    byDay.set(commission.day, rows);
  }
  // Most clicked first (the report's order): the first row whose link carries the id wins.
  return rows.find((row) => {
    const entry = registry.bySlug.get(row.slug ?? "");
    if (!entry) return false;
    const place = { page: row.page ?? "", placement: "" as const };
    const urls = [entry.url, ...(entry.targets ?? []).map((target) => target.url)];
    return urls.some((url) => {
      const filled = fillPlaceholders(url, place, entry.values).url;
      return new URL(filled).searchParams.get("tag") === commission.trackingId;
    });
  });
}
