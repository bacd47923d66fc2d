/**
 * A small tmpfs for the full-disk tests (decision 055): mounted in a folder of its own under
 * `.tmp/`, so a test can fill it to the last byte without touching the machine's disk.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, statfsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";

export interface SmallDisk {
  /** The folder the test works in; `disk` is inside it. */
  work: string;
  /** Where the tmpfs is mounted; undefined where this machine cannot mount one. */
  disk: string | undefined;
  /** Unmounts the tmpfs and removes the work folder: within REMOVE_TIMEOUT_MS. */
  remove: () => Promise<void>;
}

/** Mounts a tmpfs of `size` (`24m`); where it cannot (not root, no permission) says so once. */
export async function mountSmallDisk(name: string, size: string): Promise<SmallDisk> {
  await mkdir(".tmp", { recursive: true });
  const work = path.resolve(await mkdtemp(path.join(".tmp", `${name}-`)));
  const disk = path.join(work, "disk");
  await mkdir(disk);
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", disk], {
    encoding: "utf8",
  });
  const mounted = mount.status === 0;
  if (!mounted)
    console.warn(`${name} test skipped: cannot mount a tmpfs here (${mount.stderr.trim()})`);
  return {
    work,
    disk: mounted ? disk : undefined,
    remove: async () => {
      if (mounted) await unmount(disk);
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** How long an unmount is tried again before it is made lazy. */
const UNMOUNT_TRIES_MS = 15_000;
/**
 * The timeout for a hook that removes a small disk (vitest's default, 10 s, is shorter than the
 * unmount's tries), with room for a server's close before it.
 */
export const REMOVE_TIMEOUT_MS = UNMOUNT_TRIES_MS + 15_000;

/**
 * Unmounts `disk`. A build's detached helpers (the removal of a failed release, the spare release)
 * may still have files open there for a few seconds after the build exits: the unmount is tried
 * again until they end, then made lazy (the disk goes once they close their files).
 */
async function unmount(disk: string): Promise<void> {
  const deadline = Date.now() + UNMOUNT_TRIES_MS;
  while (spawnSync("umount", [disk]).status !== 0) {
    if (Date.now() > deadline) {
      spawnSync("umount", ["--lazy", disk]);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Takes the disk's free space into `filler` until exactly `keep` bytes are free. */
export function fillLeaving(disk: string, filler: string, keep: number): void {
  const { bavail, bsize } = statfsSync(disk);
  appendFileSync(filler, Buffer.alloc(bavail * bsize - keep));
  const left = statfsSync(disk).bavail * bsize;
  if (left !== keep) throw new Error(`${disk}: ${left} bytes free after filling, not ${keep}`);
}
