/**
 * The HTTP layer (docs/decisions/053): server/main.ts beside sirv and fastify with
 * @fastify/static (precompressed files on), each one process on loopback serving build/client
 * (npm run build first), measured with Debian's wrk (1 thread, 50 connections) on a prerendered
 * page and a hashed asset, servers taking turns. Then what each answers to what the site needs:
 * brotli, zstd, a long cache on hashed assets, a CSP header, an affiliate link (/go/...).
 *   node tools/bench/libraries/http-layer.ts          (ROUNDS=3, SECONDS=5 by default)
 *   node tools/bench/libraries/http-layer.ts --serve sirv|fastify   (one server, for the above)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { runWrk } from "#tools/bench/wrk.ts";

const root = resolve("build/client");
const PAGE = "/insights/short-names";

async function start(name: string): Promise<{ child: ChildProcess; port: number }> {
  const own = name === "own";
  const args = own ? ["server/main.ts"] : [import.meta.filename, "--serve", name];
  const env = { ...process.env, PORT: "4203", WORKERS: "1", NODE_ENV: "production" };
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((done, fail) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (own && text.includes("Serving")) done(4203);
      const match = /listening (\d+)/.exec(text);
      if (match) done(Number(match[1]));
    });
    child.once("exit", (code) => fail(new Error(`${name} exited with ${code}`)));
  });
  return { child, port };
}

/** Peak resident memory of a process, in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** What a server answers on what the site needs beyond sending a file. */
async function features(port: number, asset: string): Promise<string> {
  const get = (path: string, encoding = "br, gzip") =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { "accept-encoding": encoding },
      redirect: "manual",
    });
  const page = await get(PAGE);
  const zstd = await get(PAGE, "zstd");
  const hashed = await get(asset);
  const go = await get("/go/namecheap-short-names");
  return [
    `br ${page.headers.get("content-encoding") === "br" ? "yes" : "no"}`,
    `zstd ${zstd.headers.get("content-encoding") === "zstd" ? "yes" : "no"}`,
    `immutable asset ${/immutable/.test(hashed.headers.get("cache-control") ?? "") ? "yes" : "no"}`,
    `CSP ${page.headers.has("content-security-policy") ? "yes" : "no"}`,
    `/go/ ${go.status}`,
  ].join(", ");
}

async function compare(): Promise<void> {
  const rounds = Number(process.env.ROUNDS) || 3;
  const seconds = Number(process.env.SECONDS) || 5;
  const asset = `/assets/b/${readdirSync(`${root}/assets/b`).find((f) => f.endsWith(".js"))}`;
  const names = ["own", "sirv", "fastify"];
  const figures = new Map(names.map((name) => [name, { page: [0], asset: [0], mb: 0, has: "" }]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const { child, port } = await start(name);
      const url = (path: string) => `http://127.0.0.1:${port}${path}`;
      process.once("exit", () => child.kill());
      await runWrk({ url: url(PAGE), seconds: 2 }); // warm-up
      const page = await runWrk({ url: url(PAGE), seconds });
      const file = await runWrk({ url: url(asset), seconds });
      const figure = figures.get(name)!;
      figure.page.push(page.requestsPerSecond);
      figure.asset.push(file.requestsPerSecond);
      figure.mb = Math.max(figure.mb, peakMb(child.pid!));
      figure.has = await features(port, asset);
      if (page.errors + file.errors > 0) figure.has += `, ${page.errors + file.errors} errors`;
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
    }
  }
  const median = (list: number[]) => list.slice(1).sort((a, b) => a - b)[(list.length - 1) >> 1]!;
  const own = figures.get("own")!;
  console.log(`${rounds} rounds of wrk -t1 -c50 -d${seconds}s, Accept-Encoding: br, gzip; median`);
  console.log("| server | page req/s | ratio | asset req/s | ratio | peak RSS MB | answers |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const [name, f] of figures) {
    const [page, asset] = [median(f.page), median(f.asset)];
    const cells = [name, page.toFixed(0), (page / median(own.page)).toFixed(2)];
    cells.push(asset.toFixed(0), (asset / median(own.asset)).toFixed(2), f.mb.toFixed(0), f.has);
    console.log(`| ${cells.join(" | ")} |`);
  }
}

/** One library server on a free port, printing it. */
async function serveOne(name: string): Promise<void> {
  const listen = (port: number) => console.log(`listening ${port}`);
  if (name === "sirv") {
    const { default: sirv } = await import("sirv");
    const handler = sirv(root, { brotli: true, gzip: true, etag: true, extensions: ["html"] });
    const server = createServer((req, res) =>
      handler(req, res, () => void res.writeHead(404).end()),
    );
    server.listen(0, "127.0.0.1", () => listen((server.address() as { port: number }).port));
  } else {
    const { default: fastify } = await import("fastify");
    const { default: fastifyStatic } = await import("@fastify/static");
    const app = fastify();
    await app.register(fastifyStatic, { root, preCompressed: true, index: ["index.html"] });
    await app.listen({ port: 0, host: "127.0.0.1" });
    listen((app.server.address() as { port: number }).port);
  }
}

if (process.argv.includes("--serve"))
  await serveOne(process.argv[process.argv.indexOf("--serve") + 1]!);
else await compare();
