/** The resume builder's calls (decision 0030), one module each. */
export * from './contract-calls.ts';
export * from './pdf.ts';
export * from './save-draft.ts';
export * from './use-resume.ts';
