export { resumeLoader as loader } from './update-profile.tsx';
