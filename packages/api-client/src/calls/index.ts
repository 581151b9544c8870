/** Every call of calls.md sections 7.1 to 7.13, grouped by catalogue section. */
export * from './auth/index.ts';
export * from './competition/index.ts';
export * from './courses/index.ts';
export * from './interviews/index.ts';
export * from './job/index.ts';
export * from './media/index.ts';
export * from './otp/index.ts';
export * from './recommendations/index.ts';
export * from './settings/index.ts';
export * from './static/index.ts';
export * from './subscription/index.ts';
export * from './user/index.ts';
