import { SeekerShell, seekerHeader } from '@jobsite/feature-session/SessionShell';
import type { seekerLoader } from '@jobsite/feature-session/server';
import { SiteDocument, SiteErrorBoundary } from '@jobsite/feature-site/Document';
import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { brand } from './brand.ts';
import { brandMiddleware, seekerMiddleware } from './site.server.ts';
import { managementTheme } from './theme.css.ts';

export const middleware = [brandMiddleware, seekerMiddleware];

export { seekerLoader as loader } from '@jobsite/feature-session/server';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof seekerLoader>('root');
  return (
    <SiteDocument brand={brand} themeClass={managementTheme.className} {...seekerHeader(data?.seeker)}>
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return (
    <SeekerShell>
      <Outlet />
    </SeekerShell>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary brand={brand} />;
}
