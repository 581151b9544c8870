import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, headMeta, jsonLdMeta } from './head.ts';

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

  it('gives every shareable page a large card: its own, else the brand card of its origin', () => {
    const content = (tags: ReturnType<typeof headMeta>, key: string) =>
      (
        tags.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key)) as
          | { content?: string }
          | undefined
      )?.content;
    const plain = headMeta({ ...base, canonical: 'https://s.test/c/x?page=2' });
    expect(content(plain, 'og:image')).toBe('https://s.test/share/site.png');
    expect(content(plain, 'og:image:alt')).toBe('S');
    expect(content(plain, 'og:image:width')).toBe('1200');
    expect(content(plain, 'twitter:card')).toBe('summary_large_image');
    expect(content(plain, 'twitter:title')).toBe('T');
    expect(content(plain, 'twitter:description')).toBe('D');
    expect(content(plain, 'twitter:image')).toBe('https://s.test/share/site.png');
    const own = headMeta({
      ...base,
      canonical: 'https://s.test/j/a-1.html',
      image: { url: 'https://s.test/share/j/a-1.png', alt: 'A, Acme' },
    });
    expect(content(own, 'og:image')).toBe('https://s.test/share/j/a-1.png');
    expect(content(own, 'twitter:image:alt')).toBe('A, Acme');
    // A page that is not to be shared by its address (no canonical) names no picture.
    expect(content(headMeta(base), 'og:image')).toBeUndefined();
    expect(content(headMeta(base), 'twitter:card')).toBe('summary');
  });
});

describe('structured data and the share tags of every page', () => {
  it('writes each structured object in a script of its own', () => {
    const tags = headMeta({
      title: 'T',
      description: 'D',
      siteName: 'S',
      jsonLd: [{ '@type': 'A' }, { '@type': 'B' }],
    });
    expect(tags.filter((t) => 'script:ld+json' in t)).toEqual([
      { 'script:ld+json': { '@type': 'A' } },
      { 'script:ld+json': { '@type': 'B' } },
    ]);
    expect(jsonLdMeta(undefined)).toEqual([]);
  });

  it('numbers a breadcrumb trail from 1, each step a name and an address', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://s.test/' },
        { name: 'Consulting Jobs', url: 'https://s.test/c/consulting-jobs' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Consulting Jobs',
          item: 'https://s.test/c/consulting-jobs',
        },
      ],
    });
  });
});
