export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
export { type FileRules, fileError } from './validate.ts';
