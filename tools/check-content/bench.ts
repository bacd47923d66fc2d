/**
 * `node tools/check-content/bench.ts [COUNT]`: times the content checker on a generated
 * folder of COUNT files (default 10,000): blog posts built from a demo post, with a manifest
 * entry each, plus the fixed pages and product images.
 */
import { MANIFEST_FILE } from "#app/content/index.ts";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContentFolder } from "#app/content-check/index.server.ts";
import { countErrors } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";

const total = Number(process.argv[2] ?? 10_000);
const template = await readFile("content/blogs/insights/short-names.md", "utf8");
const fixed = [
  "pages/home.md",
  "pages/affiliate.md",
  "pages/privacy.md",
  ...["insights", "humor", "blogs", "reviews", "qahub"].map((key) => `categories/${key}.md`),
];
const images = ["afternic.svg", "namecheap.svg", "sedo.svg", "dan.svg"];
const posts = total - fixed.length - images.length - 1;

const dir = await mkdtemp(path.join(tmpdir(), "check-content-bench-"));
try {
  await mkdir(path.join(dir, "images/products"), { recursive: true });
  await mkdir(path.join(dir, "pages"), { recursive: true });
  await mkdir(path.join(dir, "categories"), { recursive: true });
  for (const image of images) await writeFile(path.join(dir, "images/products", image), "<svg/>");
  for (const file of fixed) await writeFile(path.join(dir, file), `# ${file}\n`);
  const entries = [];
  for (let start = 0; start < posts; start += 500) {
    const batch = [];
    for (let index = start; index < Math.min(posts, start + 500); index += 1) {
      const folder = `bench-${Math.floor(index / 1000)}`;
      const url = `/${folder}/post-${index}`;
      entries.push({ type: "blog", status: "done", url, title: `Post ${index}` });
      batch.push(
        mkdir(path.join(dir, "blogs", folder), { recursive: true }).then(() =>
          writeFile(path.join(dir, "blogs", folder, `post-${index}.md`), template),
        ),
      );
    }
    await Promise.all(batch);
  }
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(entries, null, 2));

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const findings = await checkContentFolder(createDiskFolder(dir));
  const seconds = (performance.now() - started) / 1000;
  // CPU time moves less than wall time with the load of a shared machine.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `checked ${total} files (${posts} posts) in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s CPU): ${countErrors(findings)} errors, ${findings.length} findings`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
