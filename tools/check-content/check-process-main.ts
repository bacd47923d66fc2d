/** One content check, run by check-process.ts: reads its task, sends its exit code, ends. */
import path from "node:path";
import sharp from "sharp";
import { diskFullError, diskFullLine } from "#tools/cli/disk-full.ts";
import { runContentCheck, type CheckRunOptions } from "./run-check.ts";

// libvips keeps up to 50 MB of decoded images to reuse, and this process decodes each once: the
// image checks, then the variants. Without it the image step's peak at 10,000 entries fell from
// about 600 MB to 500 MB, as long (decision 080).
sharp.cache(false);

process.once("message", (task) => {
  const { dir, options } = task as { dir: string; options: CheckRunOptions };
  runContentCheck(dir, options).then(
    (code) => process.send?.(code, () => process.disconnect()),
    (error: unknown) => {
      // A full disk (the caches, the image variants, the manifest): one line, the build ends.
      const full = diskFullError(error);
      if (!full) throw error;
      const buildDir = options.build?.buildDir ?? ".";
      console.error(diskFullLine(full, path.join(buildDir, "cache")));
      process.send?.(1, () => process.disconnect());
    },
  );
});
