/**
 * Where the old site's files are on disk: its static folders (Hugo `static/`, Jekyll's root,
 * Astro `public/`) and files beside a page (Hugo bundles, Astro's relative images), which the
 * importer registers under the site path they were served at.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { safeDecode } from "./new-urls.ts";
import { rewriteRefs } from "./rewrite-refs.ts";

export class LocalFiles {
  private readonly registered = new Map<string, string>();
  private readonly roots: string[];
  constructor(roots: string[]) {
    this.roots = roots;
  }

  register(sitePath: string, file: string): void {
    this.registered.set(safeDecode(sitePath), file);
  }

  find(sitePath: string): string | undefined {
    const clean = safeDecode(sitePath.split(/[?#]/)[0] ?? "");
    const known = this.registered.get(clean);
    if (known) return known;
    for (const root of this.roots) {
      const file = path.join(root, clean);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  }

  /**
   * Relative images of a page (`photo.jpg`, `../../assets/a.png`) become site paths under the
   * page's old URL, registered to the file beside the source, so the writer can copy them.
   */
  async anchorRelativeImages(
    markdown: string,
    sourceFile: string,
    pageUrl: string,
  ): Promise<string> {
    return rewriteRefs(markdown, {
      image: (src) => Promise.resolve(this.anchor(src, sourceFile, pageUrl) ?? src),
      link: () => undefined,
    });
  }

  /** The site path for one relative image source, or undefined when it is not relative. */
  anchor(src: string, sourceFile: string, pageUrl: string): string | undefined {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src) || src === "") return undefined;
    const file = path.resolve(path.dirname(sourceFile), safeDecode(src));
    const sitePath = `${pageUrl.replace(/\/?$/, "/")}${path.basename(file)}`;
    this.register(sitePath, file);
    return sitePath;
  }
}
