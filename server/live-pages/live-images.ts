/**
 * Variants for images published after the build. A render that finds an image without variants
 * gives it its size at once (#app/images: completeImageSizes, from the file's header) and
 * announces it on MISSING_IMAGES_CHANNEL; this queue hears it and makes the missing slots in one
 * background thread (image-worker.ts), one image at a time, at most MAX_QUEUED waiting. Each
 * result joins `live-image-manifest.json` in the build folder (which the renderer reads under the
 * build's own manifest) and the pages that use the image are rendered again (`onReady`), so a
 * phone gets the original only until its variants exist. An image that fails (a broken file) is
 * asked for again after `retryMs`, so a file fixed in place gets its variants without a restart.
 * The next build makes them itself and removes the file.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  liveImageManifestFile,
  MISSING_IMAGES_CHANNEL,
  type ImageManifest,
  type ImageSlot,
  type MissingImagesMessage,
} from "#app/images/index.server.ts";
import type { ImageJob, ImageReply } from "./image-worker.ts";

export interface LiveImagesOptions {
  buildRoot: string;
  clientDir: string;
  contentDir: string;
  log: (line: string) => void;
  /** The pages that use an image whose variants were just made. */
  onReady: (pathnames: readonly string[]) => void;
  /** How long an image that failed is not tried again (default 60 s): a file fixed in place is, after it. */
  retryMs?: number;
  /** The clock the retry time is read from (tests). */
  now?: () => number;
}

export interface LiveImages {
  /** Images waiting or being made. */
  size(): number;
  /** Resolves when nothing is waiting (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const MAX_QUEUED = 256;
/** The image thread's own heap; sharp's pixels live outside it, one image at a time. */
const HEAP_MB = 96;

interface Wanted {
  file: string;
  slots: Set<ImageSlot>;
  pages: Set<string>;
}

// Long: its closures share the waiting images, the image thread and what was made.
export function createLiveImages(options: LiveImagesOptions): LiveImages {
  const manifestFile = liveImageManifestFile(options.buildRoot);
  const waiting = new Map<string, Wanted>();
  /** `url slot` made, or being made, since the start: never asked for twice. */
  const done = new Set<string>();
  /** `url slot` that failed, with the time it may be tried again (a file replaced by a good one). */
  const failedUntil = new Map<string, number>();
  const retryMs = options.retryMs ?? 60_000;
  const now = options.now ?? (() => performance.now());
  let worker: Worker | undefined;
  let busy: Promise<void> | undefined;
  let closed = false;
  const idleWaiters: (() => void)[] = [];

  const channel = new BroadcastChannel(MISSING_IMAGES_CHANNEL);
  (channel as unknown as { unref(): void }).unref();
  channel.onmessage = (event) => {
    const { pathname, images } = (event as MessageEvent<MissingImagesMessage>).data;
    for (const { url, slot, file } of images) {
      const id = `${url} ${slot}`;
      if (done.has(id) || (failedUntil.get(id) ?? 0) > now()) continue;
      const wanted = waiting.get(url) ?? { file, slots: new Set(), pages: new Set() };
      if (!waiting.has(url) && waiting.size >= MAX_QUEUED) continue;
      wanted.slots.add(slot);
      wanted.pages.add(pathname);
      waiting.set(url, wanted);
    }
    next();
  };

  const start = () => {
    const thread = new Worker(new URL("./image-worker.ts", import.meta.url), {
      workerData: {
        contentDir: options.contentDir,
        clientDir: options.clientDir,
        cacheDir: path.join(options.buildRoot, "live-images"),
      },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    thread.unref();
    thread.on("error", (error) => options.log(`live images: ${error.message}`));
    thread.on("exit", () => {
      if (worker === thread) worker = undefined;
    });
    return thread;
  };

  let nextId = 0;
  const make = (job: Omit<ImageJob, "id">): Promise<ImageReply> =>
    new Promise((resolve) => {
      const thread = (worker ??= start());
      const id = nextId++;
      const onMessage = (reply: ImageReply) => {
        if (reply.id !== id) return;
        thread.off("message", onMessage);
        thread.off("exit", onExit);
        resolve(reply);
      };
      const onExit = (code: number) => resolve({ id, error: `the image thread stopped (${code})` });
      thread.on("message", onMessage);
      thread.once("exit", onExit);
      thread.postMessage({ ...job, id });
    });

  const next = (): void => {
    if (busy || closed) return;
    const first = waiting.entries().next();
    if (first.done) {
      for (const resolve of idleWaiters.splice(0)) resolve();
      return;
    }
    const [url, wanted] = first.value;
    waiting.delete(url);
    const slots = [...wanted.slots];
    for (const slot of slots) done.add(`${url} ${slot}`);
    busy = make({ file: wanted.file, slots })
      .then(async (reply) => {
        if (!reply.image) {
          options.log(`live images: ${wanted.file}: ${reply.error}`);
          for (const slot of slots) {
            done.delete(`${url} ${slot}`);
            if (failedUntil.size >= 10_000) failedUntil.clear();
            failedUntil.set(`${url} ${slot}`, now() + retryMs);
          }
          return;
        }
        await addToManifest(manifestFile, url, reply.image);
        options.onReady([...wanted.pages]);
      })
      .catch((error: unknown) => options.log(`live images: ${(error as Error).message}`))
      .finally(() => {
        busy = undefined;
        next();
      });
  };

  return {
    size: () => waiting.size + (busy ? 1 : 0),
    idle: () =>
      waiting.size === 0 && !busy
        ? Promise.resolve()
        : new Promise((resolve) => idleWaiters.push(resolve)),
    async close() {
      closed = true;
      channel.close();
      await worker?.terminate();
    },
  };
}

/** Adds an image's slots to the server's manifest, written whole (the renderer reads it). */
async function addToManifest(file: string, url: string, image: ImageManifest[string]) {
  let manifest: ImageManifest = {};
  try {
    manifest = JSON.parse(await readFile(file, "utf8")) as ImageManifest;
  } catch {
    // None yet, or unreadable: started again.
  }
  manifest[url] = { ...manifest[url], ...image };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(manifest));
  await rename(`${file}.${process.pid}.tmp`, file);
}
