import type { ImportGraph } from "./import-graph.ts";

/**
 * The import circles in a graph: one list of files per strongly connected component of more than
 * one file (or a file that imports itself), each starting at its first file in sort order and
 * following imports, so a report names the files in the order a reader walks them.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  // Tarjan's algorithm, iterative so a long import chain cannot overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ file: string; edge: number }> = [{ file: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = (graph.get(frame.file) ?? []).filter((target) => graph.has(target));
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      const selfImport = graph.get(frame.file)?.includes(frame.file) ?? false;
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The shortest circle that starts with the import `from` → `to`, as the files walked (`from`
 * first and last), or undefined when `to` does not lead back to `from`.
 */
export function findCycleThrough(
  graph: ImportGraph,
  from: string,
  to: string,
): string[] | undefined {
  // Breadth first from `to`, remembering how each file was reached, until `from` is reached.
  const reachedFrom = new Map<string, string | undefined>([[to, undefined]]);
  const queue = [to];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head]!;
    if (file === from) {
      const walk: string[] = [];
      for (let step: string | undefined = file; step !== undefined; step = reachedFrom.get(step)) {
        walk.push(step);
      }
      return [from, ...walk.reverse()];
    }
    for (const next of graph.get(file) ?? []) {
      if (reachedFrom.has(next)) continue;
      reachedFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}
