/**
 * The share image tags of a page: `og:image` with its size, type and text, `twitter:image` with
 * its text, and `og:locale`. The loader has already pointed both images at a 1200×630 preview or
 * the page's generated card (app/images/attach-images.ts), so their size is known here; an image
 * on another site is named as written, without a size nobody measured.
 */
import type { MetaDescriptor } from "react-router";
import type { PageModel } from "#app/analysis/index.ts";
import { site } from "#app/config/index.ts";
import { toAbsoluteUrl } from "./absolute-url.ts";

/** Where the build serves previews and cards: both 1200×630. */
const PREVIEW_PREFIX = "/assets/img/";
const CARD = /\/card-1200w-[0-9a-f]{12}\.png$/;

export function socialImageTags(
  meta: PageModel["meta"],
  identity: { title: string; language: string },
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  const locale = ogLocale(identity.language);
  if (locale) tags.push({ property: "og:locale", content: locale });
  if (meta.ogImage) {
    tags.push({ property: "og:image", content: toAbsoluteUrl(meta.ogImage, site.baseUrl) });
    if (meta.ogImage.startsWith(PREVIEW_PREFIX)) {
      const type = meta.ogImage.endsWith(".png") ? "image/png" : "image/jpeg";
      tags.push(
        { property: "og:image:type", content: type },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
      );
    }
    tags.push({
      property: "og:image:alt",
      content: imageAlt(meta.ogImage, meta.ogTitle, identity),
    });
  }
  if (meta.twitterImage) {
    const alt = imageAlt(meta.twitterImage, meta.ogTitle, identity);
    tags.push(
      { name: "twitter:image", content: toAbsoluteUrl(meta.twitterImage, site.baseUrl) },
      { name: "twitter:image:alt", content: alt },
    );
  }
  return tags;
}

/** A generated card says what it shows; an authored image is the page's, named by its title. */
function imageAlt(url: string, title: string, identity: { title: string }): string {
  return CARD.test(url) ? `${title} – ${identity.title}` : title;
}

/**
 * `og:locale` (`language_TERRITORY`) from `site.json`'s `language`: a tag with a region keeps
 * it (`en-GB` → `en_GB`); a bare language takes its likely region by Unicode CLDR's likely
 * subtags, which `Intl.Locale.maximize` implements (`en` → `en_US`, `de` → `de_DE`,
 * `pt` → `pt_BR`). A tag that is not one gives no tag.
 */
function ogLocale(language: string): string | undefined {
  // Worked out once per language: `maximize` took about 40 µs a page, 0.45 s of a
  // 10,000-entry build's render threads.
  if (!locales.has(language)) locales.set(language, likelyLocale(language));
  return locales.get(language);
}

const locales = new Map<string, string | undefined>();

function likelyLocale(language: string): string | undefined {
  try {
    const locale = new Intl.Locale(language);
    const region = locale.region ?? locale.maximize().region;
    return region ? `${locale.language}_${region}` : undefined;
  } catch {
    return undefined;
  }
}
