import type { Meta, StoryObj } from '@storybook/react-vite';
import { inColumn } from '../utils/story-decorators.tsx';
import { JobMatch } from './JobMatch.tsx';

const meta = {
  title: 'Job/JobMatch',
  component: JobMatch,
  args: {
    profileHref: '/myprofile',
    match: {
      jobId: 101,
      skills: {
        state: 'compared',
        matched: 4,
        of: 4,
        exact: ['Brand Management', 'Market Research', 'P&L Ownership', 'Digital Marketing'],
        gaps: [],
      },
      experience: { state: 'within', years: 6.5, min: 5, max: 10 },
      location: { state: 'current', jobCities: ['Mumbai'] },
      salary: { state: 'within', expected: 24, min: 20, max: 30 },
      toAdd: [],
    },
  },
  decorators: [inColumn('360px')],
} satisfies Meta<typeof JobMatch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every skill, the band, the city and the salary fit: at a phone's narrowest width too. */
export const GoodMatch: Story = { parameters: { pictureWidths: [320] } };

/** Some skills missing: a related one counts half and may be added; the others with courses that teach them. */
export const PartialWithGaps: Story = {
  args: {
    match: {
      jobId: 102,
      skills: {
        state: 'compared',
        matched: 2.5,
        of: 4,
        exact: ['Python', 'SQL'],
        gaps: [
          { skill: 'Pandas', relatedTo: 'NumPy', courses: [] },
          {
            skill: 'Apache Spark',
            relatedTo: null,
            courses: [
              { id: 12, name: 'Big Data with Spark', path: '/learning/course/data-science-course-12' },
              { id: 31, name: 'Data Engineering Bootcamp', path: '/learning/course/data-science-course-31' },
            ],
          },
        ],
      },
      experience: { state: 'below', years: 1.5, min: 2, max: 5 },
      location: { state: 'preferred', jobCities: ['Pune', 'Bengaluru'] },
      salary: { state: 'above', expected: 18, min: 8, max: 14 },
      toAdd: [],
    },
  },
  parameters: { pictureWidths: [320] },
};

/** A profile with nothing in it: what to add, never "0 of 4". */
export const EmptyProfile: Story = {
  args: {
    match: {
      jobId: 103,
      skills: { state: 'profile-lists-none', jobSkills: 4 },
      experience: { state: 'unknown' },
      location: { state: 'unknown', jobCities: ['Delhi'] },
      salary: { state: 'unknown' },
      toAdd: ['skills', 'experience', 'location', 'salary'],
    },
  },
  parameters: { pictureWidths: [320] },
};

/** A job that lists no skills and hides its salary says so instead of guessing. */
export const JobWithoutSkills: Story = {
  args: {
    match: {
      jobId: 104,
      skills: { state: 'job-lists-none' },
      experience: { state: 'above', years: 12, min: 3, max: 8 },
      location: { state: 'remote' },
      salary: { state: 'not-shown' },
      toAdd: [],
    },
  },
};
