import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './robots.ts';

describe('robots.txt', () => {
  it('lets crawlers in, keeps them off the sign-in pages and names the sitemap index', async () => {
    const site = testSite(null);
    const result = await site.browser().load(loader, '/robots.txt');
    expect(result.status).toBe(200);
    expect(result.response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await result.response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /login');
    expect(lines).toContain('Disallow: /register');
    expect(lines).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  it('names the sitemap at the public origin when the site has one', async () => {
    const site = testSite(null, { siteUrl: 'https://jobs.example.com' });
    const result = await site.browser().load(loader, '/robots.txt');
    expect(await result.response.text()).toContain('Sitemap: https://jobs.example.com/sitemap.xml');
  });
});
