/**
 * Every save from one open editor kept: Decap keeps the entry's fields as they were opened after
 * a save (its `_opened` version too) and never reads the entry again, so without this the second
 * save from the same open editor carried the first version and was refused as stale (409). The
 * back office's answer to `persistEntry` names the version each saved file has now; this open
 * editor remembers "saved from version A, now B" and sends B with its next save. Another editor,
 * which never saved from A, still sends A and is refused: a real conflict stays one.
 */
import { readDocument, writeDocument } from "#server/back-office/proxy/document.ts";
import { followNewEntries } from "./new-entry-file.ts";
import { askToSignInAgain } from "./signed-out.ts";
import { signOutOnLogout } from "./sign-out.ts";
import { explainUnopenedEntries } from "./unopened-entry.ts";

interface DataFile {
  path: string;
  raw: string;
}

export interface SavedVersions {
  /** `dataFiles` with each one's `opened` moved on to the version this editor's last save made. */
  bring<T extends DataFile>(dataFiles: readonly T[]): T[];
  /** Remembers what a save sent (`dataFiles`) and what the back office answered. */
  remember(dataFiles: readonly DataFile[], answer: unknown): void;
}

export function createSavedVersions(): SavedVersions {
  /** path → version a save was made from → the version it made. */
  const next = new Map<string, Map<string, string>>();
  const latest = (file: string, opened: string): string => {
    const chain = next.get(file);
    let version = opened;
    const seen = new Set<string>();
    while (chain?.has(version) && !seen.has(version)) {
      seen.add(version);
      version = chain.get(version) ?? version;
    }
    return version;
  };
  const openedOf = (raw: string): string | null => {
    const document = readDocument(raw);
    return "error" in document ? null : document.opened;
  };
  return {
    bring(dataFiles) {
      return dataFiles.map((dataFile) => {
        const document = readDocument(dataFile.raw);
        if ("error" in document || document.opened === null) return dataFile;
        const version = latest(dataFile.path, document.opened);
        if (version === document.opened) return dataFile;
        return { ...dataFile, raw: writeDocument({ ...document, opened: version }) };
      });
    },
    remember(dataFiles, answer) {
      const saved = (answer as { saved?: unknown } | null)?.saved;
      if (!Array.isArray(saved)) return;
      for (const dataFile of dataFiles) {
        const from = openedOf(dataFile.raw);
        const now = (saved as { path?: unknown; opened?: unknown }[]).find(
          (item) => item.path === dataFile.path,
        )?.opened;
        // A new entry (no version) is opened again by Decap after its first save.
        if (from === null || typeof now !== "string" || now === from) continue;
        const chain = next.get(dataFile.path) ?? new Map<string, string>();
        chain.set(from, now);
        next.set(dataFile.path, chain);
      }
    },
  };
}

/** What Decap's proxy backend instance offers that is wrapped here. */
interface ProxyBackend {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>;
  getEntry(path: string): Promise<unknown>;
  logout(): unknown;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
}

/**
 * Decap's proxy backend (`CMS.getBackend("proxy")`), its saves sending the version this editor
 * last saved and showing the answer's warnings through `onWarnings`, a refused save's message
 * through `onRefused` (Decap shows it in a toast only), a new entry kept open at the file it
 * was saved to (new-entry-file.ts), its Log Out ending the back office's session (sign-out.ts),
 * a refusal for want of a sign-in saying so, with the way back (signed-out.ts), and an entry not
 * opened saying so, with the way back to its list (unopened-entry.ts).
 */
export function keepingVersions(
  proxy: { init: (...args: unknown[]) => unknown },
  onWarnings: (warnings: string[], newEntry: boolean) => void,
  onRefused: (message: string) => void = () => undefined,
) {
  const versions = createSavedVersions();
  // A class, as Decap's registry calls `new`; it answers the proxy backend's own instance.
  return class SiteProxyBackend {
    constructor(...args: unknown[]) {
      const backend = proxy.init(...args) as ProxyBackend;
      const persist = backend.persistEntry.bind(backend);
      backend.persistEntry = async (entry, options) => {
        const dataFiles = versions.bring(entry.dataFiles);
        const answer = await persist({ ...entry, dataFiles }, options).catch((error: unknown) => {
          onRefused(error instanceof Error ? error.message : String(error));
          throw error;
        });
        versions.remember(dataFiles, answer);
        const warnings = (answer as { warnings?: unknown } | null)?.warnings;
        const newEntry = (options as { newEntry?: unknown } | null)?.newEntry === true;
        onWarnings(Array.isArray(warnings) ? warnings.map(String) : [], newEntry);
        return answer;
      };
      followNewEntries(backend, window);
      signOutOnLogout(backend, window);
      askToSignInAgain(backend, window);
      explainUnopenedEntries(backend, window);
      return backend as unknown as SiteProxyBackend;
    }
  };
}
