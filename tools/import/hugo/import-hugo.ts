import type { ImportedSite } from "#tools/import/lib/model.ts";
import type { Reporter } from "#tools/import/lib/reporter.ts";
export async function importHugo(_input: string, _reporter: Reporter, _siteUrl?: string): Promise<ImportedSite> {
  throw new Error("todo");
}
