/**
 * The tree's shape, checked: no source file (TypeScript or CSS) over 250 lines unless its opening
 * comment says why in a line starting "Long:" (to be split when next touched), no feature
 * folder over 30 % of app/'s lines, no function over 80 lines without a reason written beside
 * it (a comment with "Long:" right above it), no project-history words (which round or turn
 * added something) in names or comments. Tests, browser journeys and fixtures are not source.
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { expect, test } from "vitest";
import { listSourceFiles } from "./import-graph.ts";

const MAX_FILE_LINES = 250;
const MAX_FEATURE_SHARE = 0.3;
const MAX_FUNCTION_LINES = 80;
const NOT_SOURCE = /\.test\.tsx?$|\.spec\.ts$|\/fixtures\//;

const sources = listSourceFiles(".").filter((file) => !NOT_SOURCE.test(file));
const stylesheets = ["app", "server", "tools"].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css") && !NOT_SOURCE.test(file))
    .map((file) => `${root}/${file.split("\\").join("/")}`),
);
const linesOf = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

/** A file's opening comment gives the reason it is long: a line starting `Long:` (or ` * Long:`). */
const saysWhyLong = (file: string) =>
  /^\s*(?:\/\*\*?|\*|\/\/)\s*Long:/m.test(
    /^\s*\/\*[\s\S]*?\*\//.exec(readFileSync(file, "utf8"))?.[0] ?? "",
  );

test("no source file, TypeScript or CSS, is over 250 lines unless its opening comment says why", () => {
  expect(stylesheets).toContain("app/ui/styles/app.css");
  const long = [...sources, ...stylesheets].filter(
    (file) => linesOf(file) > MAX_FILE_LINES && !saysWhyLong(file),
  );
  expect(long.map((file) => `${file}: ${linesOf(file)} lines`)).toEqual([]);
});

test("no feature folder holds over 30 % of app/'s lines", () => {
  const byFeature = new Map<string, number>();
  let total = 0;
  for (const file of sources.filter((name) => name.startsWith("app/"))) {
    const lines = linesOf(file);
    total += lines;
    const feature = /^app\/([^/]+)\//.exec(file)?.[1];
    if (feature) byFeature.set(feature, (byFeature.get(feature) ?? 0) + lines);
  }
  const large = [...byFeature].filter(([, lines]) => lines > total * MAX_FEATURE_SHARE);
  expect(large.map(([feature, lines]) => `app/${feature}: ${lines} of ${total}`)).toEqual([]);
});

/** The statement a function is written in (`export const f = () => ...`): its comment is there. */
function holder(node: ts.Node): ts.Node {
  let at = node;
  while (
    at.parent &&
    !ts.isSourceFile(at.parent) &&
    !ts.isBlock(at.parent) &&
    !ts.isClassLike(at.parent)
  )
    at = at.parent;
  return at;
}

test("a function over 80 lines says why, in a comment starting `Long:` above it", () => {
  const unexplained: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const comments = text.slice(holder(node).getFullStart(), node.getStart(source));
        if (end - start + 1 > MAX_FUNCTION_LINES && !/\bLong:/.test(comments))
          unexplained.push(`${file}:${start + 1} (${end - start + 1} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(unexplained).toEqual([]);
}, 60_000);

test("no name or comment says which round or turn of the project added it", () => {
  const history = /\bround[- ](?:one|two|three|four|five|[1-9])\b|\b(?:last|this|next) turn\b/i;
  const files = [...listSourceFiles("."), ...listSourceFiles(".", ["tests"]), ...stylesheets];
  const found = files.filter(
    (file) => history.test(file) || history.test(readFileSync(file, "utf8")),
  );
  expect(found).toEqual([]);
});
