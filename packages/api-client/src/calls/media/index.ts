/**
 * The media calls (calls.md 7.9): those that are their contract in `contract-calls.ts`, and a module for
 * each call that adds something to its contract (the uploads' multipart bodies, the list's no-cache).
 */
export * from './contract-calls.ts';
export * from './ext-upload.ts';
export * from './files.ts';
export * from './upload.ts';
