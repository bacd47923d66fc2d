import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture("http://localhost:3000");
});
afterAll(async () => {
  await fx.cleanup();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers });

async function stillAnswers(): Promise<void> {
  expect((await get("/")).status).toBe(200);
}
function rawExchange(payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(fx.server.port, "127.0.0.1", () => socket.write(payload));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("end", () => resolve(data));
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
  });
}

test("Range is ignored, malformed or not: always the full body with 200", async () => {
  const full = await get("/assets/content/blogs/insights/a.md");
  const ranges = [
    "bytes=",
    "bytes=-",
    "bytes=5-2",
    "bytes=abc",
    "bytes=0-0",
    `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(",")}`,
    `bytes=${"9".repeat(10_000)}`,
    "bytes=-99999999999999999999",
    "items=0-1",
  ];
  for (const range of ranges) {
    const res = await get("/assets/content/blogs/insights/a.md", { Range: range });
    expect(res.status, range.slice(0, 20)).toBe(200);
    expect(res.headers["accept-ranges"]).toBe("none");
    expect(res.body.equals(full.body)).toBe(true);
  }
  await stillAnswers();
});

test("a garbage request on a raw socket gets a 400 and the server keeps answering", async () => {
  const reply = await rawExchange("GARBAGE \x01\x02 NOT HTTP\r\n\r\n");
  expect(reply.startsWith("HTTP/1.1 400")).toBe(true);
  expect(reply).toContain("X-Content-Type-Options: nosniff");
  const noPath = await rawExchange("GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(noPath.startsWith("HTTP/1.1 400")).toBe(true);
  await stillAnswers();
});

test("a client that disconnects mid-response does not hurt the server", async () => {
  await new Promise<void>((resolve) => {
    const req = http.get(
      {
        port: fx.server.port,
        host: "127.0.0.1",
        path: "/assets/content/blogs/insights/a.md",
        headers: { "Accept-Encoding": "br" },
        agent: false,
      },
      (res) => {
        res.destroy();
        resolve();
      },
    );
    req.on("error", () => resolve());
  });
  await stillAnswers();
});

test("close() resolves promptly while idle keep-alive connections are open", async () => {
  const other = await createFixture();
  const agent = new http.Agent({ keepAlive: true });
  try {
    const res = await request(other.server, "/", { agent });
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe("keep-alive");
    const started = Date.now();
    await other.server.close();
    expect(Date.now() - started).toBeLessThan(1000);
  } finally {
    agent.destroy();
    await other.cleanup();
  }
});
