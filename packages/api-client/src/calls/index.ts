/**
 * Every call of calls.md sections 7.1 to 7.13, grouped by catalogue section: each section's folder holds
 * one module per call, and the section's calls are the call definitions its modules export.
 */
import { callsOf } from '../core/define-call.ts';
import * as alerts from './alerts/index.ts';
import * as assessments from './assessments/index.ts';
import * as auth from './auth/index.ts';
import * as chat from './chat/index.ts';
import * as competition from './competition/index.ts';
import * as courses from './courses/index.ts';
import * as emailPreferences from './email-preferences/index.ts';
import * as interviews from './interviews/index.ts';
import * as job from './job/index.ts';
import * as media from './media/index.ts';
import * as otp from './otp/index.ts';
import * as recommendations from './recommendations/index.ts';
import * as resumeBuilder from './resume-builder/index.ts';
import * as settings from './settings/index.ts';
import * as social from './social/index.ts';
import * as staticFiles from './static/index.ts';
import * as subscription from './subscription/index.ts';
import * as user from './user/index.ts';

export * from './alerts/index.ts';
export * from './assessments/index.ts';
export * from './auth/index.ts';
export * from './chat/index.ts';
export * from './competition/index.ts';
export * from './courses/index.ts';
export * from './email-preferences/index.ts';
export * from './interviews/index.ts';
export * from './job/index.ts';
export * from './media/index.ts';
export * from './otp/index.ts';
export * from './recommendations/index.ts';
export * from './resume-builder/index.ts';
export * from './settings/index.ts';
export * from './social/index.ts';
export * from './static/index.ts';
export * from './subscription/index.ts';
export * from './user/index.ts';

/** The calls of each section, under the name the client gives the section (`api.job`, `api.auth`...). */
export const CALLS = {
  job: callsOf(job),
  auth: callsOf(auth),
  user: callsOf(user),
  settings: callsOf(settings),
  interviews: callsOf(interviews),
  assessments: callsOf(assessments),
  chat: callsOf(chat),
  recommendations: callsOf(recommendations),
  competition: callsOf(competition),
  media: callsOf(media),
  subscription: callsOf(subscription),
  courses: callsOf(courses),
  otp: callsOf(otp),
  static: callsOf(staticFiles),
  resumeBuilder: callsOf(resumeBuilder),
  alerts: callsOf(alerts),
  emailPreferences: callsOf(emailPreferences),
  social: callsOf(social),
};

export const {
  job: jobCalls,
  auth: authCalls,
  user: userCalls,
  settings: settingsCalls,
  interviews: interviewsCalls,
  assessments: assessmentsCalls,
  chat: chatCalls,
  recommendations: recommendationsCalls,
  competition: competitionCalls,
  media: mediaCalls,
  subscription: subscriptionCalls,
  courses: coursesCalls,
  otp: otpCalls,
  static: staticCalls,
  resumeBuilder: resumeBuilderCalls,
  alerts: alertsCalls,
  emailPreferences: emailPreferencesCalls,
  social: socialCalls,
} = CALLS;
