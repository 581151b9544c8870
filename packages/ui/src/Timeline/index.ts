export { Timeline, type TimelineItem, type TimelineStatus } from './Timeline.tsx';
