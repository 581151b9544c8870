export { JobCardSkeleton, type JobCardSkeletonProps } from './JobCardSkeleton.tsx';
