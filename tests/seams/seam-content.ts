/**
 * The seam suite's content: the demo folder, a post with large photos (a 4,000 px hero and
 * 2,400 px product photos, 2–4 MB each, drawn by the image benchmark's generator), real posts
 * from other generators, and old URLs. What redirects where is data the cases are read from.
 */
import { copyFile, cp, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE } from "#app/content/index.ts";
import { writePhoto } from "#tools/images/bench/photo-post.ts";

export const PHOTO_POST = "/insights/seam-photos";

/**
 * Scheduled entries (decision 068): one whose `publishAt` has come, built and served as any page;
 * one still ahead, nowhere public on any way. Each says its own words, to be looked for.
 */
export const SCHEDULED = {
  due: { url: "/insights/seam-scheduled-due", publishAt: "2020-01-06T09:00:00+01:00" },
  ahead: { url: "/insights/seam-scheduled-ahead", publishAt: "2099-01-05T09:00:00+01:00" },
} as const;
export const scheduledText = (url: string) => `Words of ${url}, public from its publishAt.`;
const PHOTO_DIR = "images/seams";

/** Real posts, byte for byte (app/analysis/fixtures/real-posts/README.md), at these site paths. */
export const REAL_POSTS: Record<string, string> = {
  "/insights/hugo-rich-content": "hugo-coder-rich-content.md",
  "/insights/astro-style-guide": "astro-markdown-style-guide.md",
  "/insights/image-caption": "ananke-post-format-image-caption.md",
};

export interface RedirectCase {
  from: string;
  status: number;
  /** The Location, as a path and query on the same site. */
  to: string;
}

/** Old URLs in `redirects.json`, as an author writes them, and the post's front-matter alias. */
const OLD_URLS = [
  { from: "/2013/01/11/old-post/", to: "/insights/short-names" },
  { from: "/summer-sale", to: "/deals/starter-kit?from=sale", status: 302 },
  { from: "/caf%C3%A9", to: "/insights/brandable-names" },
];
const ALIAS = "/2019/05/photo-post/";

/** Every old URL and what it must answer: with and without its slash, a query passed on. */
export const REDIRECT_CASES: RedirectCase[] = [
  ...[...OLD_URLS, { from: ALIAS, to: PHOTO_POST }].flatMap(({ from, to, status = 301 }) => {
    const bare = from.replace(/\/$/, "");
    return [
      { from: bare, status, to },
      { from: `${bare}/`, status, to },
    ];
  }),
  { from: "/summer-sale?utm=mail", status: 302, to: "/deals/starter-kit?from=sale&utm=mail" },
  { from: "/2013/01/11/old-post?utm=x", status: 301, to: "/insights/short-names?utm=x" },
];

const photoPost = (products: string[]) => `---
title: "Photos from the seam suite"
description: "A post with a 4,000 px hero photo and large product photos."
aliases:
  - ${ALIAS}
---

# Photos, large ones

![A colourful hero photograph](/assets/content/${PHOTO_DIR}/hero.jpg)

Some words between the hero and the products, as a review has them.

<img src="/assets/content/${PHOTO_DIR}/${products[1]}" alt="A product photo in raw HTML, as an imported post has it">

<!-- INSERT PRODUCT -->

<!-- PRODUCTS
START PRODUCT
title="Camera one" imageUrl="/assets/content/${PHOTO_DIR}/${products[0]}" link="https://example.com/one" alt="Camera one" price="$199"
END PRODUCT
-->
`;

/** Copies the demo content into `contentDir` and adds the suite's posts, photos and old URLs. */
export async function writeSeamContent(contentDir: string): Promise<void> {
  await cp("content", contentDir, { recursive: true });
  const photos = path.join(contentDir, PHOTO_DIR);
  await mkdir(photos, { recursive: true });
  const products = ["product-1.jpg", "product-2.jpg"];
  await Promise.all([
    writePhoto(path.join(photos, "hero.jpg"), 4000, 2667, 0, 80),
    ...products.map((name, index) =>
      writePhoto(path.join(photos, name), 2400 + index * 200, 1600, index + 1, 92),
    ),
  ]);
  const insights = path.join(contentDir, "blogs", "insights");
  await writeFile(path.join(insights, `${path.basename(PHOTO_POST)}.md`), photoPost(products));
  for (const [url, file] of Object.entries(REAL_POSTS)) {
    const source = path.join("app/analysis/fixtures/real-posts", file);
    await copyFile(source, path.join(insights, `${path.basename(url)}.md`));
  }
  const manifestFile = path.join(contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const added = [PHOTO_POST, ...Object.keys(REAL_POSTS)].map((url) => ({
    type: "blog",
    status: "done",
    url,
    title: url === PHOTO_POST ? "Photos from the seam suite" : path.basename(url),
  }));
  const scheduled = Object.values(SCHEDULED).map(({ url, publishAt }) => ({
    type: "blog",
    status: "done",
    url,
    title: path.basename(url),
    publishAt,
  }));
  for (const { url } of scheduled) {
    const text = `# ${path.basename(url)}\n\n${scheduledText(url)}\n`;
    await writeFile(path.join(insights, `${path.basename(url)}.md`), text);
  }
  await writeFile(manifestFile, JSON.stringify([...added, ...scheduled, ...manifest], null, 2));
  await writeFile(path.join(contentDir, REDIRECTS_FILE), JSON.stringify(OLD_URLS, null, 2));
}

/** Every cloaked `/go/` link in the folder's `links.json`: a 302 to its URL. */
export async function goCases(contentDir: string): Promise<RedirectCase[]> {
  const links = JSON.parse(await readFile(path.join(contentDir, LINKS_FILE), "utf8")) as Array<{
    slug: string;
    url: string;
    cloak?: boolean;
  }>;
  return links
    .filter((link) => link.cloak !== false)
    .map((link) => ({ from: `/go/${link.slug}`, status: 302, to: new URL(link.url).href }));
}
