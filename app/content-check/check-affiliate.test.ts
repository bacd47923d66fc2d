import { expect, test } from "vitest";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

const FILES: Record<string, string> = {
  "content-manifest.json": `[
  { "type": "blog", "status": "done", "url": "/insights/deal", "title": "Deal" },
  { "type": "salepage", "status": "done", "url": "/go/offer", "title": "Clash" }
]`,
  "links.json": `[
  { "slug": "namecheap", "url": "https://www.namecheap.com/" },
  { "slug": "Bad Slug", "url": "https://x.example/" },
  { "slug": "ftp", "url": "ftp://files.example/" }
]`,
  "blogs/insights/deal.md": `Buy at [Namecheap](go:namecheap) or [Gone](go:gone).

<!-- INSERT PRODUCT -->

<!-- PRODUCTS
START PRODUCT
title="Fresh" link="go:namecheap" price="$1" priceDate="2026-11-01"
END PRODUCT
START PRODUCT
title="Stale" link="go:namecheap" price="$2"
priceDate="2026-09-30"
END PRODUCT
START PRODUCT
title="Unknown" link="go:missing"
END PRODUCT
-->
`,
  "pages/offer.md": "Offer.\n",
};

function memoryFolder(files: Record<string, string>): ContentFolder {
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => `content/${file}`,
  };
}

test("registry errors, unknown go: slugs, /go/ manifest urls and stale prices, each at its line", async () => {
  const findings = await checkContentFolder(memoryFolder(FILES), {
    today: new Date("2026-11-23T12:00:00Z"),
    priceMaxAgeDays: 30,
  });
  const lines = findings.map(formatFinding);
  expect(lines).toContain(
    "content/blogs/insights/deal.md:1:44: error: the link go:gone is not in links.json",
  );
  expect(lines).toContain(
    'content/blogs/insights/deal.md:13:1: error: Product 3 "Unknown" skipped: the link go:missing is not in links.json',
  );
  expect(lines).toContain(
    'content/blogs/insights/deal.md:11:1: warning: Product 2 "Stale": priceDate 2026-09-30 is 54 days old (allowed: 30); check the price',
  );
  expect(lines.filter((line) => line.includes("Fresh"))).toEqual([]);
  expect(lines).toContain(
    "content/links.json:3:5: error: skipped link #2: slug: slug may hold only lowercase letters, digits and -",
  );
  expect(lines).toContain(
    "content/links.json:4:20: error: skipped link #3: url: must be an absolute http(s) URL",
  );
  expect(
    lines.some((line) =>
      /content-manifest\.json:3:.*\/go\/ belongs to the affiliate link registry/.test(line),
    ),
  ).toBe(true);
});

test("the allowed price age is a setting", async () => {
  const findings = await checkContentFolder(memoryFolder(FILES), {
    today: new Date("2026-11-23T12:00:00Z"),
    priceMaxAgeDays: 60,
  });
  expect(findings.some((finding) => finding.message.includes("priceDate"))).toBe(false);
});

test("links.json that is not JSON is an error at the place the parser stopped", async () => {
  const findings = await checkContentFolder(
    memoryFolder({ ...FILES, "links.json": '[\n  { "slug": "a", }\n]' }),
  );
  expect(findings.filter((finding) => finding.file === "content/links.json")).toMatchObject([
    { line: 2, severity: "error", message: expect.stringMatching(/^links\.json is not JSON/) },
  ]);
});
