/** The user calls (calls.md 7.4), one module each. */

import { competitionRegistration } from './competition-registration.ts';
import { coverLetter } from './coverletter.ts';
import { diversityMaven } from './diversity-maven.ts';
import { followups } from './followups.ts';
import { notifications } from './notifications.ts';
import { notificationsCount } from './notifications-count.ts';
import { parseResume } from './parse-resume.ts';
import { proCheck } from './pro-check.ts';
import { profile } from './profile.ts';
import { profileTags } from './profile-tags.ts';
import { readNotifications } from './read-notifications.ts';
import { saveCoverLetter } from './save-coverletter.ts';
import { saveSkills } from './save-skills.ts';
import { skills } from './skills.ts';
import { skipWork } from './skip-work.ts';
import { suggestSkills } from './suggest-skills.ts';
import { survey } from './survey.ts';
import { surveyAnswer } from './survey-answer.ts';
import { updateProfile } from './update-profile.ts';
import { updateStamp } from './updatestamp.ts';
import { uploadProfilePicture } from './upload-profile-picture.ts';
import { uploadResume } from './upload-resume.ts';

export type { CompetitionRegistrationInput } from './competition-registration.ts';
export type { DiversityMavenInput } from './diversity-maven.ts';
export type { NotificationsAnswer, NotificationsInput } from './notifications.ts';
export type { ProfileInput } from './profile.ts';
export type { ProfileTagsInput } from './profile-tags.ts';
export type { ReadNotificationsInput } from './read-notifications.ts';
export type { SaveCoverLetterInput } from './save-coverletter.ts';
export type { SaveSkillsInput } from './save-skills.ts';
export type { SuggestSkillsInput } from './suggest-skills.ts';
export type { SurveyInput } from './survey.ts';
export type { UpdateProfileInput } from './update-profile.ts';
export type { UpdateStampInput } from './updatestamp.ts';
export type { UploadInput } from './upload-resume.ts';
export {
  competitionRegistration,
  coverLetter,
  diversityMaven,
  followups,
  notifications,
  notificationsCount,
  parseResume,
  proCheck,
  profile,
  profileTags,
  readNotifications,
  saveCoverLetter,
  saveSkills,
  skills,
  skipWork,
  suggestSkills,
  survey,
  surveyAnswer,
  updateProfile,
  updateStamp,
  uploadProfilePicture,
  uploadResume,
};

export const userCalls = {
  profile,
  updateProfile,
  skipWork,
  suggestSkills,
  coverLetter,
  saveCoverLetter,
  skills,
  saveSkills,
  followups,
  updateStamp,
  diversityMaven,
  profileTags,
  parseResume,
  uploadResume,
  uploadProfilePicture,
  survey,
  surveyAnswer,
  competitionRegistration,
  proCheck,
  notifications,
  notificationsCount,
  readNotifications,
};
