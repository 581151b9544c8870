/** Requests of the interview calls (calls.md 7.6) and the rules both sides keep. */
import * as v from 'valibot';
import { Page, QueryId, QueryInt } from './params.ts';

/** A booking can be cancelled until this many hours before the interview starts (decision 0026). */
export const INTERVIEW_CANCEL_CUTOFF_HOURS = 12;

/** The reminder of a booked interview is due this many hours before it starts. */
export const INTERVIEW_REMINDER_HOURS = 24;

/** The last moment a booking of a slot starting at `startsAt` can be cancelled or moved. */
export function interviewCancellableUntil(startsAt: string | Date): Date {
  return new Date(new Date(startsAt).getTime() - INTERVIEW_CANCEL_CUTOFF_HOURS * 3_600_000);
}

/** A slot id as a form field (text) or a JSON body (a number). */
const BodyId = v.pipe(
  v.union([v.string(), v.number()], 'must be an id'),
  v.transform(String),
  v.trim(),
  v.regex(/^\d{1,10}$/, 'must be an id'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'must be an id'),
);

const BookedFlag = v.pipe(
  v.picklist(['0', '1', 'true', 'false'], 'must be 0, 1, true or false'),
  v.transform((s) => s === '1' || s === 'true'),
);

/** An ISO instant in a query (`from`, `to`). */
const QueryInstant = v.pipe(v.string(), v.trim(), v.isoTimestamp('must be an ISO date and time'));

/**
 * `GET user/interview/slots`: `booked=1` the interviews with a booking, `booked=0` those still to book,
 * none for all; `pageNumber` is 0-based and `pageContent` the page size (1 to 50, 10 by default).
 */
export const InterviewSlotsQuery = v.object({
  booked: v.optional(BookedFlag),
  pageNumber: Page,
  pageContent: v.optional(v.pipe(QueryInt(50), v.minValue(1, 'must be from 1 to 50')), '10'),
});
export type InterviewSlotsQuery = v.InferOutput<typeof InterviewSlotsQuery>;

/** `GET user/interview/slot` and `GET user/interview/slot/ics`: one slot by its id. */
export const InterviewSlotQuery = v.object({ slotid: QueryId });
export type InterviewSlotQuery = v.InferOutput<typeof InterviewSlotQuery>;

/**
 * `GET user/interview/slot-details`: a slot of a calendar, with the interview's slots between `from`
 * and `to` when given.
 */
export const InterviewSlotDetailsQuery = v.object({
  calendarId: QueryId,
  slotId: QueryId,
  from: v.optional(QueryInstant),
  to: v.optional(QueryInstant),
});
export type InterviewSlotDetailsQuery = v.InferOutput<typeof InterviewSlotDetailsQuery>;

/** `GET user/interview/slot-timings`: only the `nested` format is served; one calendar or all. */
export const InterviewSlotTimingsQuery = v.object({
  format: v.optional(v.picklist(['nested'], 'must be nested'), 'nested'),
  calendarId: v.optional(QueryId),
});
export type InterviewSlotTimingsQuery = v.InferOutput<typeof InterviewSlotTimingsQuery>;

/** Body of `POST user/interview/confirm-slot` and `cancel-slot`: the slot's id. */
export const InterviewSlotBody = v.object({ slotid: BodyId });
export type InterviewSlotBody = v.InferOutput<typeof InterviewSlotBody>;

/** Body of `POST user/interview/notify-recruiter`: the interview's calendar. */
export const InterviewNotifyBody = v.object({ calendarId: BodyId });
export type InterviewNotifyBody = v.InferOutput<typeof InterviewNotifyBody>;
