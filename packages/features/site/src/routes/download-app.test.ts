import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './download-app.tsx';

describe('download the app (/downloadapp)', () => {
  it("shows the brand's app copy with its title, canonical address and Open Graph", async () => {
    const site = testSite(null, { siteUrl: 'https://jobs.example.com' });
    const page = await site.browser().data(loader, '/downloadapp');
    const { title, intro, points } = site.brand.downloadApp;
    expect(page.copy).toEqual({ title, intro, points });
    expect(page.seo).toEqual({
      title: `${title} | ${site.brand.name}`,
      description: intro,
      canonical: 'https://jobs.example.com/downloadapp',
      siteName: site.brand.name,
    });
  });

  it("links to the brand's own store pages, each named as its badge says", async () => {
    const site = testSite(null);
    const page = await site.browser().data(loader, '/downloadapp');
    expect(page.stores).toEqual([
      {
        href: site.brand.downloadApp.stores[0]?.href,
        call: 'Get it on',
        store: 'Google Play',
      },
      {
        href: site.brand.downloadApp.stores[1]?.href,
        call: 'Download on the',
        store: 'App Store',
      },
    ]);
    expect(new URL(page.stores[0]?.href ?? '').host).toBe('play.google.com');
    expect(new URL(page.stores[1]?.href ?? '').host).toBe('apps.apple.com');
  });
});
