/// <reference path="./brand-module.d.ts" />
/**
 * The client half of the root route every brand shares: the document with the brand's theme and
 * header, the toast region, and the error boundary. The app's `app/root.tsx` re-exports it.
 */
import { brand, theme } from 'virtual:jobsite/brand';
import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteDocument, SiteErrorBoundary } from './Document.tsx';
import type { loader } from './root.server.ts';
import { SeekerShell, seekerHeader } from './SessionShell.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <SiteDocument brand={brand} themeClass={theme.className} {...seekerHeader(data?.seeker)}>
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
