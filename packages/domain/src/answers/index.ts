/**
 * `@jobsite/domain/answers`: the answer schema of every call of the catalogue, the registry that names
 * each call's answer (`ANSWERS`, keyed `METHOD path`), and where each service lives below the API base.
 */
export * from './alerts.ts';
export * from './assessments.ts';
export * from './auth.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './competition.ts';
export * from './courses.ts';
export * from './email-preferences.ts';
export * from './interviews.ts';
export * from './job.ts';
export * from './media.ts';
export * from './registry.ts';
export * from './resume-builder.ts';
export * from './services.ts';
export * from './social.ts';
export * from './strict.ts';
export * from './subscription.ts';
export * from './surveys.ts';
export * from './user.ts';
