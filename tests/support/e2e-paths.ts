import path from "node:path";

/** Where the browser tests' own copy of the site lives for a given port. */
export function e2eRoot(port: number): string {
  return path.resolve(".tmp", `e2e-${port}`);
}

export function e2eContentDir(port: number): string {
  return path.join(e2eRoot(port), "content");
}
