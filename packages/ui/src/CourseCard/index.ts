export { CourseCard, type CourseCardProps } from './CourseCard.tsx';
export { courseDuration, courseFacts, courseFee, courseStart } from './format.ts';
