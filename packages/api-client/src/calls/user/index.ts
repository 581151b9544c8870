/** The user calls (calls.md 7.4): those that are their contract, and one module for each that adds to it. */
export * from './competition-registration.ts';
export * from './contract-calls.ts';
export * from './coverletter.ts';
export * from './notifications.ts';
export * from './notifications-count.ts';
export * from './profile.ts';
export * from './profile-tags.ts';
export * from './read-notifications.ts';
export * from './save-skills.ts';
export * from './survey.ts';
export * from './survey-answer.ts';
export * from './update-profile.ts';
export * from './upload-profile-picture.ts';
export * from './upload-resume.ts';
