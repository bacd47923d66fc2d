/**
 * The checker's findings for the body widget's problems panel (decision 074): the text as typed,
 * checked by the back office (`POST /api/check`) once typing pauses, the previous request
 * aborted; and a save's own findings (a refused save's errors, a save's warnings) as the save
 * answers, parsed from the checker's `file:line:col: severity: message` lines. Whichever came
 * last is what the panel shows.
 */
import { useEffect, useState } from "react";
import { fileOfRow } from "#server/back-office/proxy/manifest-rows.ts";
import type { CheckedFinding } from "#server/back-office/proxy/finding.ts";

/** After this long without a keystroke the text is checked. */
const CHECK_DELAY_MS = 400;

const checkUrl = (): string => new URL("../api/check", document.baseURI).href;

/** What the panel shows: the last check's or save's findings; `refused` for a refused save's. */
export interface Problems {
  findings: CheckedFinding[];
  refused: boolean;
}

type Listener = (problems: Problems) => void;
const listeners = new Set<Listener>();

/**
 * A save answered: its findings (a refused save's errors, a save's warnings) go to every open
 * body widget's panel; a save with nothing to say leaves the panel as it is.
 */
export function publishSaveFindings(findings: CheckedFinding[], refused: boolean): void {
  if (findings.length === 0) return;
  for (const listener of listeners) listener({ findings, refused });
}

/**
 * The problems of `file` holding `text`: checked `CHECK_DELAY_MS` after the text last changed
 * (not while `file` is unknown), and each save's findings as it answers.
 */
export function useLiveCheck(file: string | undefined, text: string): Problems {
  const [problems, setProblems] = useState<Problems>({ findings: [], refused: false });
  useEffect(() => {
    listeners.add(setProblems);
    return () => void listeners.delete(setProblems);
  }, []);
  useEffect(() => {
    if (file === undefined) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(checkUrl(), {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({ path: file, text }),
        signal: abort.signal,
      })
        .then(async (response) =>
          response.ok ? ((await response.json()) as CheckedFinding[]) : undefined,
        )
        .then((findings) => {
          if (findings !== undefined && !abort.signal.aborted)
            setProblems({ findings, refused: false });
        })
        // Refused, aborted (more typing) or unreachable: the panel keeps what it had.
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [file, text]);
  return problems;
}

/** What Decap's entry (an Immutable map) offers that is read here. */
export interface DecapEntry {
  get(key: string): unknown;
}

/**
 * The content file an entry is: its path once it has one; a new entry's, the file its row's url
 * names (as the save will decide it); undefined while it has no url.
 */
export function fileOfEntry(entry: DecapEntry | undefined): string | undefined {
  const path = entry?.get("path");
  if (typeof path === "string" && path !== "") return path;
  const data = entry?.get("data") as DecapEntry | undefined;
  const row = { type: data?.get("type"), url: data?.get("url") };
  return fileOfRow(row);
}
