import type { JobCardData } from './JobCard.tsx';

/** Sample jobs for stories and tests. */
export const sampleJob: JobCardData = {
  id: '1234',
  title: 'Senior Data Scientist, Pricing and Revenue Analytics',
  href: '/j/senior-data-scientist-1234.html',
  company: { name: 'Acme Analytics' },
  cities: ['Bangalore', 'Pune'],
  experience: { min: 4, max: 6 },
  salary: '₹24-32 LPA',
  tags: ['Python', 'SQL', 'Pricing', 'Machine learning'],
  postedDaysAgo: 3,
  saved: false,
  applied: false,
};
