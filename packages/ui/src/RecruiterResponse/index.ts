export { RecruiterResponse, type RecruiterResponseFigures } from './RecruiterResponse.tsx';
