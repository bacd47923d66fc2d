import { expect, test } from "vitest";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import { collectImageUses } from "./collect-images.ts";

const MARKDOWN = `<!-- META
{ "ogImage": "/assets/content/images/og/card.jpg" }
-->

![A desk](/assets/content/images/blog/my%20desk.jpg "Desk")

\`\`\`md
![Not an image, an example](/assets/content/images/blog/example.jpg)
\`\`\`

![Elsewhere](https://cdn.example.com/photo.jpg)

<!-- PRODUCTS
START PRODUCT
title="Camera" imageUrl="camera.jpg" link="https://example.com/"
END PRODUCT
-->
`;

test("every use with its slot, file and line; code is not content, other hosts have no file", () => {
  const uses = collectImageUses(MARKDOWN, "post").map(({ url, file, slot, alt }) => ({
    url,
    file,
    slot,
    alt,
  }));
  expect(uses).toEqual([
    {
      url: "/assets/content/images/products/camera.jpg",
      file: "images/products/camera.jpg",
      slot: "product",
      // The page falls back to the title; the checker sees that none was written.
      alt: "",
    },
    {
      url: "/assets/content/images/blog/my%20desk.jpg",
      file: "images/blog/my desk.jpg",
      slot: "text",
      alt: "A desk",
    },
    { url: "https://cdn.example.com/photo.jpg", file: undefined, slot: "text", alt: "Elsewhere" },
    {
      url: "/assets/content/images/og/card.jpg",
      file: "images/og/card.jpg",
      slot: "og",
      alt: undefined,
    },
  ]);
});

test("each use points at where it is written", () => {
  const uses = collectImageUses(MARKDOWN, "post");
  for (const use of uses.filter((use) => use.slot !== "product")) {
    expect(MARKDOWN.slice(use.offset)).toMatch(/^(!\[|\/assets)/);
  }
  const product = uses.find((use) => use.slot === "product");
  expect(MARKDOWN.slice(product?.offset)).toMatch(/^imageUrl=/);
});

test("a product whose link is a registered go: link has its image collected", () => {
  const markdown = `<!-- PRODUCTS
START PRODUCT
title="Gavel" imageUrl="gavel.jpg" link="go:auctions"
END PRODUCT
-->
`;
  const links = parseLinkRegistry(
    JSON.stringify([{ slug: "auctions", url: "https://auctions.example/?aff=1" }]),
  );
  expect(collectImageUses(markdown, "post", links).map((use) => use.file)).toEqual([
    "images/products/gavel.jpg",
  ]);
  // Without the registry the product is not shown, so its image is not needed.
  expect(collectImageUses(markdown, "post")).toEqual([]);
});

test("raw <img> tags of local images are text images too, block or inline; in code they are text", () => {
  const markdown = [
    '<img src="/assets/content/images/blog/a.png" alt="Block" width="600">',
    "",
    "Inline <img src='/assets/content/images/blog/b%20c.png' class=x> here.",
    "",
    '`<img src="/assets/content/images/blog/code.png">`',
    "",
  ].join("\n");
  const uses = collectImageUses(markdown, "post");
  expect(uses.map(({ url, file, slot, alt }) => ({ url, file, slot, alt }))).toEqual([
    {
      url: "/assets/content/images/blog/a.png",
      file: "images/blog/a.png",
      slot: "text",
      alt: "Block",
    },
    {
      url: "/assets/content/images/blog/b%20c.png",
      file: "images/blog/b c.png",
      slot: "text",
      alt: "",
    },
  ]);
  expect(markdown.slice(uses[1]?.offset)).toMatch(/^<img src='/);
});
