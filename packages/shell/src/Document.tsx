import { type ComponentProps, lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import { ApiUnavailableContext, isApiUnavailable } from './availability.ts';
import { type Brand, sharePalette } from './brand.ts';
import { ColorModeScript } from './color-mode.tsx';
import { OFFLINE_TEXT } from './SessionShell.tsx';
import { Shell } from './Shell.tsx';
import { SITE_LOCALE } from './share-tags.ts';

// Only a page that is not found shows it: its own chunk, which a 404's server HTML already holds.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/**
 * The HTML document every brand renders: its theme class on `<html>`, the shell around the page.
 * Once React has hydrated, `<html>` carries `data-hydrated`; the browser tests wait for it before
 * using controls that need JavaScript (hydration starts after the first paint, decision 0013).
 */
export function SiteDocument({
  brand,
  themeClass,
  children,
  ...signedIn
}: {
  brand: Brand;
  themeClass: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Shell>, 'brand' | 'children'>) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    // The head script may set data-color-mode before React hydrates: that attribute is not React's.
    <html lang="en-IN" className={themeClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <ColorModeScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The brand's icons and manifest, written by the build (`app-icons.ts`). */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={sharePalette(brand).background} />
        {/* The share tags every page has (`siteShareTags`), written out: the shell loads with every page. */}
        <meta property="og:locale" content={SITE_LOCALE} />
        <meta name="twitter:site" content={brand.twitterHandle} />
        <Meta />
        <Links />
      </head>
      <body>
        <Shell brand={brand} {...signedIn}>
          {children}
        </Shell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A page's data that the browser could not fetch at all: `fetch` rejects with a `TypeError`. */
const isNetworkFailure = (error: unknown): boolean =>
  typeof window !== 'undefined' &&
  error instanceof TypeError &&
  /fetch|network|load failed/i.test(error.message);

/**
 * The root error boundary: the not-found page with a real 404, the spec's offline text when the next
 * page could not be fetched, or a short apology for anything else.
 */
export function SiteErrorBoundary({ brand }: { brand: Brand }) {
  const error = useRouteError();
  const apiUnavailable = useContext(ApiUnavailableContext);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Page not found | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <NotFoundPage categories={brand.popularCategories} />
        </Suspense>
      </>
    );
  }
  if (apiUnavailable || isApiUnavailable(error)) {
    // Rendered on the server only: the page is served without its hydration scripts (entry.server).
    return (
      <>
        <title>{`Jobs are not available right now | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
        <h1>Jobs are not available right now</h1>
        <p>
          Our jobs service is not answering, so this page could not be put together. Nothing you saved is
          lost. Please try again in a minute.
        </p>
      </>
    );
  }
  if (isNetworkFailure(error)) {
    // The browser could not reach the site for the next page's data (a connection that dropped).
    return (
      <>
        <title>{`No connection | ${brand.name}`}</title>
        <h1>No connection</h1>
        <p>{OFFLINE_TEXT}</p>
      </>
    );
  }
  return (
    <>
      <title>{`Something went wrong | ${brand.name}`}</title>
      <h1>Something went wrong</h1>
      <p>Please try again in a moment.</p>
    </>
  );
}
