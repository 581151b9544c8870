import { listingPath } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './suggest.ts';

const site = setupTestSite();

describe('search suggestions (/search-suggest?q=)', () => {
  it('suggests nothing for fewer than two letters', async () => {
    expect(await site.browser().data(loader, '/search-suggest?q=a')).toEqual({
      query: 'a',
      tags: [],
      companies: [],
      cities: [],
    });
  });

  it('suggests tags, companies and SEO cities whose names contain the text', async () => {
    const api = site.browser().client();
    const tag = (await api.job.tags())[0];
    if (!tag) throw new Error('the API has no tags');
    const tagged = await site.browser().data(loader, `/search-suggest?q=${encodeURIComponent(tag.name)}`);
    expect(tagged.tags).toContainEqual({
      kind: 'tag',
      label: tag.name,
      href: listingPath('k', tag.key ?? tag.name),
    });

    const city = await site.browser().data(loader, '/search-suggest?q=mumb');
    expect(city.cities).toContainEqual({ kind: 'city', label: 'Jobs in Mumbai', href: '/jobs-in-mumbai' });

    const feed = await api.job.jobfeed({ page: 0 });
    const company = feed.jobs.find((j) => j.company)?.company;
    if (!company) throw new Error('no seeded job names its company');
    const companies = await site
      .browser()
      .data(loader, `/search-suggest?q=${encodeURIComponent(company.name)}`);
    expect(companies.companies).toContainEqual({
      kind: 'company',
      label: company.name,
      href: `/company/${company.slug}`,
    });
  });

  it('suggests by word beginnings and forgives a slip', async () => {
    const tags = await site.browser().client().job.tags();
    const tag = tags.find(
      (t) => t.name.split(' ').length >= 2 && t.name.split(' ').every((w) => w.length >= 5),
    );
    if (!tag) throw new Error('no tag of two long words');
    const [first = '', second = ''] = tag.name.split(' ');
    const beginnings = `${first.slice(0, 4)} ${second.slice(0, 3)}`;
    const byBeginnings = await site
      .browser()
      .data(loader, `/search-suggest?q=${encodeURIComponent(beginnings)}`);
    expect(byBeginnings.tags.map((t) => t.label)).toContain(tag.name);
    // Two letters swapped inside the first word.
    const slip = `${first.slice(0, 2)}${first[3]}${first[2]}${first.slice(4)}`;
    const bySlip = await site.browser().data(loader, `/search-suggest?q=${encodeURIComponent(slip)}`);
    expect(bySlip.tags.map((t) => t.label)).toContain(tag.name);
  });
});
