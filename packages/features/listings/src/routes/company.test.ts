import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './company.tsx';
import { loader as logoRelay } from './logo.ts';

const site = setupTestSite();

describe('company page (/company/{slug})', () => {
  let job: { id: number; company: { name: string; slug: string } };

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const first = feed.jobs.find((j) => j.company !== null);
    if (!first?.company) throw new Error('no seeded job names its company');
    job = { id: first.id, company: first.company };
  });

  it('shows the company with its facts and lists its open jobs, without filters', async () => {
    const path = `/company/${job.company.slug}`;
    const page = await site.browser().data(loader, path, { params: { slug: job.company.slug } });
    expect(page.heading).toBe(`Jobs at ${job.company.name}`);
    expect(page.noFilters).toBe(true);
    expect(page.cities).toEqual([]);
    expect(page.cards.map((c) => c.id)).toContain(String(job.id));
    for (const card of page.cards) expect(card.company?.name).toBe(job.company.name);
    const openJobs = page.intro?.facts?.find((f) => f.label === 'Open jobs');
    expect(Number(openJobs?.value)).toBeGreaterThan(0);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    // Its Organization, from the company's data (schema.org: name and url; logo, sameAs, size when known).
    const company = await site.browser().client().job.companyData({ slug: job.company.slug });
    const lds = [page.seo.jsonLd].flat() as Record<string, unknown>[];
    const org = lds.find((ld) => ld['@type'] === 'Organization');
    expect(org).toMatchObject({ name: company.name, url: `${site.origin}${path}` });
    if (company.logo) expect(org?.logo).toBe(new URL(company.logo, site.origin).href);
    else expect(org).not.toHaveProperty('logo');
    if (company.website) expect(org?.sameAs).toBe(company.website);
    const range = /^(\d+)-(\d+)$/.exec(company.size ?? '');
    if (range)
      expect(org?.numberOfEmployees).toEqual({
        '@type': 'QuantitativeValue',
        minValue: Number(range[1]),
        maxValue: Number(range[2]),
      });
    const trail = lds.find((ld) => ld['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.origin}/` },
      { '@type': 'ListItem', position: 2, name: `Jobs at ${company.name}`, item: `${site.origin}${path}` },
    ]);
  });

  it('answers 404 for a company that does not exist', async () => {
    const result = await site.browser().load(loader, '/company/no-such-company-ltd', {
      params: { slug: 'no-such-company-ltd' },
    });
    expect(result).toMatchObject({ status: 404, thrown: true });
  });

  it('shows its logo by its about text, on its job cards too, from an address the site serves', async () => {
    const path = `/company/${job.company.slug}`;
    const page = await site.browser().data(loader, path, { params: { slug: job.company.slug } });
    const src = page.intro?.logo?.src ?? '';
    expect(src).toMatch(/^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.svg$/);
    expect(page.intro?.logo?.name).toBe(job.company.name);
    for (const card of page.cards) expect(card.company?.logoUrl).toBe(src);
  });
});

describe('company logos (/logos/{name})', () => {
  it('relays a logo from the API with its type, length and year-long caching', async () => {
    const { companies } = await site.browser().client().job.companyList({ page: 0 });
    const logo = companies[0]?.logo ?? '';
    const name = logo.slice('/logos/'.length);
    const { status, response } = await site.browser().load(logoRelay, logo, { params: { name } });
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body).toMatch(/^<svg /);
  });

  it('answers 404 for a name it does not serve and for a logo that is not there', async () => {
    for (const name of [
      'acme.png',
      '..%2F..%2Fetc-0123456789.svg',
      'acme-0123456789.gif',
      'acme-0123456789.svg',
    ]) {
      const { status } = await site.browser().load(logoRelay, `/logos/${name}`, { params: { name } });
      expect(status, name).toBe(404);
    }
  });
});
