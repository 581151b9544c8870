import { JobItemSlot } from '@jobsite/feature-applications/slot';
import { JobItem } from '@jobsite/feature-feed/JobItem';
import { ListingJobItem } from '@jobsite/feature-feed/ListingJobItem';
import { ListingCardSlot } from '@jobsite/feature-listings/slot';
import { SeekerShell, seekerHeader } from '@jobsite/feature-session/SessionShell';
import type { seekerLoader } from '@jobsite/feature-session/server';
import { SiteDocument, SiteErrorBoundary } from '@jobsite/feature-site/Document';
import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { brand } from './brand.ts';
import { brandMiddleware, seekerMiddleware } from './site.server.ts';
import { technologyTheme } from './theme.css.ts';

export const middleware = [brandMiddleware, seekerMiddleware];

export { seekerLoader as loader } from '@jobsite/feature-session/server';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof seekerLoader>('root');
  return (
    <SiteDocument brand={brand} themeClass={technologyTheme.className} {...seekerHeader(data?.seeker)}>
      {children}
    </SiteDocument>
  );
}

/**
 * The page inside the signed-in shell. The feed's card with actions serves the applications lists,
 * and listings for a signed-in person.
 */
export default function App() {
  const data = useRouteLoaderData<typeof seekerLoader>('root');
  return (
    <SeekerShell>
      <ListingCardSlot.Provider value={data?.seeker ? ListingJobItem : null}>
        <JobItemSlot.Provider value={JobItem}>
          <Outlet />
        </JobItemSlot.Provider>
      </ListingCardSlot.Provider>
    </SeekerShell>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary brand={brand} />;
}
