/**
 * The router of a feature's page story: the page's routes at their address under the root route the
 * sites put around every page (the shell's root loader with the person signed in, or nobody, and the
 * session's shell), every route's data given as its loader data, as on a server-rendered page.
 */
import { type ReactNode, useState } from 'react';
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  type ShouldRevalidateFunction,
} from 'react-router';
import { SeekerShell } from '../SessionShell.tsx';
import type { SeekerSummary } from '../seeker.ts';
import { type StoryBrand, type StoryBrandContext, storyBrand } from '../stories.ts';

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

/** The page of a story: its router (`storyRouter`), made once for the story's life. */
function StoryRoutes(options: StoryRouterOptions) {
  const [router] = useState(() => storyRouter(options));
  return <RouterProvider router={router} />;
}

export interface StoryPageOptions {
  /** The page's one route under the root: its id, its address (without the leading `/`) and its page. */
  route: { id: string; path: string; element: ReactNode; shouldRevalidate?: ShouldRevalidateFunction };
  /** What the route's loader answers, for the story's brand. */
  data: (brand: StoryBrand) => unknown;
  /** The person signed in; by default nobody (a page that shows nothing of the person needs none). */
  seeker?: SeekerSummary | null;
}

/**
 * A page story's `render`: the page of one route at its address, under the root, with its loader data
 * made for the brand the toolbar picks.
 */
export function storyPage({ route, data, seeker = null }: StoryPageOptions) {
  return {
    render: (_args: unknown, context: StoryBrandContext) => {
      const answer = data(storyBrand(context));
      return (
        <StoryRoutes
          seeker={seeker}
          routes={[{ ...route, loader: () => answer }]}
          path={`/${route.path}`}
          loaderData={{ [route.id]: answer }}
        />
      );
    },
  };
}
