import { sampleCourseDetail } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { courseBreadcrumbJsonLd, courseCategoryHref, courseJsonLd } from './jsonld.ts';

const url = 'https://jobs.example.com/learning/course/business-analytics-course-42';

describe('schema.org Course of a course page', () => {
  it('names the course, its provider, its price in rupees and each start with its mode', () => {
    expect(courseJsonLd(sampleCourseDetail, { url })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: sampleCourseDetail.name,
      description: sampleCourseDetail.summary,
      url,
      provider: {
        '@type': 'Organization',
        name: 'Westbridge School of Business',
        sameAs: 'https://westbridge.example.edu',
      },
      timeRequired: 'P11M',
      coursePrerequisites: sampleCourseDetail.eligibility,
      teaches: sampleCourseDetail.outcomes,
      offers: [{ '@type': 'Offer', category: 'Paid', price: 245000, priceCurrency: 'INR' }],
      hasCourseInstance: ['2027-01-09', '2027-07-10'].map((startDate) => ({
        '@type': 'CourseInstance',
        courseMode: 'Blended',
        courseWorkload: 'P11M',
        startDate,
        location: { '@type': 'Place', name: 'Westbridge School of Business', address: 'Mumbai' },
      })),
    });
  });

  it('offers a course with its fee on request as paid, without a price, and a course at no fee as free', () => {
    const online = {
      ...sampleCourseDetail,
      mode: 'online' as const,
      fee: null,
      startDates: [],
      institute: { ...sampleCourseDetail.institute, website: null },
    };
    const ld = courseJsonLd(online, { url });
    // Google requires an offer with its category on every course (course info's required properties).
    expect(ld.offers).toEqual([{ '@type': 'Offer', category: 'Paid' }]);
    expect(courseJsonLd({ ...sampleCourseDetail, fee: 0 }, { url }).offers).toEqual([
      { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'INR' },
    ]);
    expect(ld.provider).toEqual({ '@type': 'Organization', name: 'Westbridge School of Business' });
    expect(ld.hasCourseInstance).toEqual([
      { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'P11M' },
    ]);
  });
});

describe('the trail of a course page', () => {
  it('is the one the page shows, Learning and the category, down to the course', () => {
    const origin = 'https://jobs.example.com';
    expect(courseBreadcrumbJsonLd(sampleCourseDetail, { origin, url }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Learning', item: `${origin}/learning` },
      {
        '@type': 'ListItem',
        position: 2,
        name: sampleCourseDetail.category.name,
        item: origin + courseCategoryHref(sampleCourseDetail.category),
      },
      { '@type': 'ListItem', position: 3, name: sampleCourseDetail.name, item: url },
    ]);
  });
});
