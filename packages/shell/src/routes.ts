/**
 * The route config of every brand: a brand's `app/routes.ts` calls `brandRoutes(brand)`, which keeps the
 * entries of the route table (`route-table.ts`) whose flag the brand's vertical turns on, each module
 * resolved from the app, inside the layout route that fills the slots of `slots.ts`.
 */
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { VERTICALS } from '@jobsite/domain';
import {
  getAppDirectory,
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';
import type { Brand } from './brand.ts';
import { enabledRoutes, routeId, SLOTS_LAYOUT } from './route-table.ts';

/**
 * A brand's route config. `resolve` turns a module's package export into a file path; by default it
 * resolves from the app folder, so each app composes exactly the features it depends on.
 */
export function brandRoutes(
  brand: Pick<Brand, 'vertical'>,
  resolve: (module: string) => string = appResolver(),
): RouteConfig {
  const appDirectory = getAppDirectory();
  const file = (module: string) => relative(appDirectory, resolve(module));
  const entries: RouteConfigEntry[] = enabledRoutes(VERTICALS[brand.vertical].flags).map((r) =>
    r.path === null
      ? index(file(r.module), { id: routeId(r) })
      : route(r.path, file(r.module), { id: routeId(r) }),
  );
  return [layout(file(SLOTS_LAYOUT), { id: 'slots' }, entries)];
}

function appResolver() {
  const require = createRequire(join(getAppDirectory(), '..', 'package.json'));
  return (module: string) => require.resolve(module);
}
