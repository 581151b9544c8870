export * from './account.ts';
export * from './job-actions.ts';
export * from './job-detail.ts';
export * from './job-feed.ts';
export * from './params.ts';
export * from './profile.ts';
export * from './static.ts';
export * from './taxonomy.ts';
