/**
 * Clicks a stop could not store (the database down or hung, the disk full) are written to a
 * small file beside the SQLite file instead of being lost, and the next start takes them back:
 * each batch keeps its id, so one the database ran after all is not counted twice. Several
 * workers starting at once each claim different files (a rename is atomic).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ClickRow } from "./click-store.ts";

interface SpilledBatch {
  id: string;
  rows: ClickRow[];
}

export interface Spill {
  /** Writes the batches; returns the file, or undefined (logged) when it could not. */
  save(batches: readonly SpilledBatch[]): string | undefined;
  /** The batches earlier stops left, taken out of their files. */
  claim(): SpilledBatch[];
}

const PREFIX = "clicks-unsaved-";

export function createSpill(dir: string, log: (line: string) => void): Spill {
  return {
    save: (batches) => {
      const file = path.join(dir, `${PREFIX}${process.pid}-${Date.now()}.json`);
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${file}.partial`, JSON.stringify(batches));
        renameSync(`${file}.partial`, file);
        return file;
      } catch (error) {
        log(`clicks could not be saved to ${file} (${String(error)})`);
        return undefined;
      }
    },
    claim: () => {
      let names: string[];
      try {
        names = readdirSync(dir).filter(
          (name) => name.startsWith(PREFIX) && name.endsWith(".json"),
        );
      } catch {
        return [];
      }
      const batches: SpilledBatch[] = [];
      for (const name of names) {
        const claimed = path.join(dir, `${name}.claimed-${process.pid}`);
        try {
          renameSync(path.join(dir, name), claimed);
        } catch {
          continue; // another worker took it
        }
        try {
          batches.push(...readBatches(readFileSync(claimed, "utf8")));
        } catch (error) {
          log(`${name}: not a file of saved clicks (${String(error)}); left as ${claimed}`);
          continue;
        }
        rmSync(claimed, { force: true });
      }
      return batches;
    },
  };
}

function readBatches(text: string): SpilledBatch[] {
  const json: unknown = JSON.parse(text);
  if (!Array.isArray(json)) throw new Error("not a list of batches");
  return json.map((batch: { id?: unknown; rows?: unknown }) => {
    if (typeof batch.id !== "string" || !Array.isArray(batch.rows)) throw new Error("bad batch");
    const rows = (batch.rows as Partial<ClickRow>[]).filter(
      (row): row is ClickRow =>
        typeof row.slug === "string" &&
        typeof row.page === "string" &&
        typeof row.day === "string" &&
        // Files saved before clicks kept a country and a device have neither: stored as unknown.
        ["string", "undefined"].includes(typeof row.country) &&
        ["string", "undefined"].includes(typeof row.device) &&
        ["string", "undefined"].includes(typeof row.placement) &&
        ["string", "undefined"].includes(typeof row.target) &&
        (row.clickIds === undefined ||
          (Array.isArray(row.clickIds) && row.clickIds.every((id) => typeof id === "string"))) &&
        Number.isInteger(row.clicks) &&
        (row.clicks ?? 0) > 0,
    );
    return { id: batch.id, rows };
  });
}
