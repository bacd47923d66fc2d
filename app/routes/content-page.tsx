import { ContentPage } from "#app/layouts/index.ts";
import { LoadingIndicator } from "#app/ui/index.ts";
import { site } from "#app/config/index.ts";
import type { Route } from "./+types/content-page";

// The parser and sanitizer stay out of the first-load bundle: the build runs `loader`, and the
// browser only needs `clientLoader` for pages that were not prerendered.
export async function loader({ url }: Route.LoaderArgs) {
  const { loadPageOnServer } = await import("#app/loaders/server-loader.server.ts");
  return loadPageOnServer(url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  const { loadPageInBrowser } = await import("#app/loaders/client-loader.client.ts");
  return loadPageInBrowser(url);
}

// The loaders compute the head tags (they run lazily): only JSON-LD is turned into tags here.
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: site.identity.title }];
  const jsonLd = loaderData.structuredData.map((item) => ({ "script:ld+json": item }));
  return [...loaderData.head, ...jsonLd];
}

export function HydrateFallback() {
  return <LoadingIndicator />;
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage model={loaderData} />;
}
