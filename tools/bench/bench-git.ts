/**
 * `npm run bench:git`: what one back-office commit costs on a content folder of 10,000 files
 * (decision 071). One file is changed and committed, through the back office's own code
 * (content-git.ts: the `git` program, add + diff + commit), 10 times; the median is written to
 * docs/benchmarks.md. With ISOMORPHIC_GIT set to an install of isomorphic-git (it is not a
 * dependency: `npm install --prefix /tmp/iso isomorphic-git`, then
 * ISOMORPHIC_GIT=/tmp/iso/node_modules/isomorphic-git), the same commit through it is timed too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { openContentGit } from "#server/back-office/proxy/content-git.ts";
import { writeSection } from "./benchmarks-doc.ts";

const FILES = 10_000;
const RUNS = 10;

async function folder(dir: string): Promise<void> {
  for (let index = 0; index < FILES; index++) {
    const sub = path.join(dir, "blogs", `f${index % 100}`);
    if (index < 100) await mkdir(sub, { recursive: true });
    await writeFile(
      path.join(sub, `post-${index}.md`),
      `# Post ${index}\n\n${"Text. ".repeat(300)}\n`,
    );
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchProgram(root: string): Promise<number> {
  const dir = path.join(root, "program");
  await folder(dir);
  const git = await openContentGit(
    dir,
    path.join(root, "program.git"),
    "Bench <b@localhost>",
    () => undefined,
  );
  await git.commit(["."], "all");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await writeFile(path.join(dir, "blogs/f7/post-7.md"), `# Post 7, run ${run}\n`);
    const start = performance.now();
    await git.commit(["blogs/f7/post-7.md"], `Edit run ${run}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

interface IsoGit {
  init(options: object): Promise<void>;
  add(options: object): Promise<void>;
  commit(options: object): Promise<string>;
}

async function benchIsomorphic(root: string, from: string): Promise<number> {
  const git = (await import(path.join(from, "index.cjs"))) as { default: IsoGit };
  const iso = git.default;
  const dir = path.join(root, "iso");
  await folder(dir);
  const author = { name: "Bench", email: "b@localhost" };
  await iso.init({ fs, dir, defaultBranch: "main" });
  await iso.add({ fs, dir, filepath: "." });
  await iso.commit({ fs, dir, message: "all", author });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await writeFile(path.join(dir, "blogs/f7/post-7.md"), `# Post 7, run ${run}\n`);
    const start = performance.now();
    await iso.add({ fs, dir, filepath: "blogs/f7/post-7.md" });
    await iso.commit({ fs, dir, message: `Edit run ${run}`, author });
    times.push(performance.now() - start);
  }
  return median(times);
}

const root = await mkdtemp(path.join(tmpdir(), "bench-git-"));
try {
  const program = await benchProgram(root);
  const isoFrom = process.env.ISOMORPHIC_GIT;
  const iso = isoFrom ? await benchIsomorphic(root, isoFrom) : undefined;
  const version = execFileSync("git", ["--version"], { encoding: "utf8" }).trim();
  const rows = [
    `| the \`git\` program (${version}, execFile; the back office's code) | ${program.toFixed(1)} ms |`,
    ...(iso === undefined
      ? []
      : [`| isomorphic-git (pure JS, \`add\` + \`commit\`) | ${iso.toFixed(1)} ms |`]),
  ];
  await writeSection(
    "git commit",
    `## One back-office commit on a 10,000-file content folder

Written by \`npm run bench:git\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, shared; Node ${process.version}). A folder of ${FILES.toLocaleString("en")} markdown files (2 KB each) is committed once; then one file is changed and committed, ${RUNS} times: the median (decision 071).

| client | one commit of one file |
| --- | --- |
${rows.join("\n")}

Figures vary with what else the machine runs; compare figures from one run.`,
  );
  console.log(rows.join("\n"));
} finally {
  await rm(root, { recursive: true, force: true });
}
