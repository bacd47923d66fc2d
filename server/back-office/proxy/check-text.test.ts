/**
 * The live check's quick path (one markdown file against its folder's kept facts) answers what a
 * full check of the folder answers, on a copy of the demo content: a broken `go:` link, a link to
 * no page, a missing image, a draft of a public entry, an alias redirect's target.
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkSave } from "./check-save.ts";
import { checkText } from "./check-text.ts";

const FILE = "blogs/humor/typo-squatting.md";
let root: string;
let text: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "check-text-"));
  await cp("content", root, { recursive: true });
  text = await readFile(path.join(root, FILE), "utf8");
});
afterAll(() => rm(root, { recursive: true, force: true }));

const full = async (typed: string) => {
  const { errors, warnings } = await checkSave(root, { [FILE]: typed });
  return [...errors, ...warnings];
};

test("each typed text: the same findings as the full check of the folder", async () => {
  // The first check learns the folder's facts; each check is of the one file against them.
  expect(await checkText(root, { path: FILE, text })).toEqual(await full(text));
  const typed = [
    "Try [this deal](go:no-such-link) today.",
    "See [a page](/no/such/page/) and [home](/).",
    "![A photo](/assets/content/images/no-such-photo.png)",
    "[Typo squatting](/blogs/humor/typo-squatting/) again.",
  ].map((line) => `${text.trimEnd()}\n\n${line}\n`);
  for (const version of typed) {
    const quick = await checkText(root, { path: FILE, text: version });
    expect(quick).toEqual(await full(version));
  }
  const errors = await Promise.all(
    typed.map(async (version) =>
      (await checkText(root, { path: FILE, text: version })).filter(
        (finding) => finding.severity === "error",
      ),
    ),
  );
  // Not every text is clean: the comparison above is of findings, not of empty lists.
  expect(errors[0]!.map((finding) => finding.line)).toEqual([
    text.trimEnd().split("\n").length + 2,
  ]);
  expect(errors.flat().length).toBeGreaterThan(1);
});

test("a JSON file is checked in full, with another row's error as a warning", async () => {
  const manifest = await readFile(path.join(root, "content-manifest.json"), "utf8");
  const found = await checkText(root, { path: "content-manifest.json", text: manifest });
  expect(found).toEqual(
    await checkSave(root, { "content-manifest.json": manifest }).then(({ errors, warnings }) => [
      ...errors,
      ...warnings,
    ]),
  );
});
