import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
} from "react-router";
import { site } from "#app/config/index.ts";
import { DevContentReload } from "#app/dev/index.ts";
import { LoadingIndicator, useSiteIdentity } from "#app/ui/index.ts";
import { reloadOnStaleChunk, SiteFooter, SiteHeader, SocialLinks } from "#app/shell/index.ts";
import { ShareBar } from "#app/share/index.ts";
import type { Route } from "./+types/root";
import { InlineStyles } from "./inline-styles.tsx";

// A chunk of a build replaced since this tab loaded that is gone: reload once (decision 055).
if (typeof window !== "undefined") reloadOnStaleChunk(window);

/** Marks the end of the visible page for the render-blocking `expect` link in the head. */
const SITE_END_ID = "site-end";
/**
 * Without JavaScript the hamburger and the FAQ's questions cannot open: the menu shows inline,
 * every answer shows, the FAQ search bar hides. Like the inline stylesheet, only the build-time
 * render carries the text (a browser with script never uses it; hydration leaves it as it is).
 */
const NO_SCRIPT_STYLE = import.meta.env.SSR
  ? "<style>.menu-toggle{display:none!important}.site-nav{display:block!important}" +
    ".faq-item__answer{display:block!important}.faq-item__arrow,.faq-search__bar{display:none!important}</style>"
  : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteIdentity();
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={site.title} href="/rss.xml" />
        {/* No first paint of a half-parsed page, which would move things as the rest arrives:
            Chromium waits for the marker after the footer (the end of the visible page). */}
        <link rel="expect" href={`#${SITE_END_ID}`} blocking="render" />
        <Meta />
        <InlineStyles />
        <Links />
        {/* In the head, the only place HTML allows a style element. */}
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} suppressHydrationWarning />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <ShareBar />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <SocialLinks />
        <SiteFooter />
        <div id={SITE_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  // Marks the page interactive: CSS may reveal script-only controls, tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      {import.meta.env.DEV && <DevContentReload />}
      {navigation.state === "loading" && <LoadingIndicator />}
      <Outlet />
    </>
  );
}

/**
 * The head of a document no page fills: the SPA fallback (what a crawler or a browser without
 * script gets for a page published after a static build) and error pages. A page's own `meta`
 * replaces it. The site's identity as the bundle knows it, as the fallback's header shows it.
 */
export function meta(): Route.MetaDescriptors {
  return [{ title: site.identity.title }, { name: "description", content: site.identity.tagline }];
}

/** The SPA fallback (pages published after the build): the shell, loading, until content arrives. */
export function HydrateFallback() {
  return <LoadingIndicator />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="page page--error">
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
