/** One content check, run by check-process.ts: reads its task, sends its exit code, ends. */
import { runContentCheck, type CheckRunOptions } from "./run-check.ts";

process.once("message", (task) => {
  const { dir, options } = task as { dir: string; options: CheckRunOptions };
  void runContentCheck(dir, options).then((code) =>
    process.send?.(code, () => process.disconnect()),
  );
});
