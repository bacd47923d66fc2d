import { expect, test } from "vitest";
import { stripModulePreloads } from "./strip-module-preloads.ts";

test("module preloads are removed and everything else, module scripts included, stays", () => {
  const page =
    '<head><title>T</title><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/f.svg"/>' +
    '<link rel="modulepreload" href="/assets/b.js"></head><body><p>Text</p><script type="module">import "/assets/a.js";</script></body>';
  expect(stripModulePreloads(page)).toBe(
    '<head><title>T</title><link rel="icon" href="/f.svg"/></head><body><p>Text</p><script type="module">import "/assets/a.js";</script></body>',
  );
});
