/**
 * WORKERS=N: N server processes share the port (node:cluster), so a machine's every core
 * answers. The primary only forks, replaces a worker that dies, and passes shutdown on: each
 * worker closes its server and writes its clicks itself, and the primary waits for them (up to
 * `stopTimeoutMs`) instead of disconnecting them, which would end them before they write.
 */
import cluster, { type Worker } from "node:cluster";

export interface WorkerOptions {
  count: number;
  /** How long a stop waits for the workers before it kills what is left. */
  stopTimeoutMs: number;
  log?: (line: string) => void;
}

/** Forks the workers and resolves once all of them listen; rejects (workers ended) if one exits. */
export async function startWorkers(options: WorkerOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.error(line));
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    // A message to a worker that just died fails with EPIPE: that worker's exit is what matters.
    worker.on("error", (error) => log(`worker ${worker.process.pid}: ${error.message}`));
    return worker;
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals, exitCode: number): void => {
    if (stopping) return;
    stopping = true;
    const alive = () =>
      Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
    const done = () => {
      if (alive().length === 0) process.exit(exitCode);
    };
    cluster.on("exit", done);
    for (const worker of alive()) worker.process.kill(signal);
    setTimeout(() => {
      const left = alive();
      log(
        `${left.length} workers still running ${options.stopTimeoutMs} ms after ${signal}: killed`,
      );
      for (const worker of left) worker.process.kill("SIGKILL");
      process.exit(1);
    }, options.stopTimeoutMs).unref();
    done();
  };
  // `on`, not `once`: a second Ctrl-C while workers write must not kill the primary first.
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
  const listening = Array.from({ length: options.count }, () => {
    const worker = fork();
    return new Promise<void>((resolve, reject) => {
      worker.once("listening", () => resolve());
      worker.once("exit", (code) => reject(new Error(`a worker exited with ${code} at start`)));
    });
  });
  await Promise.all(listening).catch((error: unknown) => {
    // The others stop too: a half-started server is not left running.
    stop("SIGTERM", 1);
    throw error;
  });
}
