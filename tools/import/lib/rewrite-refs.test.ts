import { expect, test } from "vitest";
import { linkTo, rewriteRefs } from "./rewrite-refs.ts";

const newUrls = new Map([
  ["/2013/01/11/old-post", "/blogs/old-post"],
  ["/about", "/about"],
]);
const rewriter = {
  image: (src: string) =>
    Promise.resolve(src.startsWith("/img/") ? `/assets/content/images/imported${src}` : src),
  link: (href: string) => linkTo(href, "https://old.example.com", newUrls),
};

test("links to the old site's pages, absolute or root-relative, in markdown or HTML, point at the new pages", async () => {
  const markdown = [
    "[Old](https://old.example.com/2013/01/11/old-post/#part) and [about](/about/).",
    '<a href="https://old.example.com/2013/01/11/old-post/">raw</a>',
    "[ref]: https://old.example.com/about/",
    "[elsewhere](https://other.example.com/2013/01/11/old-post/)",
  ].join("\n\n");
  expect(await rewriteRefs(markdown, rewriter)).toBe(
    [
      "[Old](/blogs/old-post#part) and [about](/about).",
      '<a href="/blogs/old-post">raw</a>',
      "[ref]: /about",
      "[elsewhere](https://other.example.com/2013/01/11/old-post/)",
    ].join("\n\n"),
  );
});

test("images are placed, a linked image included; code is left as written", async () => {
  const markdown =
    '[![Logo](/img/logo.png)](/about/)\n\n```md\n![Logo](/img/logo.png)\n```\n\n<img src="/img/a b.png">';
  expect(await rewriteRefs(markdown, rewriter)).toBe(
    '[![Logo](/assets/content/images/imported/img/logo.png)](/about)\n\n```md\n![Logo](/img/logo.png)\n```\n\n<img src="/assets/content/images/imported/img/a b.png">',
  );
});
