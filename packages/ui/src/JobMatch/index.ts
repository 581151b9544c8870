export { JobMatch } from './JobMatch.tsx';
