export { experienceRange, postedAge } from './format.ts';
export { JobCard, type JobCardData, type JobCardDensity, type JobCardProps } from './JobCard.tsx';
