/**
 * The import-circle check (docs/decisions/050): this repo's ESLint rule (tools/lint/
 * import-cycle-rule.ts) beside eslint-plugin-import-x's `no-cycle` and dependency-cruiser's
 * `no-circular`, each over app/, server/ and tools/ with nothing else to do. The note is what
 * each reports on the tree as it is, then on the tree with one type-only import closing a circle
 * (the case the rule's test in tools/lint/layers.test.ts proves).
 *   node tools/bench/libraries/import-cycles.ts        (ROUNDS=5 by default)
 */
import { ESLint, type Linter } from "eslint";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tseslint from "typescript-eslint";
import { paired } from "./paired.ts";

const ROOTS = ["app", "server", "tools"];
const FILES = ["app/**/*.{ts,tsx}", "server/**/*.ts", "tools/**/*.ts"];
// The rule's own test: a type-only import that closes a two-file circle.
const CLOSED = "app/content/routing/listing-pages.ts";
const CLOSING = `import type { PageRequest } from "./resolve-page.ts";\nexport type R = PageRequest;\n`;

async function lint(config: Linter.Config[], ruleId: string): Promise<string> {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(ROOTS);
  const found = results.flatMap((r) => r.messages).filter((m) => m.ruleId === ruleId).length;
  const code = CLOSING + readFileSync(CLOSED, "utf8");
  const [closed] = await eslint.lintText(code, { filePath: CLOSED });
  const caught = closed!.messages.filter((m) => m.ruleId === ruleId).length;
  return `${results.length} files, ${found} on the tree, ${caught} on the closed circle`;
}

const parser = {
  ignores: ["**/+types/**"],
  files: FILES,
  languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: "module" as const },
  linterOptions: { reportUnusedDisableDirectives: "off" as const },
};

await paired(import.meta.filename, {
  // The parse every lint run pays anyway: a rule's own cost is its time less this.
  "parse only": () => lint([parser], "none"),
  async own() {
    const { noImportCycle } = await import("#tools/lint/import-cycle-rule.ts");
    const plugin = { rules: { "no-import-cycle": noImportCycle } };
    const rules = { "local/no-import-cycle": "error" as const };
    return lint([{ ...parser, plugins: { local: plugin }, rules }], "local/no-import-cycle");
  },
  async "import-x"() {
    const { default: importX, createNodeResolver } = await import("eslint-plugin-import-x");
    const config = {
      ...parser,
      plugins: { "import-x": importX as unknown as ESLint.Plugin },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        "import-x/resolver-next": [createNodeResolver()],
      },
      rules: { "import-x/no-cycle": "error" as const },
    };
    return lint([config], "import-x/no-cycle");
  },
  async "dependency-cruiser"() {
    const { cruise } = await import("dependency-cruiser");
    const ruleSet = {
      forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }],
    };
    const options = {
      ruleSet,
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "\\+types" },
    } as Parameters<typeof cruise>[1];
    const errors = async (roots: string[]) => {
      const { output } = await cruise(roots, options, { extensions: [".ts", ".tsx", ".js"] });
      return typeof output === "string" ? -1 : output.summary.error;
    };
    const found = await errors(ROOTS);
    // dependency-cruiser reads files, not an editor's text: the closed circle as two files.
    const dir = mkdtempSync(join(tmpdir(), "cycle-"));
    writeFileSync(join(dir, "a.ts"), 'import type { B } from "./b.ts";\nexport type A = B;\n');
    writeFileSync(join(dir, "b.ts"), 'import type { A } from "./a.ts";\nexport type B = A;\n');
    const caught = await errors([dir]);
    rmSync(dir, { recursive: true });
    return `${found} on the tree, ${caught} on a two-file type-only circle`;
  },
});
