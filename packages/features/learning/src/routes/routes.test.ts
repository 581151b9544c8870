import { searchPath } from '@jobsite/domain';
import type { CourseDetail, CourseSummary } from '@jobsite/domain/answers';
import { coursePath, LEARNING_SLOT_TITLES, SELECT_A_COURSE } from '@jobsite/domain/calls';
import { setupTestApi, type TestSite, testSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as brochure } from './brochure.ts';
import { loader as course, action as enquire } from './course.tsx';
import { loader as learning } from './learning.tsx';
import { loader as preview } from './preview.tsx';
import { loader as previewCourse } from './preview-course.tsx';

const api = setupTestApi();
const site = testSite(api);
const slugOf = (path: string) => ({ params: { slug: path.slice('/learning/course/'.length) } });

/** An institute with unpublished courses, its preview key and those courses (through the internal API). */
async function unpublishedOf(s: TestSite): Promise<{ key: string; link: string; courses: CourseSummary[] }> {
  const { institutes } = await s
    .api()
    .internal<{ institutes: { id: number; courses: { unpublished: number } }[] }>(s.vertical, '/institutes');
  const institute = institutes.find((i) => i.courses.unpublished > 0);
  if (!institute) throw new Error('the seed has no institute with unpublished courses');
  const issued = await s
    .api()
    .internal<{ key: string; previewUrl?: string; link?: string }>(
      s.vertical,
      `/institutes/${institute.id}/preview-key`,
      {},
    );
  const courses = await s.browser().client().courses.unpublishedCourses({ key: issued.key });
  return { key: issued.key, link: issued.previewUrl ?? issued.link ?? '', courses: courses.data };
}

describe('learning page (/learning)', () => {
  it('shows the slots with their titles, the categories and institutes as course searches', async () => {
    const page = await site.browser().data(learning, '/learning');
    const client = site.browser().client().courses;
    const [featured, trending, categories] = await Promise.all([
      client.featuredCourses(),
      client.trendingCourses(),
      client.courseCategories(),
    ]);
    expect(page.learnAndGrow.title).toBe(featured.title ?? LEARNING_SLOT_TITLES.featured);
    expect(page.learnAndGrow.courses.length).toBeGreaterThan(0);
    expect(page.trending.title).toBe(trending.title ?? LEARNING_SLOT_TITLES.trending);
    expect(page.featuredInstitutes.title).toBe(LEARNING_SLOT_TITLES.institutes);
    const category = categories.data.find((c) => c.courseCount > 0);
    if (!category) throw new Error('the seed has no course category with courses');
    expect(page.categories).toContainEqual({
      id: category.id,
      label: category.name,
      count: category.courseCount,
      href: searchPath({ keyword: category.slug, search: 'Courses', cat: category.id }),
    });
    for (const i of [...page.featuredInstitutes.institutes, ...page.topInstitutes])
      expect(i.href).toMatch(/^\/search\/[a-z0-9-]+\.html\?search=Courses$/);
    expect(page.head.canonical).toBe(`${site.origin}/learning`);
    expect(page.head.title).toContain(site.brand.name);
  });

  it('leaves out what the API cannot give, and still answers the page', async () => {
    const page = await testSite(null).browser().data(learning, '/learning');
    expect(page.learnAndGrow).toEqual({ title: LEARNING_SLOT_TITLES.featured, courses: [] });
    expect(page.trending.courses).toEqual([]);
    expect(page.featuredInstitutes.institutes).toEqual([]);
    expect(page.categories).toEqual([]);
    expect(page.banners).toEqual([]);
  });
});

describe('course page (/learning/course/{category}-course-{id})', () => {
  let first: CourseSummary;
  let detail: CourseDetail;

  beforeAll(async () => {
    const client = site.browser().client().courses;
    const featured = await client.featuredCourses();
    const withSimilar = [];
    for (const c of featured.data) {
      const similar = await client.similarCourses({ id: c.id });
      if (similar.data.length > 0) withSimilar.push(c);
    }
    const found = withSimilar[0];
    if (!found) throw new Error('the seed has no featured course with similar courses');
    first = found;
    detail = (await client.courseDetail({ userId: 0, id: first.id })).data;
  });

  it('shows the course with its canonical address, Course data, brochure and similar courses', async () => {
    const path = coursePath(first);
    const page = await site.browser().data(course, path, slugOf(path));
    expect(page.course.id).toBe(first.id);
    expect(page.course.name).toBe(detail.name);
    expect(page.head.canonical).toBe(`${site.origin}${path}`);
    const [courseLd, trailLd] = page.head.jsonLd;
    expect(courseLd).toMatchObject({
      '@type': 'Course',
      name: detail.name,
      provider: { '@type': 'Organization', name: detail.institute.name },
    });
    // Google's course info: description, an offer with its category (the fee in rupees when published)
    // and at least one instance with its mode and workload.
    const ld = courseLd as Record<string, unknown>;
    // The trail the page shows (Learning, the course's category), down to the course.
    const crumbs = (trailLd?.itemListElement ?? []) as { name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Learning', detail.category.name, detail.name]);
    expect(crumbs[0]?.item).toBe(`${site.origin}/learning`);
    expect(crumbs[2]?.item).toBe(`${site.origin}${path}`);
    expect(ld.description).toBeTruthy();
    expect(ld.offers).toEqual([
      {
        '@type': 'Offer',
        category: detail.fee === 0 ? 'Free' : 'Paid',
        ...(detail.fee !== null ? { price: detail.fee, priceCurrency: 'INR' } : {}),
      },
    ]);
    const instances = ld.hasCourseInstance as Record<string, unknown>[];
    expect(instances.length).toBeGreaterThan(0);
    for (const i of instances) {
      expect(i.courseMode).toMatch(/^(Online|Onsite|Blended)$/);
      expect(i.courseWorkload).toMatch(/^P\d+M$/);
    }
    expect(page.brochureHref).toBe(detail.hasBrochure ? `${path}/brochure.pdf` : null);
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.map((c) => c.id)).not.toContain(first.id);
    expect(page.signedIn).toBe(false);
    expect(page.loginHref).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it('moves an address with another category part to the course’s own, for good (301)', async () => {
    const path = `/learning/course/some-old-category-course-${first.id}`;
    const result = await site.browser().load(course, `${path}?refinv=7`, slugOf(path));
    expect(result).toMatchObject({ status: 301, thrown: true, location: `${coursePath(first)}?refinv=7` });
  });

  it('answers 404 for an address without an id and for a course that does not exist', async () => {
    for (const path of ['/learning/course/finance', '/learning/course/finance-course-987654321']) {
      const result = await site.browser().load(course, path, slugOf(path));
      expect(result, path).toMatchObject({ status: 404, thrown: true });
    }
  });

  it('sends a visitor who is not signed in to log in before an enquiry', async () => {
    const path = coursePath(first);
    const result = await site.browser().submit(enquire, path, { courseIds: [first.id] }, slugOf(path));
    expect(result).toMatchObject({ status: 302, location: `/login?next=${encodeURIComponent(path)}` });
  });

  it('takes a seeker’s enquiry about several courses and marks them enquired', async () => {
    const seeker = await site.signUp();
    const path = coursePath(first);
    const before = await seeker.data(course, path, slugOf(path));
    expect(before.signedIn).toBe(true);
    expect(before.course.enquired).toBe(false);
    const other = before.similar[0];
    if (!other) throw new Error('no similar course');

    const none = await seeker.submit(enquire, path, {}, slugOf(path));
    expect(none.status).toBe(400);
    expect(none.data).toEqual({ ok: false, error: SELECT_A_COURSE, selected: [] });

    const sent = await seeker.submitData(enquire, path, { courseIds: [first.id, other.id] }, slugOf(path));
    expect(sent).toMatchObject({ ok: true });
    if (!sent.ok) throw new Error('the enquiry failed');
    expect(sent.message).not.toBe('');
    expect(new Set(sent.enquired)).toEqual(new Set([first.id, other.id]));

    const after = await seeker.data(course, path, slugOf(path));
    expect(after.course.enquired).toBe(true);
    expect(after.similar.find((c) => c.id === other.id)?.enquired).toBe(true);
    // Another visitor's page carries no marks.
    const visitor = await site.browser().data(course, path, slugOf(path));
    expect(visitor.course.enquired).not.toBe(true);

    // Asking again is no error (the enquiry is idempotent).
    const again = await seeker.submitData(enquire, path, { courseIds: [first.id] }, slugOf(path));
    expect(again).toMatchObject({ ok: true });
  });
});

describe('brochure (/learning/course/{slug}/brochure.pdf)', () => {
  it('streams the course’s PDF with the API’s type and file name', async () => {
    const featured = await site.browser().client().courses.featuredCourses();
    const withBrochure = [];
    for (const c of featured.data) {
      const d = await site.browser().client().courses.courseDetail({ userId: 0, id: c.id });
      if (d.data.hasBrochure) withBrochure.push(c);
    }
    const c = withBrochure[0];
    if (!c) throw new Error('no featured course has a brochure');
    const path = `${coursePath(c)}/brochure.pdf`;
    const result = await site.browser().load(brochure, path, slugOf(coursePath(c)));
    expect(result.status).toBe(200);
    expect(result.response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(result.response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const bytes = new Uint8Array(await result.response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('answers 404 for a course that does not exist', async () => {
    for (const slug of ['finance-course-987654321', 'finance']) {
      const result = await site.browser().load(brochure, `/learning/course/${slug}/brochure.pdf`, {
        params: { slug },
      });
      expect(result.status, slug).toBe(404);
    }
  });
});

describe('preview of unpublished courses (/learning/preview)', () => {
  it('lists an institute’s unpublished courses by its key, never indexed nor cached', async () => {
    const { key, link, courses } = await unpublishedOf(site);
    expect(new URL(link).pathname).toBe('/learning/preview');
    const result = await site.browser().load(preview, `/learning/preview?key=${encodeURIComponent(key)}`);
    expect(result.status).toBe(200);
    expect(result.data?.error).toBeNull();
    expect(result.data?.head.noindex).toBe(true);
    expect(result.response.headers.get('x-robots-tag')).toBe('noindex');
    expect(result.response.headers.get('cache-control')).toBe('private, no-store');
    expect(result.data?.courses.map((c) => c.id)).toEqual(courses.map((c) => c.id));
    const first = courses[0];
    if (!first) throw new Error('no unpublished course');
    expect(result.data?.courses[0]?.path).toBe(
      `/learning/preview/${first.id}?key=${encodeURIComponent(key)}`,
    );

    const detail = await site
      .browser()
      .load(previewCourse, `/learning/preview/${first.id}?key=${encodeURIComponent(key)}`, {
        params: { id: String(first.id) },
      });
    expect(detail.status).toBe(200);
    expect(detail.data?.course?.id).toBe(first.id);
    expect(detail.data?.course?.published).toBe(false);
    expect(detail.data?.head.noindex).toBe(true);

    // Its brochure comes with the key, and not without it.
    const path = coursePath(first);
    const brochureHref = detail.data?.brochureHref;
    expect(brochureHref).toBe(`${path}/brochure.pdf?key=${encodeURIComponent(key)}`);
    const withKey = await site.browser().load(brochure, brochureHref ?? '', slugOf(path));
    expect(withKey.status).toBe(200);
    expect(withKey.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await withKey.response.text()).startsWith('%PDF-')).toBe(true);
    const withoutKey = await site.browser().load(brochure, `${path}/brochure.pdf`, slugOf(path));
    expect(withoutKey.status).toBe(404);

    // Its public address is no page.
    const published = await site.browser().load(course, path, slugOf(path));
    expect(published.status).toBe(404);
  });

  it('says clearly that a missing or wrong key shows nothing (404)', async () => {
    for (const query of ['', '?key=', '?key=not-a-real-key']) {
      const list = await site.browser().load(preview, `/learning/preview${query}`);
      expect(list.status, query).toBe(404);
      expect(list.data?.error, query).toMatch(/preview link/);
      expect(list.data?.courses).toEqual([]);
      const one = await site
        .browser()
        .load(previewCourse, `/learning/preview/1${query}`, { params: { id: '1' } });
      expect(one.status, query).toBe(404);
      expect(one.data?.course).toBeNull();
    }
  });
});
