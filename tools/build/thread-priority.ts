/**
 * The calling thread behind every other on the machine (nice 19): Linux sets a thread's priority
 * by its id (/proc/thread-self); elsewhere the thread keeps the process's.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

export function lowestThreadPriority(): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
  } catch {
    // Not Linux: the same priority as the process.
  }
}
