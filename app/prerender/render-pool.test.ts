import { afterEach, expect, test } from "vitest";
import { renderHeapMb } from "./render-pool.server.ts";

afterEach(() => {
  delete process.env.RENDER_WORKER_HEAP_MB;
});

test("a render worker's heap limit grows with the manifest, and RENDER_WORKER_HEAP_MB sets it", () => {
  expect(renderHeapMb(30)).toBe(161);
  expect(renderHeapMb(10_000)).toBe(240);
  expect(renderHeapMb(100_000)).toBe(960);
  process.env.RENDER_WORKER_HEAP_MB = "512";
  expect(renderHeapMb(100_000)).toBe(512);
});
