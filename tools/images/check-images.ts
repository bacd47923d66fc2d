/**
 * The checker's image findings, at the file and line where the markdown uses the image:
 * missing alt text, files over 5 MB or 6,000 px, formats browsers cannot show (warnings), and
 * files that cannot be decoded (errors: the build would serve them as uploaded, broken).
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { guessLayout } from "#app/content-check/index.server.ts";
import { createLocator, type Finding, type Severity } from "#app/content-check/index.server.ts";
import type { ContentFolder } from "#app/content-check/index.server.ts";
import { addImageUses, type ImageSlots } from "./build-images.ts";
import type { ImageUse } from "./collect-images.ts";
import { openImageUsesCache, type ImageUsesCache } from "./image-uses-cache.ts";
import { BROWSER_FORMATS, PASS_THROUGH_FORMATS } from "#app/images/index.server.ts";

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_SIDE = 6000;

type FileProblem = { severity: Severity; message: string };

/**
 * `uses`: each file's image uses, remembered between builds (image-uses-cache.ts); it is saved
 * here. By default a cache of this run only. `slots`: gathers every file's uses for the image
 * step (build-images.ts), which then need not read them all again.
 */
export async function checkImages(
  folder: ContentFolder,
  contentDir: string,
  uses?: ImageUsesCache,
  slots?: ImageSlots,
): Promise<Finding[]> {
  const files = (await folder.listFiles()).filter((file) => file.endsWith(".md")).sort();
  const inspected = new Map<string, Promise<FileProblem[]>>();
  const findings: Finding[] = [];
  const cache = uses ?? (await openImageUsesCache(contentDir, undefined));
  for (const file of files) {
    const read = () => folder.readText(file);
    const fileUses = await cache.uses(file, guessLayout(file), read, folder.contentHash?.(file));
    if (slots) addImageUses(slots, fileUses);
    if (fileUses.length === 0) continue;
    // The file is read again only to place a finding: most uses have none.
    let locate: ReturnType<typeof createLocator> | undefined;
    const at = async (use: ImageUse) => {
      locate ??= createLocator(await read());
      return { file: folder.displayPath(file), ...locate(use.offset) };
    };
    for (const use of fileUses) {
      if (use.alt !== undefined && use.alt.trim() === "") {
        findings.push({
          ...(await at(use)),
          severity: "warning",
          message: `${use.label}: no alt text`,
        });
      }
      if (use.file === undefined) continue;
      const problems = inspected.get(use.file) ?? inspectImage(contentDir, use.file);
      inspected.set(use.file, problems);
      for (const problem of await problems) {
        findings.push({ ...(await at(use)), ...describe(use, problem) });
      }
    }
  }
  await cache.save();
  return findings;
}

function describe(use: ImageUse, { severity, message }: FileProblem): FileProblem {
  return { severity, message: `${use.label}: ${use.file} ${message}` };
}

/** What is wrong with one image file; nothing for a missing file (the checker says so already). */
async function inspectImage(contentDir: string, file: string): Promise<FileProblem[]> {
  const filePath = path.resolve(contentDir, file);
  if (!filePath.startsWith(path.resolve(contentDir) + path.sep)) return [];
  const size = await stat(filePath).then(
    (stats) => stats.size,
    () => undefined,
  );
  if (size === undefined) return [];
  const problems: FileProblem[] = [];
  if (size > MAX_IMAGE_BYTES) {
    const megabytes = (size / 1024 / 1024).toFixed(1);
    problems.push({ severity: "warning", message: `is ${megabytes} MB: keep images under 5 MB` });
  }
  const nameFormat = path.extname(file).slice(1).toLowerCase().replace(/^jpg$/, "jpeg");
  if (nameFormat === "svg") return problems;
  const source = await readFile(filePath);
  const header = await sharp(source)
    .metadata()
    .catch(() => undefined);
  const format = header?.format ?? nameFormat;
  if (!BROWSER_FORMATS.has(format)) {
    problems.push({
      severity: "warning",
      message: `is ${format.toUpperCase()}, which browsers cannot show: use JPEG, PNG, WebP or AVIF`,
    });
  }
  if (header?.width && header.height && Math.max(header.width, header.height) > MAX_IMAGE_SIDE) {
    problems.push({
      severity: "warning",
      message: `is ${header.width}×${header.height} px: keep images under ${MAX_IMAGE_SIDE} px`,
    });
  }
  if (!(await decodes(source, format))) {
    problems.push({
      severity: "error",
      message: "cannot be decoded: it is damaged or not an image",
    });
  }
  return problems;
}

/** A full decode (at a reduced scale where the format allows): truncated files fail too. */
async function decodes(source: Buffer, format: string): Promise<boolean> {
  const options = { failOn: "truncated", animated: PASS_THROUGH_FORMATS.has(format) } as const;
  try {
    await sharp(source, options).resize(64, 64, { fit: "inside" }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
