/** `POST user/interview/notify-recruiter` (calls.md 7.6): Tells the recruiter about the seeker's interview. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type NotifyRecruiterInput = InputOf<typeof notifyRecruiter>;

export const notifyRecruiter = defineCall('POST user/interview/notify-recruiter', {
  request: sends({ form: ['calendarId'] }),
});
