/**
 * The seeker's side of interviews (calls.md 7.6, decision 0026): the calendars their applications are
 * invited to, booking one slot per calendar, moving and cancelling it until the cut-off, telling the
 * recruiter, and the calendar file. Each change runs in one transaction that locks the application's
 * row; the conditional UPDATE of `bookFreeSlot` decides between different seekers racing for one slot.
 */

import type { Vertical } from '@jobsite/domain';
import type { Interview, InterviewSlot } from '@jobsite/domain/answers';
import {
  INTERVIEW_CANCEL_CUTOFF_HOURS,
  INTERVIEW_REMINDER_HOURS,
  type InterviewSlotDetailsQuery,
  type InterviewSlotsQuery,
  interviewCancellableUntil,
} from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { queue } from '../auth/outbox.ts';
import { seekerContact } from '../auth/queries/seekers.ts';
import { siteLink } from '../email-preferences/links.ts';
import { INTERVIEW_NOTICES, markDone } from '../notifications/queries.ts';
import { buildIcs } from './ics.ts';
import {
  bookFreeSlot,
  calendarSlots,
  deleteUnsentReminder,
  type InviteRow,
  iso,
  lockSeekerInviteOfSlot,
  markRecruiterNotified,
  releaseBooking,
  reminderKey,
  reminderRef,
  type SlotRow,
  seekerInvite,
  seekerInviteCounts,
  seekerInviteOfSlot,
  seekerInvites,
  slotById,
} from './queries.ts';

const HOUR_MS = 3_600_000;

const SLOT_NOT_FOUND = 'Interview slot not found';
export const SLOT_TAKEN = 'Someone has just booked this slot. Please choose another time.';
const SLOT_STARTED = 'This slot has already started. Please choose another time.';
const cutOffText = (until: Date) =>
  `Bookings can be changed or cancelled until ${INTERVIEW_CANCEL_CUTOFF_HOURS} hours before the interview (until ${until.toUTCString()}). Please contact the recruiter.`;

interface Seeker {
  seekerId: number;
  vertical: Vertical;
}

/** Each vertical's brand-site address, for the links in the reminder (`SITE_ORIGIN_<VERTICAL>`). */
export type SiteOrigins = Partial<Record<Vertical, string>>;

function slotOf(row: SlotRow, applicationId: number): InterviewSlot {
  const bookedBy = row.bookedApplicationId;
  return {
    id: row.id,
    calendarId: row.calendarId,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: bookedBy === null ? 'open' : bookedBy === applicationId ? 'booked' : 'taken',
  };
}

/**
 * An invite as the seeker sees it: the slots still to come (and their own booking, even when it is
 * past); others' bookings show as `taken`, never whose they are.
 */
function toInterview(invite: InviteRow, slots: readonly SlotRow[], now: Date): Interview {
  const own = slots
    .filter((s) => s.calendarId === invite.calendarId)
    .map((s) => slotOf(s, invite.applicationId));
  const booked = own.find((s) => s.state === 'booked') ?? null;
  return {
    calendarId: invite.calendarId,
    applicationId: invite.applicationId,
    jobId: invite.jobId,
    jobTitle: invite.jobTitle,
    companyName: invite.companyName,
    recruiterName: invite.recruiterName,
    title: invite.title,
    location: invite.location,
    booked,
    slots: own.filter((s) => s.state === 'booked' || new Date(s.startsAt) > now),
    cancellableUntil: booked ? interviewCancellableUntil(booked.startsAt).toISOString() : null,
    recruiterNotifiedAt: invite.recruiterNotifiedAt ? iso(invite.recruiterNotifiedAt) : null,
  };
}

async function interviewsOf(q: Queryable, invites: readonly InviteRow[]): Promise<Interview[]> {
  const slots = await calendarSlots(
    q,
    invites.map((i) => i.calendarId),
  );
  const now = new Date();
  return invites.map((i) => toInterview(i, slots, now));
}

async function interviewOf(q: Queryable, who: Seeker, calendarId: number): Promise<Interview> {
  const invite = await seekerInvite(q, who.seekerId, who.vertical, calendarId);
  if (!invite) throw new HttpError(404, SLOT_NOT_FOUND);
  const [interview] = await interviewsOf(q, [invite]);
  return interview as Interview;
}

/** `GET user/interview/slots`. */
export async function listInterviews(db: Db, who: Seeker, query: InterviewSlotsQuery) {
  const size = query.pageContent;
  const invites = await seekerInvites(
    db,
    who.seekerId,
    who.vertical,
    query.booked ?? null,
    size + 1,
    query.pageNumber * size,
  );
  return {
    interviews: await interviewsOf(db, invites.slice(0, size)),
    pageNumber: query.pageNumber,
    hasMore: invites.length > size,
  };
}

/** `GET user/interview/slots-count`. */
export async function countInterviews(db: Db, who: Seeker) {
  const { toBook, upcoming } = await seekerInviteCounts(db, who.seekerId, who.vertical);
  return { count: toBook + upcoming, toBook, upcoming };
}

/** `GET user/interview/slot`: one slot the seeker was offered, with its interview. */
export async function getSlot(db: Db, who: Seeker, slotId: number) {
  const invite = await seekerInviteOfSlot(db, who.seekerId, who.vertical, slotId);
  const row = invite && (await slotById(db, slotId));
  if (!invite || !row) throw new HttpError(404, SLOT_NOT_FOUND);
  const [interview] = await interviewsOf(db, [invite]);
  return { slot: slotOf(row, invite.applicationId), interview: interview as Interview };
}

/** `GET user/interview/slot-details`: a slot of a calendar; the interview's slots between from and to. */
export async function slotDetails(db: Db, who: Seeker, query: InterviewSlotDetailsQuery) {
  const answer = await getSlot(db, who, query.slotId);
  if (answer.slot.calendarId !== query.calendarId) throw new HttpError(404, SLOT_NOT_FOUND);
  const from = query.from ? new Date(query.from) : null;
  const to = query.to ? new Date(query.to) : null;
  const slots = answer.interview.slots.filter(
    (s) => (!from || new Date(s.startsAt) >= from) && (!to || new Date(s.startsAt) < to),
  );
  return { slot: answer.slot, interview: { ...answer.interview, slots } };
}

/** `GET user/interview/slot-timings` (nested): open slots still to come, by calendar, then by UTC day. */
export async function slotTimings(db: Db, who: Seeker, calendarId: number | undefined) {
  const invites = (await seekerInvites(db, who.seekerId, who.vertical, null, 500, 0)).filter(
    (i) => calendarId === undefined || i.calendarId === calendarId,
  );
  const interviews = await interviewsOf(db, invites);
  return {
    calendars: interviews.map((interview) => {
      const days = new Map<string, InterviewSlot[]>();
      for (const slot of interview.slots.filter((s) => s.state === 'open')) {
        const date = slot.startsAt.slice(0, 10);
        days.set(date, [...(days.get(date) ?? []), slot]);
      }
      return {
        calendarId: interview.calendarId,
        days: [...days].map(([date, slots]) => ({ date, slots })),
      };
    }),
  };
}

/**
 * Writes the booking's reminder: due `INTERVIEW_REMINDER_HOURS` before the start, or now if that is past.
 * Keyed by slot and application, so a booking made again after its reminder went out queues no second.
 */
async function writeReminder(
  tx: Queryable,
  who: Seeker,
  interview: Interview,
  slot: { id: number; startsAt: string },
  siteOrigins: SiteOrigins,
) {
  const contact = await seekerContact(tx, who.seekerId);
  if (!contact) return;
  const start = new Date(slot.startsAt);
  const sendAfter = new Date(Math.max(Date.now(), start.getTime() - INTERVIEW_REMINDER_HOURS * HOUR_MS));
  const at = interview.companyName ? ` at ${interview.companyName}` : '';
  const where = interview.location ? `\nWhere: ${interview.location}` : '';
  const link = siteLink(siteOrigins, who.vertical, '/interviews');
  await queue(
    tx,
    {
      vertical: who.vertical,
      seekerId: who.seekerId,
      recipient: contact.email,
      kind: 'interview-reminder',
      subject: `Reminder: your interview for ${interview.jobTitle}`,
      body: `Hello ${contact.name},\n\nYour interview for ${interview.jobTitle}${at} starts ${start.toUTCString()}.${where}\n\nSee your interviews at ${link}`,
      link,
      ref: reminderRef(slot.id, interview.applicationId),
      key: reminderKey(slot.id, interview.applicationId),
    },
    sendAfter,
  );
}

/** Refuses to change a booking that starts within the cut-off. */
function checkCutOff(startsAt: string | Date, now: Date) {
  const until = interviewCancellableUntil(startsAt);
  if (now > until) throw new HttpError(409, cutOffText(until));
}

/**
 * `POST user/interview/confirm-slot`: books the slot for the seeker's application, moving an earlier
 * booking on the same calendar (in the same transaction); 409 when someone else holds it.
 */
export async function confirmSlot(db: Db, who: Seeker, slotId: number, siteOrigins: SiteOrigins) {
  try {
    return await bookInTransaction(db, who, slotId, siteOrigins);
  } catch (error) {
    // Two moves crossing each other's slots deadlock; PostgreSQL aborts one of them.
    if ((error as { code?: string }).code === '40P01') throw new HttpError(409, SLOT_TAKEN);
    throw error;
  }
}

function bookInTransaction(db: Db, who: Seeker, slotId: number, siteOrigins: SiteOrigins) {
  return db.transaction(async (tx) => {
    const invite = await lockSeekerInviteOfSlot(tx, who.seekerId, who.vertical, slotId);
    const slot = invite && (await slotById(tx, slotId));
    if (!invite || !slot) throw new HttpError(404, SLOT_NOT_FOUND);
    const appId = invite.applicationId;
    if (slot.bookedApplicationId === appId) {
      return {
        message: 'You have already booked this slot',
        interview: await interviewOf(tx, who, invite.calendarId),
      };
    }
    const now = new Date();
    if (slot.startsAt <= now) throw new HttpError(409, SLOT_STARTED);
    if (slot.bookedApplicationId !== null) throw new HttpError(409, SLOT_TAKEN);
    const before = (await interviewOf(tx, who, invite.calendarId)).booked;
    if (before) checkCutOff(before.startsAt, now);
    const freed = await releaseBooking(tx, invite.calendarId, appId);
    if (!(await bookFreeSlot(tx, slotId, appId))) throw new HttpError(409, SLOT_TAKEN);
    if (freed !== undefined) await deleteUnsentReminder(tx, reminderRef(freed, appId));
    const interview = await interviewOf(tx, who, invite.calendarId);
    await writeReminder(tx, who, interview, { id: slotId, startsAt: iso(slot.startsAt) }, siteOrigins);
    // Booking is what the invitation asked for: its notices are read (decision 0064).
    await markDone(tx, who.seekerId, interview.jobId, INTERVIEW_NOTICES);
    return { message: before ? 'Your interview has been moved' : 'Your interview is booked', interview };
  });
}

/** `POST user/interview/cancel-slot`: frees the seeker's booking, until the cut-off. */
export function cancelSlot(db: Db, who: Seeker, slotId: number) {
  return db.transaction(async (tx) => {
    const invite = await lockSeekerInviteOfSlot(tx, who.seekerId, who.vertical, slotId);
    const slot = invite && (await slotById(tx, slotId));
    if (!invite || !slot) throw new HttpError(404, SLOT_NOT_FOUND);
    const appId = invite.applicationId;
    if (slot.bookedApplicationId !== appId) throw new HttpError(409, 'You have not booked this slot');
    checkCutOff(slot.startsAt, new Date());
    await releaseBooking(tx, invite.calendarId, appId);
    await deleteUnsentReminder(tx, reminderRef(slotId, appId));
    return {
      message: 'Your booking is cancelled',
      interview: await interviewOf(tx, who, invite.calendarId),
    };
  });
}

/** `POST user/interview/notify-recruiter`: tells the recruiter (records when) about the seeker's interview. */
export function notifyRecruiter(db: Db, who: Seeker, calendarId: number) {
  return db.transaction(async (tx) => {
    const invite = await seekerInvite(tx, who.seekerId, who.vertical, calendarId);
    if (!invite) throw new HttpError(404, 'Interview not found');
    await markRecruiterNotified(tx, invite.calendarId, invite.applicationId);
    return { message: 'The recruiter has been notified', interview: await interviewOf(tx, who, calendarId) };
  });
}

/** `GET user/interview/slot/ics`: the seeker's booked slot as a calendar file. */
export async function slotIcs(
  db: Db,
  who: Seeker,
  slotId: number,
): Promise<{ fileName: string; body: string }> {
  const { slot, interview } = await getSlot(db, who, slotId);
  if (slot.state !== 'booked') throw new HttpError(409, 'Book this slot to add it to your calendar');
  const company = interview.companyName ? ` at ${interview.companyName}` : '';
  return {
    fileName: `interview-${slot.id}.ics`,
    body: buildIcs({
      uid: `interview-slot-${slot.id}-${interview.applicationId}@${who.vertical}.jobsite`,
      stamp: new Date(),
      start: new Date(slot.startsAt),
      end: new Date(slot.endsAt),
      // The calendar's title names the job once: a recruiter's own title ("Final round") gets the job after it.
      summary: `${interview.title.includes(interview.jobTitle) ? interview.title : `${interview.title} – ${interview.jobTitle}`}${company}`,
      location: interview.location,
      description: `Interview for ${interview.jobTitle}${company} with ${interview.recruiterName}.\nCancel until ${new Date(interview.cancellableUntil ?? slot.startsAt).toUTCString()}.`,
    }),
  };
}
