import { sampleCourseSummaries, sampleCourseSummary } from '@jobsite/domain/samples';
import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { expect, test } from 'vitest';
import { CourseCard } from './CourseCard.tsx';
import { courseDate, courseDuration, courseFacts, courseFee, courseStart } from './format.ts';

test('is an article named by the course, linking to its page, with the institute and facts', () => {
  render(<CourseCard course={sampleCourseSummary} />);
  const card = screen.getByRole('article', { name: sampleCourseSummary.name });
  expect(screen.getByRole('heading', { level: 3, name: sampleCourseSummary.name })).toBeTruthy();
  expect(within(card).getByRole('link', { name: sampleCourseSummary.name }).getAttribute('href')).toBe(
    '/learning/course/business-analytics-course-42',
  );
  expect(card.textContent).toContain('Business Analytics');
  expect(card.textContent).toContain('Westbridge School of Business, Mumbai');
  const facts = within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(facts).toEqual([
    'Mode: Hybrid',
    'Duration: 11 months',
    'Fee: ₹2,45,000',
    'Next start: Starts 9 Jan 2027',
  ]);
  expect(card.textContent).not.toContain('Enquired');
});

test('marks an enquired course and shows the action at its foot', () => {
  render(
    <CourseCard
      course={{ ...sampleCourseSummary, enquired: true }}
      headingLevel={2}
      action={<button type="button">Compare</button>}
    />,
  );
  const card = screen.getByRole('article', { name: sampleCourseSummary.name });
  expect(within(card).getByText('Enquired')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Compare' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
});

const RouterLike = ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a href={href} data-router="yes" {...props} />
);

test("renders its link with the app's link component", () => {
  render(<CourseCard course={sampleCourseSummary} linkComponent={RouterLike} />);
  expect(screen.getByRole('link', { name: sampleCourseSummary.name }).getAttribute('data-router')).toBe(
    'yes',
  );
});

test('leaves out an unknown start and says when the fee is on request', () => {
  const course = sampleCourseSummaries[2] ?? sampleCourseSummary;
  render(<CourseCard course={course} />);
  const card = screen.getByRole('article', { name: course.name });
  expect(card.textContent).toContain('Fee on request');
  expect(card.textContent).not.toContain('Starts');
  expect(card.textContent).toContain('On campus');
  expect(card.textContent).toContain('Coromandel Finance Academy');
  expect(card.textContent).not.toContain('Coromandel Finance Academy,');
});

test('formats', () => {
  expect(courseFee(2_50_000)).toBe('₹2,50,000');
  expect(courseFee(null)).toBe('Fee on request');
  expect(courseDuration(1)).toBe('1 month');
  expect(courseDuration(12)).toBe('1 year');
  expect(courseDuration(18)).toBe('1 year 6 months');
  expect(courseDuration(24)).toBe('2 years');
  expect(courseDate('2026-12-14')).toBe('14 Dec 2026');
  expect(courseStart('2027-01-05')).toBe('Starts 5 Jan 2027');
  expect(courseFacts(sampleCourseSummary)).toEqual(['Hybrid', '11 months', '₹2,45,000', 'Starts 9 Jan 2027']);
});
