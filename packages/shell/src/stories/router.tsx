/**
 * The router of a feature's page story: the page's routes at their address under the root route the
 * sites put around every page (the shell's root loader with the person signed in, or nobody, and the
 * session's shell), every route's data given as its loader data, as on a server-rendered page.
 */
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { SeekerShell } from '../SessionShell.tsx';
import type { SeekerSummary } from '../seeker.ts';

export interface StoryRouterOptions {
  /** The person signed in, as the shell's root loader gives them; `null` for a visitor. */
  seeker: SeekerSummary | null;
  /** The routes under the root, each with its `id` and its loader answering its data. */
  routes: RouteObject[];
  /** The page's address. */
  path: string;
  /** Each route's data by its `id`, as the server hands it to the page. */
  loaderData: Record<string, unknown>;
}

export function storyRouter({ seeker, routes, path, loaderData }: StoryRouterOptions) {
  const root = { seeker };
  return createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <SeekerShell>
            <Outlet />
          </SeekerShell>
        ),
        loader: () => root,
        children: routes,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, ...loaderData } } },
  );
}
