/** The checker on posts written for Hugo, Jekyll and Astro (app/analysis/fixtures/real-posts). */
import { expect, test } from "vitest";
import { readFrontMatter } from "#app/analysis/index.ts";
import { readFixture } from "#app/analysis/index.server.ts";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

const POSTS = [
  "jekyll-welcome-to-jekyll",
  "hugo-docs-highlight",
  "hugo-docs-syntax-highlighting",
  "hugo-coder-rich-content",
  "hugo-coder-migrate-from-jekyll",
  "astro-first-post",
  "astro-using-mdx",
  "ananke-post-format-image-caption",
];

function folderOfPosts(): ContentFolder {
  const files: Record<string, string> = {
    "content-manifest.json": JSON.stringify(
      POSTS.map((name) => ({ type: "blog", status: "done", url: `/blogs/${name}`, title: name })),
    ),
  };
  for (const name of POSTS) files[`blogs/blogs/${name}.md`] = readFixture(`real-posts/${name}.md`);
  for (const page of ["home", "affiliate", "privacy"]) files[`pages/${page}.md`] = "Text.\n";
  for (const listing of ["blogs", "humor", "insights", "qahub", "reviews"])
    files[`categories/${listing}.md`] = "Text.\n";
  return {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => file,
  };
}

test("every problem a visitor would meet in the real posts is found, at its file and line", async () => {
  const findings = await checkContentFolder(folderOfPosts(), { publicFiles: [] });
  expect(findings.map(formatFinding)).toEqual([
    "blogs/blogs/ananke-post-format-image-caption.md:19:80: warning: image http://forhugo.dev/wp-content/uploads/2011/07/100_5478.jpg?w=604 is http://: browsers block it on an https page, use https://",
    "blogs/blogs/astro-first-post.md:5:13: error: META ogImage: ../../assets/blog-placeholder-3.jpg is a relative path, which no page can load: write it from the site root (/assets/content/images/...)",
    "blogs/blogs/astro-using-mdx.md:5:13: error: META ogImage: ../../assets/blog-placeholder-5.jpg is a relative path, which no page can load: write it from the site root (/assets/content/images/...)",
    "blogs/blogs/astro-using-mdx.md:21:1: error: MDX import line is not shown on the page: markdown needs no imports: delete the line",
    "blogs/blogs/astro-using-mdx.md:23:1: error: MDX component <HeaderLink> is not shown on the page: write markdown or plain HTML instead",
    "blogs/blogs/hugo-coder-migrate-from-jekyll.md:41:121: error: link to /overview/configuration/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-coder-migrate-from-jekyll.md:61:232: error: link to /layout/templates/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-coder-migrate-from-jekyll.md:66:67: error: link to /doc/shortcodes/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-coder-rich-content.md:26:1: error: Hugo shortcode {{< youtube >}} is not shown on the page: write a link to the video instead",
    "blogs/blogs/hugo-coder-rich-content.md:34:1: error: Hugo shortcode {{< x >}} is not shown on the page: write a link to it instead",
    "blogs/blogs/hugo-coder-rich-content.md:42:1: error: Hugo shortcode {{< vimeo_simple >}} is not shown on the page: write what it shows as markdown instead",
    "blogs/blogs/hugo-docs-highlight.md:13:21: error: link to /content-management/formats/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-highlight.md:17:37: error: link to /functions/transform/highlight/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-highlight.md:17:132: error: link to /content-management/syntax-highlighting/#languages: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-highlight.md:33:18: error: link to /content-management/syntax-highlighting/#languages: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-highlight.md:36:138: error: link to /configuration/markup/#highlight: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-highlight.md:93:14: error: Hugo shortcode {{< hl >}} is not shown on the page: write what it shows as markdown instead",
    "blogs/blogs/hugo-docs-highlight.md:97:1: error: Hugo shortcode {{% include %}} is not shown on the page: write what it shows as markdown instead",
    "blogs/blogs/hugo-docs-highlight.md:103:17: error: Hugo shortcode {{% eturl %}} is not shown on the page: write what it shows as markdown instead",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:11:11: error: link to /functions/transform/highlight/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:12:11: error: link to /shortcodes/highlight/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:12:46: error: link to g: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:32:128: error: link to /configuration/markup/#highlight: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:66:1: error: Hugo shortcode {{% include %}} is not shown on the page: write what it shows as markdown instead",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:92:7: error: link to /functions/transform/highlight/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:93:7: error: link to /shortcodes/highlight/: no page, redirect or file on this site has that path",
    "blogs/blogs/hugo-docs-syntax-highlighting.md:96:1: error: Hugo shortcode {{< chroma-lexers >}} is not shown on the page: write what it shows as markdown instead",
  ]);
});

test("a link to a path a redirect answers (here Hugo aliases, read as a list) is not broken", async () => {
  const aliases = readFrontMatter(readFixture("real-posts/hugo-docs-syntax-highlighting.md"))?.lists
    .aliases;
  expect(aliases).toEqual([
    "/extras/highlighting/",
    "/extras/highlight/",
    "/tools/syntax-highlighting/",
  ]);
  const folder = folderOfPosts();
  const readText = folder.readText;
  folder.readText = async (file) =>
    file === "blogs/blogs/astro-first-post.md"
      ? "See [highlighting](/extras/highlight) and [colours](/extras/colours).\n"
      : readText(file);
  const linkErrors = async (redirectSources?: string[]) =>
    (
      await checkContentFolder(folder, {
        publicFiles: [],
        ...(redirectSources && { redirectSources }),
      })
    )
      .filter((finding) => finding.file === "blogs/blogs/astro-first-post.md")
      .map(formatFinding);
  const colours =
    "blogs/blogs/astro-first-post.md:1:43: error: link to /extras/colours: no page, redirect or file on this site has that path";
  // The folder's own aliases are read by the checker; sources passed in are used as they are.
  expect(await linkErrors()).toEqual([colours]);
  expect(await linkErrors(aliases)).toEqual([colours]);
  expect(await linkErrors(["/somewhere-else"])).toEqual([
    "blogs/blogs/astro-first-post.md:1:5: error: link to /extras/highlight: no page, redirect or file on this site has that path",
    colours,
  ]);
});
