/**
 * The versions one open editor sends: after a save, the version that save made (from the back
 * office's answer); an editor that never saved sends the version it opened.
 */
import { expect, test } from "vitest";
import { readDocument, writeDocument } from "#server/back-office/proxy/document.ts";
import { createSavedVersions } from "./saved-versions.ts";

const file = "blogs/insights/x.md";
const raw = (opened: string | null) =>
  writeDocument({ kind: "markdown", opened, manifest: null, file: "# X\n" });
const openedOf = (text: string) => {
  const document = readDocument(text);
  return "error" in document ? "error" : document.opened;
};

test("each save from one editor sends the version the one before made", () => {
  const versions = createSavedVersions();
  // Decap keeps the fields as opened: every save carries version A.
  let sent = versions.bring([{ path: file, raw: raw("A") }]);
  expect(openedOf(sent[0]!.raw)).toBe("A");
  versions.remember(sent, { saved: [{ path: file, opened: "B" }] });
  sent = versions.bring([{ path: file, raw: raw("A") }]);
  expect(openedOf(sent[0]!.raw)).toBe("B");
  versions.remember(sent, { saved: [{ path: file, opened: "C" }] });
  expect(openedOf(versions.bring([{ path: file, raw: raw("A") }])[0]!.raw)).toBe("C");
  // Another file, and another editor (no saves remembered), send what they opened.
  expect(openedOf(versions.bring([{ path: "other.md", raw: raw("A") }])[0]!.raw)).toBe("A");
  expect(openedOf(createSavedVersions().bring([{ path: file, raw: raw("A") }])[0]!.raw)).toBe("A");
});

test("a refused save or a new entry remembers nothing", () => {
  const versions = createSavedVersions();
  versions.remember([{ path: file, raw: raw("A") }], { error: "changed by someone else" });
  versions.remember([{ path: file, raw: raw(null) }], { saved: [{ path: file, opened: "B" }] });
  expect(openedOf(versions.bring([{ path: file, raw: raw("A") }])[0]!.raw)).toBe("A");
  expect(openedOf(versions.bring([{ path: file, raw: raw(null) }])[0]!.raw)).toBe(null);
});
