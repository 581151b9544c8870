import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import meta, * as stories from './JobMatch.stories.tsx';
import { JobMatch, type JobMatchProps } from './JobMatch.tsx';

/** Each story's component with its own arguments over the shared ones. */
const story = (s: { args?: Partial<JobMatchProps> | undefined }) => () => (
  <JobMatch {...meta.args} {...s.args} />
);
const GoodMatch = story(stories.GoodMatch);
const PartialWithGaps = story(stories.PartialWithGaps);
const EmptyProfile = story(stories.EmptyProfile);
const JobWithoutSkills = story(stories.JobWithoutSkills);

const facts = () =>
  screen.getAllByRole('term').map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);

test('says a full match skill by skill, band, city and salary, under one labelled section', () => {
  render(<GoodMatch />);
  expect(screen.getByRole('region', { name: 'How you match' })).toBeTruthy();
  expect(facts()).toEqual([
    'Skills: 4 of 4 skills',
    "Experience: 6.5 years: within the job's 5–10 years",
    'Location: In your city (Mumbai)',
    "Salary: You expect ₹24 LPA: within the job's ₹20–30 LPA",
  ]);
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByText(/to see how you match/)).toBeNull();
});

test('lists the gaps: a related skill to add, the others with links to their courses', () => {
  render(<PartialWithGaps />);
  expect(facts()[0]).toBe('Skills: 2.5 of 4 skills');
  expect(screen.getByText('You have Python and SQL.')).toBeTruthy();
  const gaps = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(gaps.map((g) => g.firstChild?.textContent)).toEqual(['Pandas', 'Apache Spark']);
  expect(gaps[0]?.textContent).toContain('Goes with your NumPy: if you have it too, add it to your profile.');
  expect(
    within(gaps[1] as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/learning/course/data-science-course-12', '/learning/course/data-science-course-31']);
  expect(screen.getByRole('heading', { level: 3, name: 'Skills you may be missing' })).toBeTruthy();
});

test('asks an empty profile for what to add, never "0 of N"', () => {
  render(<EmptyProfile />);
  expect(facts()[0]).toBe('Skills: Add your skills to see how you match');
  expect(screen.queryByText(/0 of/)).toBeNull();
  const add = screen.getByText(/^Add your skills, your years of experience/);
  expect(add.textContent).toBe(
    'Add your skills, your years of experience, your current or preferred city and your expected salary to your profile to see how you match.',
  );
  expect(within(add).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/myprofile');
});

test('says a job without skills or a shown salary has none', () => {
  render(<JobWithoutSkills />);
  expect(facts()).toEqual([
    'Skills: This job lists no skills to compare',
    "Experience: 12 years: above the job's 3–8 years",
    'Location: Work from home: any city',
    'Salary: The job does not show its salary',
  ]);
});
