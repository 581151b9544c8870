export { lines, ResumePreview, type ResumePreviewProps } from './ResumePreview.tsx';
