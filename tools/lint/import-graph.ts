import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import ts from "typescript";

/** The folders whose files may not import each other in a circle. */
export const GRAPH_ROOTS = ["app", "server", "tools"] as const;

const SOURCE = /\.(ts|tsx)$/;
const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#server/": "server/",
  "#tools/": "tools/",
  "#tests/": "tests/",
};

/** The files an import graph is drawn over: every .ts/.tsx file under the roots, repo-relative. */
export function listSourceFiles(repo: string, roots: readonly string[] = GRAPH_ROOTS): string[] {
  return roots.flatMap((root) =>
    readdirSync(join(repo, root), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !file.includes("+types"))
      .map((file) => posix.join(root, file.split("\\").join("/"))),
  );
}

/**
 * The repo-relative files a module imports statically (types included: a circle of types is
 * still a circle a reader has to hold in their head). `import()` is left out: a lazy entry point
 * is loaded on demand, so it does not tie the two files' layers together.
 */
function importsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveSpecifier(file, specifier.text);
      if (target) targets.push(target);
    }
  }
  return targets;
}

/** `#app/x.ts` and `./x.ts` to a repo-relative path; packages and node: builtins to undefined. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (specifier.startsWith(".")) return posix.normalize(posix.join(dirname(from), specifier));
  return undefined;
}

export type ImportGraph = Map<string, string[]>;

/** Each source file under the roots with the files it imports. */
export function readImportGraph(repo: string, roots?: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of listSourceFiles(repo, roots)) {
    graph.set(file, importsOf(file, readFileSync(join(repo, file), "utf8")));
  }
  return graph;
}
