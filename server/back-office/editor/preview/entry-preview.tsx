/**
 * The editor's preview of a page entry as it will be published: the entry's fields built into
 * the site's page model (preview-model.ts) and drawn by the site's own `ContentPage` (post
 * header, product cards, FAQ accordion, disclosure) under the site's CSS, in a router of its own
 * (the site's components read the location and the page's loader data, as on the site).
 */
import { createContext, use, useMemo, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { PageModel } from "#app/analysis/index.ts";
import { ContentPage } from "#app/layouts/index.ts";
import { sanitize } from "#app/markdown/index.client.ts";
import { previewModel, type SiteFiles } from "./preview-model.ts";
import { useProductImages, withProductImages } from "./preview-images.ts";

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

const ModelContext = createContext<PageModel | null>(null);

function PreviewRoute() {
  const model = use(ModelContext);
  return model ? <ContentPage model={model} /> : null;
}

function PreviewPage({ model }: { model: PageModel }) {
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
      <div className="site-main">
        <RouterProvider router={router} />
      </div>
    </ModelContext>
  );
}

/** The preview template of the page collections, given links.json and site.json as read. */
export function entryPreview(files: SiteFiles) {
  return function EntryPreview({ entry, getAsset }: PreviewProps) {
    // Immutable: the same map until the writer changes a field.
    const data = entry.getIn(["data"]);
    const model = useMemo(() => {
      const fields = (data?.toJS() ?? {}) as Record<string, unknown>;
      return previewModel(fields, files, sanitize);
    }, [data]);
    const images = useProductImages(model.content, (path) => blobUrl(getAsset(path)));
    const content = model.content && withProductImages(model.content, images);
    return <PreviewPage model={{ ...model, content }} />;
  };
}
