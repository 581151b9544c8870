import { VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import {
  coursesBase,
  headMeta,
  INVALID_PREVIEW,
  previewCoursePath,
  previewKeyOf,
  previewListPath,
  refsOf,
} from './courses.ts';

const first = VERTICAL_IDS[0] as Vertical;
const url = (query: string) => new URL(`http://site.test/learning/preview${query}`);

describe('the learning pages’ shared rules', () => {
  it('takes a preview key from the address, and says why there is none usable', () => {
    expect(previewKeyOf(url('?key=%20abc123%20'))).toEqual({ key: 'abc123' });
    expect(previewKeyOf(url(''))).toEqual({ error: expect.stringContaining('has no key') });
    expect(previewKeyOf(url('?key='))).toEqual({ error: expect.stringContaining('has no key') });
    expect(previewKeyOf(url(`?key=${'k'.repeat(201)}`))).toEqual({ error: INVALID_PREVIEW });
  });

  it('builds the preview addresses with the key encoded', () => {
    expect(previewListPath('a/b c')).toBe('/learning/preview?key=a%2Fb%20c');
    expect(previewCoursePath(42, 'k&1')).toBe('/learning/preview/42?key=k%261');
  });

  it('finds the courses service of the vertical on the API', () => {
    expect(coursesBase({ apiOrigin: 'http://api.test/', apiBasePath: '/jobs/', vertical: first })).toBe(
      'http://api.test/jobs/v2/',
    );
    expect(coursesBase({ apiOrigin: 'http://api.test', apiBasePath: undefined, vertical: first })).toBe(
      `http://api.test${VERTICALS[first].basePath}/v2/`,
    );
  });

  it('keeps the attribution of the address, trimmed and bounded', () => {
    expect(refsOf(new URL('http://site.test/x?refinv=%20inv1%20&reforg=&other=1'))).toEqual({
      refinv: 'inv1',
    });
    expect(refsOf(new URL(`http://site.test/x?reforg=${'o'.repeat(150)}`)).reforg).toHaveLength(100);
  });

  it('writes the head of a page: canonical, robots and structured data only when given', () => {
    const base = { title: 'T', description: 'D', siteName: 'S' };
    expect(headMeta(undefined)).toEqual([{ title: 'Course not found' }]);
    const plain = headMeta(base);
    expect(plain).toContainEqual({ title: 'T' });
    expect(plain).toContainEqual({ name: 'description', content: 'D' });
    expect(plain.some((m) => 'rel' in m || ('name' in m && m.name === 'robots'))).toBe(false);
    const full = headMeta({
      ...base,
      canonical: 'https://s.test/learning',
      noindex: true,
      jsonLd: { '@type': 'Course' },
    });
    expect(full).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://s.test/learning' });
    expect(full).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(full).toContainEqual({ 'script:ld+json': { '@type': 'Course' } });
  });
});
