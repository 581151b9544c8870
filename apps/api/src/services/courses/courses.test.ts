/** The courses service (calls.md 7.11, decision 0032) against the real server and database, on both drivers. */

import type { Vertical } from '@jobsite/domain';
import {
  CheckAppliedAnswer,
  CourseBannersAnswer,
  CourseCategoriesAnswer,
  CourseDetailAnswer,
  CourseEnquiryAnswer,
  CourseEnquiryStatusAnswer,
  CourseList,
  InstitutesAnswer,
} from '@jobsite/domain/answers';
import { courseIdFromSlug, coursePath, LEARNING_SLOT_TITLES, SELECT_A_COURSE } from '@jobsite/domain/calls';
import { extractText, getDocumentProxy } from 'unpdf';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  freshSeeker,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import { searchQueryText } from './queries.ts';

const V2 = `${BASE}/v2`;

describe('the search box’s words as a tsquery', () => {
  it('keeps letters and digits only, each word required, longer words also as prefixes', () => {
    expect(searchQueryText('Machine learn')).toBe('machine:* & learn:*');
    expect(searchQueryText("S&OP | !x:* ')")).toBe('s & op & x');
    expect(searchQueryText('  ')).toBe('');
    expect(searchQueryText('Gestão de Projetos')).toBe('gestão:* & de & projetos:*');
  });
});

describe.each(drivers)('courses service on %s', (driver) => {
  const s = setupTestServer(driver);

  const json = async (path: string, init?: RequestInit) => {
    const res = await s.get(path, init);
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const list = async (path: string, init?: RequestInit) => {
    const { res, body } = await json(path, init);
    expect(res.status).toBe(200);
    return v.parse(CourseList, body);
  };
  const bearer = (token: string | undefined) => ({ headers: { authorization: `Bearer ${token}` } });

  const enquire = (token: string | undefined, body: unknown, base = V2) =>
    fetch(`${s.base}${base}/courseenquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const internal = (method: string, path: string, vertical: Vertical = M, key = TEST_ADMIN_KEY) =>
    fetch(`${s.base}/internal/${vertical}${path}`, { method, headers: { 'x-admin-key': key } });

  const publishedIds = async (vertical: Vertical = M) =>
    (
      (await s.db.raw('SELECT id FROM courses WHERE vertical = $1 AND published ORDER BY id', [
        vertical,
      ])) as {
        id: number;
      }[]
    ).map((r) => Number(r.id));

  /** The institute with unpublished courses (the seed gives them to one institute) and its drafts. */
  async function draftOwner(vertical: Vertical = M) {
    const rows = (await s.db.raw(
      'SELECT id, institute_id, name FROM courses WHERE vertical = $1 AND NOT published ORDER BY id',
      [vertical],
    )) as { id: number; institute_id: number; name: string }[];
    return {
      instituteId: Number(rows[0]?.institute_id),
      drafts: rows.map((r) => ({ id: Number(r.id), name: r.name })),
    };
  }

  async function issueKey(instituteId: number, vertical: Vertical = M) {
    const res = await internal('POST', `/institutes/${instituteId}/preview-key`, vertical);
    expect(res.status).toBe(201);
    return (await res.json()) as { key: string; previewUrl: string; institute: { id: number; name: string } };
  }

  describe('lists and the learning home page', () => {
    it('answers the categories with their published course counts, only those with courses', async () => {
      const { res, body } = await json(`${V2}/homePage/allcat`);
      expect(res.status).toBe(200);
      const answer = v.parse(CourseCategoriesAnswer, body);
      expect(answer).toMatchObject({ code: 10200, message: 'Operation performed successfully' });
      expect(answer.data.map((c) => c.name)).toEqual([
        'Executive MBA',
        'Finance',
        'Marketing',
        'Leadership',
        'Business Analytics',
        'Operations & Supply Chain',
        'HR',
      ]);
      const counts = (await s.db.raw(
        `SELECT category_id, count(*)::int AS n FROM courses WHERE vertical = $1 AND published GROUP BY 1`,
        [M],
      )) as { category_id: number; n: number }[];
      for (const c of answer.data)
        expect(c.courseCount).toBe(counts.find((r) => Number(r.category_id) === c.id)?.n);
      // A category whose courses are all unpublished is left out.
      await s.db.raw(
        `INSERT INTO course_categories (vertical, name, slug, ordering) VALUES ($1, 'Drafts only', 'drafts-only', 99)`,
        [M],
      );
      const again = v.parse(CourseCategoriesAnswer, (await json(`${V2}/homePage/allcat`)).body);
      expect(again.data.some((c) => c.slug === 'drafts-only')).toBe(false);
      const tech = v.parse(
        CourseCategoriesAnswer,
        (await json(`${TEST_BASE_PATHS[T]}/v2/homePage/allcat`)).body,
      );
      expect(tech.data.map((c) => c.name)).toContain('Machine Learning & AI');
    });

    it('answers the slots with their titles: institutes, trending, featured and banners', async () => {
      const top = v.parse(InstitutesAnswer, (await json(`${V2}/homepage/topinstitute`)).body);
      expect(top.title).toBe(LEARNING_SLOT_TITLES.institutes);
      expect(top.data.length).toBeGreaterThanOrEqual(10);
      expect(top.data.every((i) => i.courseCount > 0)).toBe(true);

      const featured = v.parse(InstitutesAnswer, (await json(`${V2}/billboard/featured-institutes`)).body);
      expect(featured).toMatchObject({ code: 10200, title: 'Featured Institute' });
      expect(featured.data.length).toBeGreaterThanOrEqual(4);
      const flagged = (await s.db.raw('SELECT id FROM institutes WHERE vertical = $1 AND featured', [M])) as {
        id: number;
      }[];
      expect(featured.data.map((i) => i.id).sort()).toEqual(flagged.map((r) => Number(r.id)).sort());

      const trending = await list(`${V2}/homepage/trending`);
      expect(trending.title).toBe('Trending Courses');
      expect(trending.data).toHaveLength(12);
      const scores = (await s.db.raw('SELECT id, trending_score FROM courses WHERE id = ANY($1::int[])', [
        trending.data.map((c) => c.id),
      ])) as { id: number; trending_score: number }[];
      const score = (id: number) => scores.find((r) => Number(r.id) === id)?.trending_score ?? -1;
      const inOrder = trending.data.map((c) => score(c.id));
      expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
      expect(trending.data[0]?.enquired).toBeUndefined();

      const learn = await list(`${V2}/homepage/featured`);
      expect(learn.title).toBe('Learn & Grow');
      expect(learn.data.length).toBeGreaterThanOrEqual(2);
      expect(learn.data.length).toBeLessThanOrEqual(3);

      const banners = v.parse(CourseBannersAnswer, (await json(`${V2}/homepage/banner`)).body);
      expect(banners.data).toHaveLength(3);
      for (const b of banners.data) {
        if (b.courseId === null) expect(b.href).toBe('/learning');
        else {
          const course = learn.data.find((c) => c.id === b.courseId);
          expect(course).toBeDefined();
          expect(b.href).toBe(course?.path);
          expect(courseIdFromSlug(b.href.split('/').pop() ?? '')).toBe(b.courseId);
        }
      }
    });

    it('answers every published course in pages, and a category\u2019s courses', async () => {
      const ids = await publishedIds();
      expect(ids.length).toBeGreaterThanOrEqual(50);
      const first = await list(`${V2}/courses-list?pageSize=20`);
      expect(first).toMatchObject({ code: 10200, total: ids.length, page: 0 });
      const all = [...first.data];
      for (let page = 1; page * 20 < ids.length; page++)
        all.push(...(await list(`${V2}/courses-list?pageSize=20&page=${page}`)).data);
      expect(all.map((c) => c.id)).toEqual(ids);
      for (const c of all) expect(c.path).toBe(coursePath(c));
      const past = await list(`${V2}/courses-list?page=400`);
      expect(past).toMatchObject({ code: 10200, message: 'Operation performed successfully', data: [] });

      const category = first.data[0]?.category.id as number;
      const ofCategory = await list(`${V2}/courses/${category}`);
      expect(ofCategory.data.length).toBeGreaterThan(0);
      expect(ofCategory.data.every((c) => c.category.id === category)).toBe(true);
      const none = await json(`${V2}/courses/999999`);
      expect(none.res.status).toBe(200);
      expect(none.body).toEqual({
        code: 10200,
        message: 'Operation performed successfully',
        total: 0,
        data: [],
      });
      expect((await s.get(`${V2}/courses/abc`)).status).toBe(400);
    });

    it('answers similar courses: same category or shared skills, never the course itself', async () => {
      const [id] = await publishedIds();
      const detail = v.parse(CourseDetailAnswer, (await json(`${V2}/course/0/user/${id}/detail`)).body).data;
      const similar = await list(`${V2}/course/${id}/similar`);
      expect(similar.data.length).toBeGreaterThan(0);
      for (const c of similar.data) {
        expect(c.id).not.toBe(id);
        expect(c.category.id === detail.category.id || c.skills.some((k) => detail.skills.includes(k))).toBe(
          true,
        );
      }
      expect((await list(`${V2}/course/999999/similar`)).data).toEqual([]);
    });
  });

  describe('search', () => {
    it('matches words of a course\u2019s name, skills, category and institute, best first', async () => {
      const byName = await list(`${V2}/course/0/search?keyword=${encodeURIComponent('financial modelling')}`);
      expect(byName.data[0]?.name).toBe('Certificate in Financial Modelling & Valuation');
      expect(byName.total).toBeGreaterThanOrEqual(1);

      const bySkill = await list(`${V2}/course/0/search?keyword=s%26op`);
      expect(bySkill.data.length).toBeGreaterThan(0);
      expect(bySkill.data.every((c) => c.skills.includes('s&op') || /S&OP/.test(c.name))).toBe(true);

      const byInstitute = await list(`${V2}/course/0/search?keyword=Lakeshore&pageSize=50`);
      const lakeshore = (await s.db.raw(
        `SELECT count(*)::int AS n FROM courses c JOIN institutes i ON i.id = c.institute_id
          WHERE c.vertical = $1 AND c.published AND i.name = 'Lakeshore School of Management'`,
        [M],
      )) as { n: number }[];
      expect(byInstitute.total).toBe(lakeshore[0]?.n);
      expect(byInstitute.data.every((c) => c.institute.name === 'Lakeshore School of Management')).toBe(true);

      const byCategory = await list(`${V2}/course/0/search?keyword=leadership&pageSize=50`);
      expect(byCategory.data.some((c) => c.category.name === 'Leadership')).toBe(true);

      // Words the seeker is still typing match as prefixes; tsquery syntax is only text.
      const typing = await list(
        `${TEST_BASE_PATHS[T]}/v2/course/0/search?keyword=${encodeURIComponent('machine learn')}`,
      );
      expect(typing.data[0]?.name).toMatch(/Machine Learning/);
      const partial = await list(`${TEST_BASE_PATHS[T]}/v2/course/0/search?keyword=kubern&pageSize=50`);
      expect(partial.total).toBeGreaterThan(0);
      expect(partial.data.every((c) => c.skills.includes('kubernetes') || /Kubernetes/.test(c.name))).toBe(
        true,
      );
      for (const odd of ["!(')&|:*", 'the', '   ']) {
        const res = await s.get(`${V2}/course/0/search?keyword=${encodeURIComponent(odd)}`);
        expect(res.status).toBe(200);
      }

      const none = await json(`${V2}/course/0/search?keyword=zqxjkv`);
      expect(none.body).toEqual({
        code: 10200,
        message: 'Operation performed successfully',
        total: 0,
        page: 0,
        data: [],
      });
      // The other vertical's courses are not found.
      expect((await list(`${V2}/course/0/search?keyword=kubernetes`)).data).toEqual([]);
      expect(
        (await list(`${TEST_BASE_PATHS[T]}/v2/course/0/search?keyword=kubernetes`)).total,
      ).toBeGreaterThan(0);
    });

    it('filters by category and mode, and pages from 0', async () => {
      const categories = v.parse(CourseCategoriesAnswer, (await json(`${V2}/homePage/allcat`)).body).data;
      const finance = categories.find((c) => c.name === 'Finance');
      const inFinance = await list(`${V2}/course/0/search?cat=${finance?.id}&pageSize=50`);
      expect(inFinance.total).toBe(finance?.courseCount);
      expect(inFinance.data.every((c) => c.category.id === finance?.id)).toBe(true);

      const online = await list(`${V2}/course/0/search?mode=online&pageSize=50`);
      expect(online.data.length).toBeGreaterThan(0);
      expect(online.data.every((c) => c.mode === 'online')).toBe(true);
      const both = await list(`${V2}/course/0/search?mode=online&cat=${finance?.id}&keyword=valuation`);
      expect(both.data.every((c) => c.mode === 'online' && c.category.id === finance?.id)).toBe(true);

      const all = await list(`${V2}/course/0/search?pageSize=5`);
      const second = await list(`${V2}/course/0/search?pageSize=5&page=1`);
      expect(all).toMatchObject({ page: 0, total: (await publishedIds()).length });
      expect(second.page).toBe(1);
      expect(second.total).toBe(all.total);
      expect(all.data).toHaveLength(5);
      expect(second.data.some((c) => all.data.some((d) => d.id === c.id))).toBe(false);

      expect((await s.get(`${V2}/course/0/search?mode=distance`)).status).toBe(400);
      expect((await s.get(`${V2}/course/0/search?pageSize=51`)).status).toBe(400);
    });
  });

  describe('the {userId} of course paths', () => {
    it('is 0 for a visitor, else needs that seeker\u2019s bearer token and then marks enquiries', async () => {
      const asha = await freshSeeker(s, M);
      const ravi = await freshSeeker(s, M);
      const [first, second] = await publishedIds();
      expect((await enquire(asha.token, { courseIds: [first] })).status).toBe(200);

      const paths = [
        `${V2}/course/${asha.seekerId}/search?keyword=&pageSize=50`,
        `${V2}/course/${asha.seekerId}/user/${first}/detail`,
        `${V2}/course/${asha.seekerId}/${first},${second}/checkappliedcourses`,
      ];
      for (const path of paths) {
        const missing = await json(path);
        expect(missing.res.status).toBe(401);
        expect(missing.body).toEqual({ error: { message: 'Please log in to continue', statusCode: 401 } });
        // The cookie alone does not do: course calls are authorised by the bearer token.
        expect((await asha.b.request('GET', path)).status).toBe(401);
        expect((await s.get(path, bearer(ravi.token))).status).toBe(403);
        expect((await s.get(path, bearer('not-a-token'))).status).toBe(401);
      }

      const mine = await list(paths[0] as string, bearer(asha.token));
      expect(mine.data.find((c) => c.id === first)?.enquired).toBe(true);
      expect(mine.data.find((c) => c.id === second)?.enquired).toBe(false);
      const detail = v.parse(CourseDetailAnswer, (await json(paths[1] as string, bearer(asha.token))).body);
      expect(detail.data.enquired).toBe(true);
      const checked = v.parse(CheckAppliedAnswer, (await json(paths[2] as string, bearer(asha.token))).body);
      expect(checked.data.enquired).toEqual([first]);

      // A visitor's answers carry no `enquired`, whatever token comes along.
      const visitor = await list(`${V2}/course/0/search?pageSize=50`, bearer(asha.token));
      expect(visitor.data.every((c) => !('enquired' in c))).toBe(true);
      const visitorCheck = await json(`${V2}/course/0/${first}/checkappliedcourses`);
      expect(visitorCheck.body).toMatchObject({ code: 10200, data: { enquired: [] } });
    });
  });

  describe('course pages', () => {
    it('answers a published course\u2019s page; unknown and unpublished ones are 404', async () => {
      const [id] = await publishedIds();
      const { res, body } = await json(`${V2}/course/0/user/${id}/detail?refinv=newsletter&reforg=campus`);
      expect(res.status).toBe(200);
      const { data } = v.parse(CourseDetailAnswer, body);
      expect(data).toMatchObject({ id, published: true, hasBrochure: true });
      expect(data.syllabus.length).toBeGreaterThanOrEqual(4);
      expect(data.syllabus.length).toBeLessThanOrEqual(6);
      expect(data.syllabus.every((m) => m.topics.length > 0)).toBe(true);
      expect(data.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(data.startDates.length).toBeGreaterThan(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(data.startDates.every((d) => d > today)).toBe(true);
      expect(data.nextStart).toBe(data.startDates[0]);
      expect(data.institute.courseCount).toBeGreaterThan(0);
      expect(data.summary).not.toBe('');
      expect(data.eligibility).not.toBe('');
      expect(data.enquired).toBeUndefined();

      const { drafts } = await draftOwner();
      expect((await s.get(`${V2}/course/0/user/${drafts[0]?.id}/detail`)).status).toBe(404);
      expect((await s.get(`${V2}/course/0/user/999999/detail`)).status).toBe(404);
      // Courses of the other vertical are not found here.
      const [techId] = await publishedIds(T);
      expect((await s.get(`${V2}/course/0/user/${techId}/detail`)).status).toBe(404);
    });

    it('has fees on request and instalment plans among the courses', async () => {
      const rows = (await s.db.raw(
        `SELECT count(*) FILTER (WHERE fee IS NULL)::int AS on_request,
                count(*) FILTER (WHERE instalment_count IS NOT NULL)::int AS instalments
           FROM courses WHERE vertical = $1 AND published`,
        [M],
      )) as { on_request: number; instalments: number }[];
      expect(rows[0]?.on_request).toBeGreaterThan(0);
      expect(rows[0]?.instalments).toBeGreaterThan(0);
      const withPlan = (await s.db.raw(
        'SELECT id FROM courses WHERE vertical = $1 AND published AND instalment_count IS NOT NULL LIMIT 1',
        [M],
      )) as { id: number }[];
      const { data } = v.parse(
        CourseDetailAnswer,
        (await json(`${V2}/course/0/user/${withPlan[0]?.id}/detail`)).body,
      );
      expect(data.instalments?.count).toBeGreaterThanOrEqual(2);
      expect(data.fee).not.toBeNull();
    });
  });

  describe('brochures', () => {
    it('is a PDF of the course, cacheable, for published courses', async () => {
      const [id] = await publishedIds();
      const { data } = v.parse(CourseDetailAnswer, (await json(`${V2}/course/0/user/${id}/detail`)).body);
      const res = await s.get(`${V2}/course/${id}/brochure`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${data.category.slug}-course-${id}-brochure.pdf"`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await getDocumentProxy(bytes);
      const { totalPages, text } = await extractText(pdf, { mergePages: true });
      expect(totalPages).toBeGreaterThanOrEqual(1);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(data.name);
      expect(flat).toContain(data.institute.name);
      expect(flat).toContain(data.syllabus[0]?.title);
      expect(flat).toContain('Eligibility');

      const etag = res.headers.get('etag') as string;
      expect(etag).toMatch(/^"brochure-/);
      expect(res.headers.get('cache-control')).toContain('max-age');
      expect(
        (await s.get(`${V2}/course/${id}/brochure`, { headers: { 'if-none-match': etag } })).status,
      ).toBe(304);
      // A change to the course makes a new brochure.
      await s.db.raw('UPDATE courses SET fee = coalesce(fee, 0) + 1000 WHERE id = $1', [id]);
      const changed = await s.get(`${V2}/course/${id}/brochure`, { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect((await s.get(`${V2}/course/999999/brochure`)).status).toBe(404);
    });

    it('of an unpublished course needs its institute\u2019s preview key', async () => {
      const { instituteId, drafts } = await draftOwner();
      const draft = drafts[0] as { id: number; name: string };
      expect((await s.get(`${V2}/course/${draft.id}/brochure`)).status).toBe(404);
      expect((await s.get(`${V2}/course/${draft.id}/brochure?key=wrong`)).status).toBe(404);
      const { key } = await issueKey(instituteId);
      const res = await s.get(`${V2}/course/${draft.id}/brochure?key=${encodeURIComponent(key)}`);
      expect(res.status).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
        mergePages: true,
      });
      expect(text.replace(/\s+/g, ' ')).toContain(draft.name);
    });
  });

  describe('preview keys', () => {
    it('show an institute\u2019s unpublished courses to whoever holds the key, and nothing to a wrong key', async () => {
      const { instituteId, drafts } = await draftOwner();
      expect(drafts.length).toBeGreaterThanOrEqual(2);
      const issued = await issueKey(instituteId);
      expect(issued.key.length).toBeGreaterThanOrEqual(40);
      expect(issued.previewUrl).toBe(
        `${TEST_SITE_ORIGINS[M]}/learning/preview?key=${encodeURIComponent(issued.key)}`,
      );
      // Only the key's hash is stored.
      const stored = (await s.db.raw('SELECT preview_key_hash FROM institutes WHERE id = $1', [
        instituteId,
      ])) as {
        preview_key_hash: string;
      }[];
      expect(stored[0]?.preview_key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.preview_key_hash).not.toContain(issued.key);

      const key = encodeURIComponent(issued.key);
      const preview = await list(`${V2}/course/unpublish?key=${key}`);
      expect(preview.title).toBe(issued.institute.name);
      expect(preview.data.map((c) => c.id)).toEqual(drafts.map((d) => d.id));
      expect(preview.data.every((c) => c.institute.id === instituteId)).toBe(true);

      const { res, body } = await json(`${V2}/course/unpublish/${drafts[0]?.id}/detail?key=${key}&refinv=x`);
      expect(res.status).toBe(200);
      expect(v.parse(CourseDetailAnswer, body).data).toMatchObject({ id: drafts[0]?.id, published: false });
      // The preview shows only unpublished courses of the key's institute.
      const [published] = await publishedIds();
      expect((await s.get(`${V2}/course/unpublish/${published}/detail?key=${key}`)).status).toBe(404);

      const wrong = await json(`${V2}/course/unpublish?key=not-the-key`);
      expect(wrong.res.status).toBe(404);
      expect(wrong.body).toEqual({ error: { message: 'This preview link is not valid', statusCode: 404 } });
      expect((await s.get(`${V2}/course/unpublish/${drafts[0]?.id}/detail?key=nope`)).status).toBe(404);
      expect((await s.get(`${V2}/course/unpublish`)).status).toBe(400);
      // The key is the vertical's: the other vertical does not know it.
      expect((await s.get(`${TEST_BASE_PATHS[T]}/v2/course/unpublish?key=${key}`)).status).toBe(404);

      // A new key replaces the old one.
      const next = await issueKey(instituteId);
      expect(next.key).not.toBe(issued.key);
      expect((await s.get(`${V2}/course/unpublish?key=${key}`)).status).toBe(404);
      expect((await s.get(`${V2}/course/unpublish?key=${encodeURIComponent(next.key)}`)).status).toBe(200);
    });
  });

  describe('enquiries', () => {
    it('records an enquiry once per seeker and course, with one confirmation message', async () => {
      const { token, email, seekerId } = await freshSeeker(s, M, { name: 'Kavya Menon' });
      const [first, second] = await publishedIds();
      const before = (await s.db.raw(
        'SELECT id, trending_score FROM courses WHERE id = ANY($1::int[]) ORDER BY id',
        [[first, second]],
      )) as { id: number; trending_score: number }[];

      const status = async (id: number) =>
        v.parse(CourseEnquiryStatusAnswer, (await json(`${V2}/course/${id}/enquiry`, bearer(token))).body)
          .data;
      expect(await status(first as number)).toEqual({ enquired: false, enquiredAt: null });

      const res = await enquire(token, {
        courseIds: [first, second],
        refinv: 'mail',
        reforg: 'acme',
        device: 'Android',
      });
      expect(res.status).toBe(200);
      const answer = v.parse(CourseEnquiryAnswer, await res.json());
      expect(answer).toMatchObject({ status: 200, data: { enquired: [first, second], alreadyEnquired: [] } });
      expect(answer.message).toMatch(/institute will contact you/);

      const again = v.parse(CourseEnquiryAnswer, await (await enquire(token, { courseIds: [first] })).json());
      expect(again).toMatchObject({ status: 200, data: { enquired: [], alreadyEnquired: [first] } });
      const rows = (await s.db.raw(
        'SELECT course_id, refinv, reforg, device FROM course_enquiries WHERE seeker_id = $1 ORDER BY course_id',
        [seekerId],
      )) as { course_id: number; refinv: string; reforg: string; device: string }[];
      expect(rows.map((r) => Number(r.course_id))).toEqual([first, second]);
      expect(rows[0]).toMatchObject({ refinv: 'mail', reforg: 'acme', device: 'Android' });

      const after = (await s.db.raw(
        'SELECT id, trending_score FROM courses WHERE id = ANY($1::int[]) ORDER BY id',
        [[first, second]],
      )) as { id: number; trending_score: number }[];
      expect(after.map((r) => r.trending_score)).toEqual(before.map((r) => r.trending_score + 1));

      const outbox = (await (
        await s.get(`${TEST_BASE_PATHS[M]}/dev/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { kind: string; subject: string; body: string; code: string | null; link: string | null }[];
      };
      const sent = outbox.messages.filter((m) => m.kind === 'course-enquiry');
      expect(sent).toHaveLength(1);
      const names = (await s.db.raw(
        `SELECT c.name, i.name AS institute FROM courses c JOIN institutes i ON i.id = c.institute_id
          WHERE c.id = ANY($1::int[])`,
        [[first, second]],
      )) as { name: string; institute: string }[];
      for (const n of names) {
        expect(sent[0]?.body).toContain(n.name);
        expect(sent[0]?.body).toContain(n.institute);
      }
      expect(sent[0]).toMatchObject({ code: null, link: null });

      const now = await status(first as number);
      expect(now.enquired).toBe(true);
      expect(Date.now() - Date.parse(now.enquiredAt as string)).toBeLessThan(60_000);
      expect((await s.get(`${V2}/course/${first}/enquiry`)).status).toBe(401);
      expect((await s.get(`${V2}/course/999999/enquiry`, bearer(token))).status).toBe(404);

      // The institute sees the enquiry on the internal API.
      const owner = (await s.db.raw('SELECT institute_id FROM courses WHERE id = $1', [first])) as {
        institute_id: number;
      }[];
      const list = await internal('GET', `/institutes/${owner[0]?.institute_id}/enquiries`);
      expect(list.status).toBe(200);
      const { enquiries } = (await list.json()) as {
        enquiries: {
          course: { id: number };
          seeker: { name: string; email: string };
          refinv: string;
          device: string;
        }[];
      };
      expect(enquiries).toContainEqual(
        expect.objectContaining({
          course: expect.objectContaining({ id: first }),
          seeker: expect.objectContaining({ name: 'Kavya Menon', email }),
          refinv: 'mail',
          reforg: 'acme',
          device: 'Android',
        }),
      );
    });

    it('records one enquiry and sends one message when the same enquiry arrives many times at once', async () => {
      const { token, email, seekerId } = await freshSeeker(s, M);
      const ids = await publishedIds();
      const course = ids[ids.length - 1] as number;
      const answers = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const res = await enquire(token, { courseIds: [course] });
          expect(res.status).toBe(200);
          return v.parse(CourseEnquiryAnswer, await res.json()).data;
        }),
      );
      expect(answers.filter((a) => a?.enquired.includes(course))).toHaveLength(1);
      expect(answers.filter((a) => a?.alreadyEnquired.includes(course))).toHaveLength(7);
      expect(await s.db.raw('SELECT 1 FROM course_enquiries WHERE seeker_id = $1', [seekerId])).toHaveLength(
        1,
      );
      const outbox = (await (
        await s.get(`${TEST_BASE_PATHS[M]}/dev/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { kind: string }[];
      };
      expect(outbox.messages.filter((m) => m.kind === 'course-enquiry')).toHaveLength(1);
    });

    it('answers failures as { status, error_msg }: no course, all skipped, unknown or unpublished courses, no token', async () => {
      const { token, seekerId } = await freshSeeker(s, M);
      const [first] = await publishedIds();
      const { drafts } = await draftOwner();
      const cases: [unknown, string | RegExp][] = [
        [{ courseIds: [] }, SELECT_A_COURSE],
        [{}, SELECT_A_COURSE],
        [{ courseIds: [first], toSkipIds: [first] }, SELECT_A_COURSE],
        [{ courseIds: [999999] }, 'Course 999999 is not open for enquiries'],
        [{ courseIds: [first, drafts[0]?.id] }, `Course ${drafts[0]?.id} is not open for enquiries`],
        [{ courseIds: ['abc'] }, /course ids/],
      ];
      for (const [body, message] of cases) {
        const res = await enquire(token, body);
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { status: number; error_msg: string };
        expect(answer.status).toBe(400);
        expect(answer.error_msg).toMatch(message);
      }
      const none = await enquire(undefined, { courseIds: [first] });
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ status: 401, error_msg: 'Please log in to continue' });
      // Nothing was recorded by the refusals.
      expect(await s.db.raw('SELECT 1 FROM course_enquiries WHERE seeker_id = $1', [seekerId])).toEqual([]);
    });

    it('limits how many enquiries a seeker makes in an hour', async () => {
      const { token } = await freshSeeker(s, M);
      const ids = await publishedIds();
      for (let i = 0; i < 30; i++) expect((await enquire(token, { courseIds: [ids[i]] })).status).toBe(200);
      const res = await enquire(token, { courseIds: [ids[30]] });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        status: 429,
        error_msg: 'Too many enquiries. Please try again in an hour.',
      });
    });
  });

  describe('job-ready courses', () => {
    it('answers published courses teaching a seeded job\u2019s skills, and none for an unknown job', async () => {
      const jobs = (await s.db.raw(
        `SELECT j.id, ARRAY(SELECT lower(t.name) FROM tags t WHERE t.id = ANY(j.tag_ids)) AS skills
           FROM jobs j WHERE j.vertical = $1 AND j.status = 1
            AND EXISTS (SELECT 1 FROM courses c WHERE c.vertical = j.vertical AND c.published
                         AND c.skills && ARRAY(SELECT lower(t.name) FROM tags t WHERE t.id = ANY(j.tag_ids)))
          ORDER BY j.id LIMIT 1`,
        [T],
      )) as { id: number; skills: string[] }[];
      const job = jobs[0];
      expect(job).toBeDefined();
      const ready = await list(`${TEST_BASE_PATHS[T]}/v2/course/0/jobready/${job?.id}`);
      expect(ready.data.length).toBeGreaterThan(0);
      expect(ready.data.length).toBeLessThanOrEqual(6);
      for (const c of ready.data) expect(c.skills.some((k) => job?.skills.includes(k))).toBe(true);

      const unknown = await json(`${V2}/course/0/jobready/99999999`);
      expect(unknown.res.status).toBe(200);
      expect(unknown.body).toEqual({ code: 10200, message: 'Operation performed successfully', data: [] });

      const { token, seekerId } = await freshSeeker(s, T);
      const mine = await list(
        `${TEST_BASE_PATHS[T]}/v2/course/${seekerId}/jobready/${job?.id}`,
        bearer(token),
      );
      expect(mine.data.every((c) => c.enquired === false)).toBe(true);
    });

    it('finds courses for most seeded jobs of the categories the courses teach', async () => {
      for (const vertical of [M, T]) {
        const rows = (await s.db.raw(
          `SELECT count(*)::int AS n,
                  count(*) FILTER (WHERE EXISTS (SELECT 1 FROM courses c WHERE c.vertical = j.vertical AND c.published
                     AND c.skills && ARRAY(SELECT lower(t.name) FROM tags t WHERE t.id = ANY(j.tag_ids)))) ::int AS ready
             FROM jobs j WHERE j.vertical = $1`,
          [vertical],
        )) as { n: number; ready: number }[];
        expect(rows[0]?.ready).toBeGreaterThan((rows[0]?.n ?? 0) / 3);
      }
    });
  });

  describe('the internal API', () => {
    it('lists institutes with their counts, behind the admin key', async () => {
      const res = await internal('GET', '/institutes');
      expect(res.status).toBe(200);
      const { institutes } = (await res.json()) as {
        institutes: {
          id: number;
          name: string;
          courses: { published: number; unpublished: number };
          enquiries: number;
        }[];
      };
      expect(institutes.length).toBeGreaterThanOrEqual(10);
      expect(institutes.reduce((n, i) => n + i.courses.published, 0)).toBe((await publishedIds()).length);
      expect(institutes.filter((i) => i.courses.unpublished > 0)).toHaveLength(1);
      expect((await internal('GET', '/institutes', M, 'wrong-key')).status).toBe(401);
      expect((await internal('GET', '/institutes/999999/enquiries')).status).toBe(404);
      expect((await internal('POST', '/institutes/999999/preview-key')).status).toBe(404);
    });
  });
});
