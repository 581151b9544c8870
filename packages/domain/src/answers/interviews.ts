/**
 * Answers of the interview calls (calls.md 7.6): the slots a recruiter offered on a calendar for an
 * application, booked by one application at most. Times are ISO instants in UTC; pages show them in the
 * seeker's time zone.
 */
import * as v from 'valibot';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';

/** One offered slot as its invited seeker sees it: free, booked by them, or taken by someone else. */
export const InterviewSlot = v.object({
  id: Id,
  calendarId: Id,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  state: v.picklist(['open', 'booked', 'taken']),
});
export type InterviewSlot = v.InferOutput<typeof InterviewSlot>;

/** An interview invitation: the job, the recruiter, where it happens, its slots and the booked one. */
export const Interview = v.object({
  calendarId: Id,
  applicationId: Id,
  jobId: Id,
  jobTitle: v.string(),
  companyName: v.string(),
  recruiterName: v.string(),
  title: v.string(),
  location: v.string(),
  booked: v.nullable(InterviewSlot),
  slots: v.array(InterviewSlot),
  /** The last moment a booking can be cancelled (`INTERVIEW_CANCEL_CUTOFF_HOURS` before it starts). */
  cancellableUntil: v.nullable(IsoDateTime),
  recruiterNotifiedAt: v.nullable(IsoDateTime),
});
export type Interview = v.InferOutput<typeof Interview>;

/** `GET user/interview/slots`: a page of the seeker's interviews (booked ones, or those still to book). */
export const InterviewSlotsAnswer = v.object({
  interviews: v.array(Interview),
  pageNumber: Count,
  hasMore: v.boolean(),
});
export type InterviewSlotsAnswer = v.InferOutput<typeof InterviewSlotsAnswer>;

/** `GET user/interview/slot` and `GET user/interview/slot-details`: one slot with its interview. */
export const InterviewSlotAnswer = v.object({ slot: InterviewSlot, interview: Interview });
export type InterviewSlotAnswer = v.InferOutput<typeof InterviewSlotAnswer>;

/** `GET user/interview/slots-count`: interviews still to book, and booked ones still to come. */
export const InterviewSlotsCountAnswer = v.object({ count: Count, toBook: Count, upcoming: Count });
export type InterviewSlotsCountAnswer = v.InferOutput<typeof InterviewSlotsCountAnswer>;

/** `GET user/interview/slot-timings` (format nested): open slots grouped by calendar, then by day. */
export const InterviewSlotTimingsAnswer = v.object({
  calendars: v.array(
    v.object({
      calendarId: Id,
      days: v.array(v.object({ date: v.string(), slots: v.array(InterviewSlot) })),
    }),
  ),
});
export type InterviewSlotTimingsAnswer = v.InferOutput<typeof InterviewSlotTimingsAnswer>;

/** `POST user/interview/confirm-slot`, `cancel-slot` and `notify-recruiter`: the interview as it now is. */
export const InterviewChangeAnswer = v.object({ message: v.string(), interview: Interview });
export type InterviewChangeAnswer = v.InferOutput<typeof InterviewChangeAnswer>;
