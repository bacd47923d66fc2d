import { ESLint } from "eslint";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { findCycles } from "./find-cycles.ts";
import { readImportGraph } from "./import-graph.ts";
import {
  EDITOR_LAYER,
  FEATURES,
  FEATURE_LAYERS,
  OUTER_LAYERS,
  SERVER_LAYERS,
  TOOLS_LAYERS,
  describeAllowed,
} from "./layers.ts";

const eslint = new ESLint();

// Loading the config, the TypeScript parser and the import graph takes seconds the first time.
beforeAll(() => eslint.lintText("", { filePath: "app/ui/warm-up.ts" }), 60_000);

async function errors(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

test("a feature importing one its row of the layer table does not list fails lint", async () => {
  const up = 'import { describePage } from "#app/seo/index.ts";\nexport const x = describePage;\n';
  const [error, ...more] = await errors("app/affiliate/example.ts", up, "no-restricted-imports");
  expect(more).toEqual([]);
  expect(error).toContain(
    "affiliate may use only content, markdown of app/ (tools/lint/layers.ts)",
  );
  expect(await errors("app/share/example.ts", up, "no-restricted-imports")).toEqual([]);
  const feature = 'import { site } from "#app/shell/index.ts";\nexport const x = site;\n';
  expect(await errors("server/example.ts", feature, "no-restricted-imports")).toHaveLength(1);
});

test("an import that closes a circle between files fails lint, naming the circle", async () => {
  const file = "app/content/routing/listing-pages.ts";
  const code = readFileSync(file, "utf8");
  expect(await errors(file, code, "local/no-import-cycle")).toEqual([]);
  const closing = `import type { PageRequest } from "./resolve-page.ts";\nexport type R = PageRequest;\n`;
  expect(await errors(file, closing + code, "local/no-import-cycle")).toEqual([
    `import circle: ${file} → app/content/routing/resolve-page.ts → ${file}`,
  ]);
});

test("app, server and tools have no import circle", () => {
  expect(findCycles(readImportGraph("."))).toEqual([]);
});

test("the cycle finder reports each circle once, with every file in it", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", []],
    ["e", ["e"]],
  ]);
  expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
});

test("the layer table names every feature folder and its rows form no circle", () => {
  const folders = readdirSync("app", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "routes")
    .map((entry) => entry.name);
  expect([...FEATURES].sort()).toEqual(folders.sort());
  const rows = new Map(FEATURES.map((feature) => [feature, [...FEATURE_LAYERS[feature]]]));
  expect(findCycles(rows)).toEqual([]);
  for (const allowed of [...Object.values(FEATURE_LAYERS), ...Object.values(OUTER_LAYERS)]) {
    for (const feature of allowed) expect(FEATURES).toContain(feature);
  }
});

test("the architecture page's may-use column is the layer table", () => {
  const page = readFileSync("docs/architecture.md", "utf8");
  const cells = new Map<string, string>();
  for (const [, folder, allowed] of page.matchAll(
    /^\| `([a-z-]+\/(?:[a-z-]+\/)?)` +\|[^|]*\| ([^|]*?) +\|$/gm,
  )) {
    cells.set(folder!, allowed!.split(";")[0]!);
  }
  for (const feature of FEATURES) {
    expect(cells.get(`app/${feature}/`), feature).toBe(describeAllowed(feature));
  }
  for (const folder of ["server", "tools"] as const) {
    expect(cells.get(`${folder}/`), folder).toBe(describeAllowed(folder));
  }
});

test("every repository file the features map and the architecture page name exists", () => {
  const missing: string[] = [];
  for (const doc of ["docs/features.md", "docs/architecture.md"]) {
    const text = readFileSync(doc, "utf8");
    for (const [, path] of text.matchAll(/`((?:app|server|tools|tests|docs)\/[\w./+-]*\.\w+)`/g)) {
      if (!existsSync(path!)) missing.push(`${doc}: ${path}`);
    }
  }
  expect(missing).toEqual([]);
});

function folders(parent: string): string[] {
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

test("the server's and the tools' folder tables name every folder, with no circle and no two-way pair", () => {
  expect(Object.keys(SERVER_LAYERS).sort()).toEqual(folders("server"));
  expect(Object.keys(TOOLS_LAYERS).sort()).toEqual(folders("tools"));
  const server = new Map(
    Object.entries(SERVER_LAYERS).map(([name, uses]) => [
      `server/${name}`,
      uses.map((use) => `server/${use}`),
    ]),
  );
  const tools = new Map(
    Object.entries(TOOLS_LAYERS).map(([name, uses]) => [
      `tools/${name}`,
      uses.map((use) => (use.startsWith("server/") ? use : `tools/${use}`)),
    ]),
  );
  const graph = new Map([...server, ...tools]);
  for (const uses of graph.values())
    for (const use of uses) if (use !== "server/main") expect([...graph.keys()]).toContain(use);
  expect(findCycles(graph)).toEqual([]);
  for (const feature of EDITOR_LAYER.features) expect(FEATURES).toContain(feature);
});

test("a server or tools folder importing one its row does not list fails lint", async () => {
  const use = (target: string) => `import { x } from "${target}";\nexport const y = x;\n`;
  const rule = "no-restricted-imports";
  expect(await errors("server/http/example.ts", use("#server/files/send-file.ts"), rule)).toEqual([
    "'#server/files/send-file.ts' import is restricted from being used by a pattern. server/http may use only no other folder of server/ (tools/lint/layers.ts)",
  ]);
  expect(await errors("server/files/example.ts", use("#server/http/paths.ts"), rule)).toEqual([]);
  expect(await errors("tools/search/example.ts", use("#tools/build/main.ts"), rule)).toHaveLength(
    1,
  );
  expect(await errors("tools/build/example.ts", use("#server/main.ts"), rule)).toEqual([]);
  expect(await errors("tools/build/example.ts", use("#server/go/go-route.ts"), rule)).toHaveLength(
    1,
  );
  const editor = "server/back-office/editor/example.ts";
  expect(
    await errors(editor, use("#server/back-office/proxy/content-store.ts"), rule),
  ).toHaveLength(1);
  expect(await errors(editor, use("#server/back-office/proxy/document.ts"), rule)).toEqual([]);
});

test("no server file starts or imports a file under tools/", () => {
  const offenders: string[] = [];
  for (const file of readdirSync("server", { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.endsWith(".test.ts")) continue;
    const code = readFileSync(`server/${file}`, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    if (/["'`](?:#tools\/|(?:\.\.\/)+tools\/)/.test(code)) offenders.push(`server/${file}`);
  }
  expect(offenders).toEqual([]);
});

test("the architecture page's table of server and tools folders is the layer table", () => {
  const page = readFileSync("docs/architecture.md", "utf8");
  const cells = new Map<string, string>();
  for (const [, folder, allowed] of page.matchAll(
    /^\| `((?:server|tools)\/[a-z-]+)\/` +\|[^|]*\| ([^|]*?) +\|$/gm,
  ))
    cells.set(folder!, allowed!);
  const describe = (uses: readonly string[]) => (uses.length === 0 ? "nothing" : uses.join(", "));
  for (const [folder, uses] of Object.entries(SERVER_LAYERS))
    expect(cells.get(`server/${folder}`), folder).toBe(describe(uses));
  for (const [folder, uses] of Object.entries(TOOLS_LAYERS))
    expect(cells.get(`tools/${folder}`), folder).toBe(describe(uses));
});
