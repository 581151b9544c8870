import { SiteDocument, SiteErrorBoundary } from '@jobsite/feature-site/Document';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { brand } from './brand.ts';
import { brandMiddleware } from './site.server.ts';
import { managementTheme } from './theme.css.ts';

export const middleware = [brandMiddleware];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument brand={brand} themeClass={managementTheme.className}>
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary brand={brand} />;
}
