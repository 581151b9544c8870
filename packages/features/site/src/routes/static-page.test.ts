import { STATIC_PAGES } from '@jobsite/shell/brand';
import { SHARE_KEYS, shareKeysOf, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader, meta } from './static-page.tsx';

const site = testSite(null);

describe('static pages', () => {
  it("serves the brand's own copy at about, contact and faq, with a canonical address", async () => {
    const page = await site.browser().data(loader, STATIC_PAGES.about);
    expect(page.copy).toEqual(site.brand.pages.about);
    expect(page.seo).toEqual({
      title: `${site.brand.pages.about.title} | ${site.brand.name}`,
      description: site.brand.pages.about.description,
      canonical: `${site.origin}${STATIC_PAGES.about}`,
      siteName: site.brand.name,
      image: { url: `${site.origin}/share/site.png`, alt: site.brand.name },
    });
    expect((await site.browser().data(loader, STATIC_PAGES.faq)).copy).toEqual(site.brand.pages.faq);
    // A shared link previews with the brand's card, as every page kind's does.
    const tags = meta({ loaderData: page } as Parameters<typeof meta>[0]) ?? [];
    expect(shareKeysOf(tags)).toEqual(SHARE_KEYS);
    expect(tags).toContainEqual({ property: 'og:image', content: `${site.origin}/share/site.png` });
  });

  it("writes the legal pages with the brand's name and contact address", async () => {
    const privacy = await site.browser().data(loader, STATIC_PAGES.privacy);
    expect(privacy.copy.title).toBe('Privacy policy');
    expect(JSON.stringify(privacy.copy)).toContain(site.brand.name);
    const terms = await site.browser().data(loader, STATIC_PAGES.terms);
    expect(terms.copy.title).not.toBe(privacy.copy.title);
  });

  it('answers 404 for a path that is not a static page', async () => {
    expect(await site.browser().load(loader, '/about')).toMatchObject({ status: 404, thrown: true });
  });
});
