/** The recommendations calls (calls.md 7.7), one module each. */
export * from './add-comment.ts';
export * from './add-social-user.ts';
export * from './process-recommendation.ts';
export * from './recommendation.ts';
export * from './recommendation-list.ts';
export * from './recommendation-profile.ts';
export * from './recruiter-id.ts';
export * from './request-recommendation.ts';
export * from './resend-mail.ts';
export * from './social-user-id.ts';
export * from './socialinfo.ts';
