import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { enabledRoutes, ROUTE_TABLE, routeId } from './route-table.ts';

describe('the route table', () => {
  it.each(VERTICAL_IDS)(
    'gives every route of the %s brand its own id, as the router requires',
    (vertical) => {
      const ids = enabledRoutes(VERTICALS[vertical].flags).map(routeId);
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(repeated).toEqual([]);
    },
  );

  it('names each path once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});
