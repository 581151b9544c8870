export { CourseCard, type CourseCardProps } from './CourseCard.tsx';
export {
  COURSE_MODE_LABELS,
  courseDate,
  courseDuration,
  courseFacts,
  courseFee,
  courseStart,
} from './format.ts';
