import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './download-app.tsx';

describe('download the app (/downloadapp)', () => {
  it("shows the brand's app copy with its title and canonical address", async () => {
    const site = testSite(null, { siteUrl: 'https://jobs.example.com' });
    const page = await site.browser().data(loader, '/downloadapp');
    expect(page.copy).toEqual(site.brand.downloadApp);
    expect(page.seo).toEqual({
      title: `${site.brand.downloadApp.title} | ${site.brand.name}`,
      description: site.brand.downloadApp.intro,
      canonical: 'https://jobs.example.com/downloadapp',
    });
  });
});
