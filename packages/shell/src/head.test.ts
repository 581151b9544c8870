import { describe, expect, it } from 'vitest';
import { headMeta } from './head.ts';

describe('headMeta', () => {
  const base = { title: 'T', description: 'D', siteName: 'S' };

  it('names a missing page', () => {
    expect(headMeta(undefined)).toEqual([{ title: 'Page not found' }]);
    expect(headMeta(undefined, 'Course not found')).toEqual([{ title: 'Course not found' }]);
  });

  it('writes title, description, Open Graph and the card, and nothing it was not given', () => {
    const tags = headMeta(base);
    expect(tags).toContainEqual({ title: 'T' });
    expect(tags).toContainEqual({ name: 'description', content: 'D' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'S' });
    expect(
      tags.some((m) => 'rel' in m || ('name' in m && m.name === 'robots') || 'script:ld+json' in m),
    ).toBe(false);
  });

  it('adds canonical with og:url, prev/next, robots and structured data when given', () => {
    const tags = headMeta({
      ...base,
      canonical: 'https://s.test/c/x',
      prev: 'https://s.test/c/x?page=1',
      next: 'https://s.test/c/x?page=3',
      noindex: true,
      jsonLd: { '@type': 'Course' },
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://s.test/c/x' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://s.test/c/x' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://s.test/c/x?page=1' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'next', href: 'https://s.test/c/x?page=3' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Course' } });
    expect(headMeta({ ...base, noindex: 'noindex' })).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
