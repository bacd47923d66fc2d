/**
 * The server's own timeouts: a client that sends its headers too slowly is answered 408 and
 * cut off, and the production values are set explicitly, not left to Node's defaults.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { SERVER_TIMEOUTS, startServer } from "#server/main.ts";

async function serve(timeouts?: Parameters<typeof startServer>[0]["timeouts"]) {
  const root = await mkdtemp(path.join(tmpdir(), "timeouts-"));
  await writeFile(path.join(root, "index.html"), "<html>home</html>");
  const server = await startServer({
    clientDir: root,
    contentDir: root,
    siteUrl: "https://example.test",
    timeouts,
  });
  return {
    server,
    cleanup: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

test("a client that sends its headers too slowly gets 408 and the connection is closed", async () => {
  const { server, cleanup } = await serve({
    headersTimeout: 400,
    connectionsCheckingInterval: 100,
  });
  try {
    const socket = net.connect(server.port, "127.0.0.1");
    // Half a request, then nothing: a slowloris client.
    socket.write("GET / HTTP/1.1\r\nHost: example.test\r\n");
    const started = performance.now();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(performance.now() - started).toBeLessThan(3000);
  } finally {
    await cleanup();
  }
});

test("headers, request, keep-alive and socket timeouts are the server's own", async () => {
  const { server, cleanup } = await serve();
  try {
    expect(server.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(server.server.timeout).toBe(SERVER_TIMEOUTS.socketTimeout);
    // Longer than nginx keeps an idle upstream connection (tools/deploy: 60 s by default).
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(60_000);
  } finally {
    await cleanup();
  }
});
