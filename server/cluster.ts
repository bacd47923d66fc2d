/**
 * WORKERS=N: N server processes share the port (node:cluster), so a machine's every core
 * answers. The primary only forks, replaces a worker that dies, and passes shutdown on.
 */
import cluster from "node:cluster";

/** Forks `count` workers and resolves once all of them listen. */
export async function startWorkers(count: number): Promise<void> {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  const listening = Array.from({ length: count }, () => {
    const worker = fork();
    return new Promise<void>((resolve, reject) => {
      worker.once("listening", () => resolve());
      worker.once("exit", (code) => reject(new Error(`a worker exited with ${code} at start`)));
    });
  });
  const stop = (signal: NodeJS.Signals): void => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.disconnect(() => process.exit(0));
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  await Promise.all(listening);
}
