export { experienceRange, postedAge } from './format.ts';
export { JobCard, type JobCardData, type JobCardProps } from './JobCard.tsx';
