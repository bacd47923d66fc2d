/**
 * The editor's preview of a page entry as it will be published: the entry's fields built into
 * the site's page model (preview-model.ts) and drawn by the site's own `ContentPage` (post
 * header, product cards, FAQ accordion, disclosure) inside the site's own header and footer
 * (app/shell/) under the site's CSS, in a router of its own (the site's components read the
 * location and the page's loader data, as on the site); above it, the card the entry will have
 * in its listings (listing-card.tsx).
 */
import { createContext, use, useMemo, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { PageModel } from "#app/analysis/index.ts";
import { ContentPage } from "#app/layouts/index.ts";
import { SiteFooter, SiteHeader, SocialLinks } from "#app/shell/index.ts";
import { sanitize } from "#app/markdown/index.client.ts";
import { previewModel, type SiteFiles } from "./preview-model.ts";
import { useProductImages, withProductImages } from "./preview-images.ts";
import { listingCard, ListingCard, type Card } from "./listing-card.tsx";

/** What Decap gives a preview template that this one reads: the entry, an Immutable map. */
export interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
  /** Decap's copy of a file: for an upload not saved yet, a `blob:` URL. */
  getAsset(path: string): { toString(): string } | undefined;
}

const blobUrl = (asset: { toString(): string } | undefined) => {
  const url = asset ? asset.toString() : "";
  return url.startsWith("blob:") ? url : undefined;
};

/** The listing card's frame: set apart from the page below it. */
export const PREVIEW_CSS = `
.preview-listing { margin: 0 0 16px; padding: 8px 12px; border-bottom: 3px dashed #798291; }
.preview-listing__caption { margin: 0 0 4px; font-size: 0.9rem; color: #4a5263; }
`;

const ModelContext = createContext<PageModel | null>(null);

/** The page inside the site's own header, social links and footer, as the root lays it out. */
function PreviewRoute() {
  const model = use(ModelContext);
  if (!model) return null;
  return (
    <>
      <SiteHeader />
      <main className="site-main">
        <ContentPage model={model} />
      </main>
      <SocialLinks />
      <SiteFooter />
    </>
  );
}

function PreviewPage({ model, card }: { model: PageModel; card: Card | undefined }) {
  // One router per preview: its loader data carries the site's identity, as a page's does.
  const [router] = useState(() =>
    createMemoryRouter(
      [{ id: "preview", path: "*", loader: () => ({ site: model.site }), Component: PreviewRoute }],
      {
        initialEntries: [model.page.path],
        hydrationData: { loaderData: { preview: { site: model.site } } },
      },
    ),
  );
  return (
    <ModelContext value={model}>
      {card && <ListingCard card={card} />}
      <RouterProvider router={router} />
    </ModelContext>
  );
}

/** The preview template of the page collections, given links.json and site.json as read. */
export function entryPreview(files: SiteFiles) {
  return function EntryPreview({ entry, getAsset }: PreviewProps) {
    // Immutable: the same map until the writer changes a field.
    const data = entry.getIn(["data"]);
    const [model, card] = useMemo(() => {
      const fields = (data?.toJS() ?? {}) as Record<string, unknown>;
      return [previewModel(fields, files, sanitize), listingCard(fields)] as const;
    }, [data]);
    const images = useProductImages(model.content, (path) => blobUrl(getAsset(path)));
    const content = model.content && withProductImages(model.content, images);
    return <PreviewPage model={{ ...model, content }} card={card} />;
  };
}
