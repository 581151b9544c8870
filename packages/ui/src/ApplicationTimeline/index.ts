export {
  ApplicationTimeline,
  type ApplicationTimelineStep,
  type UsualResponse,
} from './ApplicationTimeline.tsx';
