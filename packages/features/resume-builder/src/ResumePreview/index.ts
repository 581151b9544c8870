export { lines, ResumePreview } from './ResumePreview.tsx';
