import { type FeatureFlags, VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { FLAGGED_SECTIONS, flaggedSections, footerColumns, PROGRAMMES_COLUMN } from './brand.ts';
import { enabledRoutes, ROUTE_TABLE } from './route-table.ts';

const pathOf = (href: string) => href.replace(/^\//, '').split(/[?#]/)[0];

describe('the links to flagged sections', () => {
  it('lead only to routes that carry the same flag', () => {
    for (const [flag, section] of Object.entries(FLAGGED_SECTIONS)) {
      for (const href of [section.link.href, ...section.sitemapPaths]) {
        const route = ROUTE_TABLE.find((r) => r.path === pathOf(href));
        expect(route?.flag, href).toBe(flag);
      }
    }
  });

  it.each(VERTICAL_IDS)('are in the %s footer exactly when its route table has them', (vertical) => {
    const footer = footerColumns({ vertical, footer: [{ title: PROGRAMMES_COLUMN, links: [] }] });
    const hrefs = footer.flatMap((c) => c.links.map((l) => l.href));
    const routes = new Set(enabledRoutes(VERTICALS[vertical].flags).map((r) => r.path));
    for (const section of Object.values(FLAGGED_SECTIONS))
      expect(hrefs.includes(section.link.href)).toBe(routes.has(pathOf(section.link.href) ?? ''));
    expect(hrefs.includes('/epoch')).toBe(VERTICALS[vertical].flags.competition);
  });

  it('go at the end of the "Programmes" column, or in a column of their own', () => {
    const on = VERTICAL_IDS.find((id) => VERTICALS[id].flags.competition);
    if (!on) throw new Error('a vertical has the competition');
    const columns = footerColumns({
      vertical: on,
      footer: [
        { title: 'Company', links: [{ label: 'About', href: '/about-us' }] },
        { title: PROGRAMMES_COLUMN, links: [{ label: 'Jobs for her', href: '/jobs-for-her' }] },
      ],
    });
    expect(columns.map((c) => c.title)).toEqual(['Company', PROGRAMMES_COLUMN]);
    expect(columns[1]?.links.map((l) => l.href)).toEqual(['/jobs-for-her', '/epoch']);
    expect(footerColumns({ vertical: on, footer: [] })).toEqual([
      { title: PROGRAMMES_COLUMN, links: [{ label: 'Epoch college competition', href: '/epoch' }] },
    ]);
  });

  it("follow the API's flags where they are given", () => {
    const on = VERTICAL_IDS.find((id) => VERTICALS[id].flags.competition);
    if (!on) throw new Error('a vertical has the competition');
    const flags: FeatureFlags = { ...VERTICALS[on].flags };
    expect(flaggedSections(on, flags)).toHaveLength(1);
    expect(flaggedSections(on, { ...flags, competition: false })).toEqual([]);
  });
});
