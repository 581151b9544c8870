/** The interviews page's view of the API's answer: what to book, what is coming, what is past. */
import type { Interview, InterviewSlot } from '@jobsite/domain/answers';

export interface InterviewView {
  calendarId: number;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  companyName: string;
  recruiterName: string;
  title: string;
  location: string;
  booked: InterviewSlot | null;
  /** Free slots still to come, to book (or to move the booking to). */
  open: InterviewSlot[];
  cancellableUntil: string | null;
  /** Whether the booking can still be cancelled or moved (before the cut-off). */
  canChange: boolean;
  recruiterNotifiedAt: string | null;
}

export interface InterviewGroups {
  toBook: InterviewView[];
  upcoming: InterviewView[];
  past: InterviewView[];
}

function toView(interview: Interview, now: Date): InterviewView {
  const open = interview.slots.filter((s) => s.state === 'open' && new Date(s.startsAt) > now);
  const canChange =
    interview.booked !== null &&
    interview.cancellableUntil !== null &&
    new Date(interview.cancellableUntil) > now;
  return {
    calendarId: interview.calendarId,
    applicationId: interview.applicationId,
    jobId: interview.jobId,
    jobTitle: interview.jobTitle,
    companyName: interview.companyName,
    recruiterName: interview.recruiterName,
    title: interview.title,
    location: interview.location,
    booked: interview.booked,
    open,
    cancellableUntil: interview.cancellableUntil,
    canChange,
    recruiterNotifiedAt: interview.recruiterNotifiedAt,
  };
}

/** Groups the interviews: to book (no booking), upcoming (soonest first) and past (latest first). */
export function groupInterviews(interviews: readonly Interview[], now: Date): InterviewGroups {
  const views = interviews.map((i) => toView(i, now));
  const start = (v: InterviewView) => new Date(v.booked?.startsAt ?? 0).getTime();
  return {
    toBook: views.filter((v) => v.booked === null),
    upcoming: views
      .filter((v) => v.booked !== null && start(v) > now.getTime())
      .sort((a, b) => start(a) - start(b)),
    past: views
      .filter((v) => v.booked !== null && start(v) <= now.getTime())
      .sort((a, b) => start(b) - start(a)),
  };
}

/** The path of a booked slot's calendar file on the site (a resource route proxying the API). */
export const calendarPath = (slotId: number) => `/interviews/${slotId}/calendar.ics`;

/** What the page's forms ask for: `intent` and the id it acts on. */
export type InterviewIntent =
  | { intent: 'book'; slotid: string }
  | { intent: 'cancel'; slotid: string }
  | { intent: 'notify'; calendarId: string };

/** Reads a submitted form; null for anything else. */
export function readIntent(form: { get(name: string): unknown }): InterviewIntent | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const intent = text('intent');
  const id = /^\d{1,10}$/;
  if ((intent === 'book' || intent === 'cancel') && id.test(text('slotid')))
    return { intent, slotid: text('slotid') };
  if (intent === 'notify' && id.test(text('calendarId'))) return { intent, calendarId: text('calendarId') };
  return null;
}
