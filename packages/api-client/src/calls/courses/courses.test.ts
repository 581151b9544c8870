/**
 * The course calls through the client against the real API (src/testing/global-setup.ts), on its seeded
 * learning section: each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../core/errors.ts';
import { browserClient, signUp, TEST_VERTICAL } from '../../testing/real-api.ts';

describe('the course calls through the client', () => {
  it('reads the learning home page, lists and a course as a visitor', async () => {
    const { client } = browserClient(TEST_VERTICAL);
    const categories = await client.courses.courseCategories();
    expect(categories.code).toBe(10200);
    expect(categories.data.length).toBeGreaterThan(0);
    expect(await client.courses.trendingCourses()).toMatchObject({ title: 'Trending Courses' });
    expect(await client.courses.featuredCourses()).toMatchObject({ title: 'Learn & Grow' });
    expect(await client.courses.topInstitutes()).toMatchObject({ title: 'Featured Institute' });
    expect((await client.courses.featuredInstitutes()).data.length).toBeGreaterThanOrEqual(4);
    expect((await client.courses.courseBanners()).data).toHaveLength(3);

    const category = categories.data[0];
    const ofCategory = await client.courses.coursesByCategory({ categoryId: category?.id as number });
    expect(ofCategory.data).toHaveLength(category?.courseCount as number);
    const list = await client.courses.coursesList({ pageSize: 10 });
    expect(list).toMatchObject({ page: 0 });
    expect(list.data).toHaveLength(10);

    const found = await client.courses.courseSearch({
      userId: 0,
      query: { keyword: 'valuation', pageSize: 5 },
    });
    expect(found.total).toBeGreaterThan(0);
    const course = found.data[0];
    expect(course?.enquired).toBeUndefined();
    const detail = await client.courses.courseDetail({ userId: 0, id: course?.id as number, refinv: 'test' });
    expect(detail.data).toMatchObject({ id: course?.id, name: course?.name, published: true });
    const similar = await client.courses.similarCourses({ id: course?.id as number });
    expect(similar.data.every((c) => c.id !== course?.id)).toBe(true);
    expect((await client.courses.jobReadyCourses({ userId: 0, jobId: 99_999_999 })).data).toEqual([]);

    const brochure = await client.courses.courseBrochure({ id: course?.id as number });
    expect(brochure.type).toBe('application/pdf');
    expect((await brochure.text()).startsWith('%PDF-')).toBe(true);
  });

  it('enquires once per course, and reads the enquiry back with the seeker\u2019s bearer token', async () => {
    const { client, seekerId } = await signUp(TEST_VERTICAL, {}, 'courses');
    const { data } = await client.courses.courseSearch({ userId: seekerId, query: { pageSize: 2 } });
    const [first, second] = data.map((c) => c.id) as [number, number];
    expect(data.every((c) => c.enquired === false)).toBe(true);

    const answer = await client.courses.courseEnquiry({ courseIds: [first, second], toSkipIds: [second] });
    expect(answer).toMatchObject({ status: 200, data: { enquired: [first], alreadyEnquired: [] } });
    const again = await client.courses.courseEnquiry({ courseIds: [first] });
    expect(again.data).toEqual({ enquired: [], alreadyEnquired: [first] });

    expect((await client.courses.courseEnquiryStatus({ id: first })).data.enquired).toBe(true);
    expect((await client.courses.courseEnquiryStatus({ id: second })).data).toEqual({
      enquired: false,
      enquiredAt: null,
    });
    const checked = await client.courses.checkAppliedCourses({ userId: seekerId, ids: `${first},${second}` });
    expect(checked.data.enquired).toEqual([first]);
    const detail = await client.courses.courseDetail({ userId: seekerId, id: first });
    expect(detail.data.enquired).toBe(true);
  });

  it('reads the API\u2019s failures: an enquiry\u2019s error_msg and status, a wrong preview key', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'course-errors');
    const unknown = await client.courses.courseEnquiry({ courseIds: [99_999_999] }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ApiClientError);
    expect((unknown as ApiClientError).toJSON()).toEqual({
      message: 'Course 99999999 is not open for enquiries',
      code: 400,
    });
    const skipped = await client.courses
      .courseEnquiry({ courseIds: [1], toSkipIds: [1] })
      .catch((e: unknown) => e);
    expect((skipped as ApiClientError).toJSON()).toEqual({ message: 'Please select a course', code: 400 });

    const { client: visitor } = browserClient(TEST_VERTICAL);
    const wrong = await visitor.courses.unpublishedCourses({ key: 'not-a-key' }).catch((e: unknown) => e);
    expect((wrong as ApiClientError).toJSON()).toEqual({
      message: 'This preview link is not valid',
      code: 404,
    });
    const other = await visitor.courses.courseSearch({ userId: 1 }).catch((e: unknown) => e);
    expect((other as ApiClientError).code).toBe(401);
  });
});
