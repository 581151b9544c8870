/** The media calls (calls.md 7.9), one module each. */
export * from './ext-upload.ts';
export * from './files.ts';
export * from './remove.ts';
export * from './upload.ts';
