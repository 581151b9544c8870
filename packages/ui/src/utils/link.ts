import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * What a component renders for a link. Plain `<a href>` by default; an app passes its router's
 * link (React Router's `Link` takes `to`, so wrap it: `({ href, ...p }) => <Link to={href} {...p} />`).
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }
>;
