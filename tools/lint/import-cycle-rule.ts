/**
 * An ESLint rule: no import circle between files in app/, server/ and tools/. The rest of the
 * graph is read from disk once per lint run; the file being linted contributes its imports as
 * ESLint parsed them, so an edit that closes a circle fails before it is saved.
 */
import type { Rule } from "eslint";
import { posix, relative } from "node:path";
import { findCycleThrough } from "./find-cycles.ts";
import {
  GRAPH_ROOTS,
  readImportGraph,
  resolveSpecifier,
  type ImportGraph,
} from "./import-graph.ts";

// One lint run reads the tree once, not once per file it lints.
const graphs = new Map<string, ImportGraph>();

function graphOf(repo: string): ImportGraph {
  let graph = graphs.get(repo);
  if (!graph) graphs.set(repo, (graph = readImportGraph(repo)));
  return graph;
}

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "disallow import circles between files" },
    schema: [],
  },
  create(context) {
    const file = relative(context.cwd, context.filename).split("\\").join("/");
    if (!GRAPH_ROOTS.some((root) => file.startsWith(`${root}/`))) return {};
    const imports: Array<{ node: Rule.Node; target: string }> = [];
    const collect = (node: Rule.Node & { source?: { value?: unknown } | null }) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(file, specifier);
      if (target) imports.push({ node, target: posix.normalize(target) });
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      "Program:exit"() {
        const graph = new Map(graphOf(context.cwd));
        graph.set(
          file,
          imports.map(({ target }) => target),
        );
        for (const { node, target } of imports) {
          const circle = findCycleThrough(graph, file, target);
          if (!circle) continue;
          context.report({ node, message: `import circle: ${circle.join(" → ")}` });
          return;
        }
      },
    };
  },
};
