import { describe, expect, it } from 'vitest';
import { sitemapIndex, urlset, xml } from './sitemap.ts';

describe('sitemaps', () => {
  it('writes a urlset with escaped addresses and optional lastmod', () => {
    const body = urlset([
      { loc: 'https://tech.example/k/c-sharp-jobs?a=1&b=2', lastmod: '2026-11-21' },
      { loc: 'https://tech.example/c/data-jobs' },
    ]);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toContain(
      '<url><loc>https://tech.example/k/c-sharp-jobs?a=1&amp;b=2</loc><lastmod>2026-11-21</lastmod></url>',
    );
    expect(body).toContain('<url><loc>https://tech.example/c/data-jobs</loc></url>');
  });

  it('writes an index of sitemaps and serves XML', async () => {
    const body = sitemapIndex(['https://tech.example/sitemaps/jobs.xml']);
    expect(body).toContain('<sitemap><loc>https://tech.example/sitemaps/jobs.xml</loc></sitemap>');
    const res = xml(body);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await res.text()).toBe(body);
  });
});
