/**
 * Queries of the interviews service. A seeker sees a calendar through an invite of one of their own
 * applications in the vertical; every seeker query joins through `applications` with the seeker's id
 * and the vertical, so another seeker's slots are never found (the routes answer 404).
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { arrayParam, firstRow } from '../query.ts';

export type Instant = string | Date;
export const iso = (t: Instant): string => new Date(t).toISOString();

/** An invite of one of the seeker's applications, with its calendar, job and booking. */
export interface InviteRow {
  calendar_id: string | number;
  application_id: string | number;
  seeker_id: number;
  recruiter_notified_at: Instant | null;
  title: string;
  location: string;
  job_id: string | number;
  job_title: string;
  company_name: string;
  recruiter_name: string;
  booked_id: string | number | null;
  booked_starts_at: Instant | null;
}

const INVITE_SELECT = sql`SELECT i.calendar_id, i.application_id, a.seeker_id, i.recruiter_notified_at, c.title, c.location,
    j.id AS job_id, j.title AS job_title, CASE WHEN j.confidential THEN '' ELSE j.company_name END AS company_name,
    r.name AS recruiter_name, b.id AS booked_id, b.starts_at AS booked_starts_at
  FROM interview_invites i
  JOIN applications a ON a.id = i.application_id
  JOIN interview_calendars c ON c.id = i.calendar_id
  JOIN jobs j ON j.id = c.job_id
  JOIN recruiters r ON r.id = c.recruiter_id
  LEFT JOIN interview_slots b ON b.calendar_id = i.calendar_id AND b.booked_application_id = i.application_id`;

/**
 * A page of the seeker's invites: booked ones (`booked` true), those still to book (false) or all
 * (null); the booked ones by their start, soonest first, then the newest invites.
 */
export const seekerInvites = (
  q: Queryable,
  seekerId: number,
  vertical: string,
  booked: boolean | null,
  limit: number,
  offset: number,
) =>
  q.rows<InviteRow>(
    sql`${INVITE_SELECT}
      WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical}
        AND (${booked}::boolean IS NULL OR (b.id IS NOT NULL) = ${booked}::boolean)
      ORDER BY (b.id IS NULL), b.starts_at, i.invited_at DESC, i.calendar_id DESC
      LIMIT ${limit} OFFSET ${offset}`,
  );

/** The seeker's invite to a calendar, if they have one. */
export const seekerInvite = (q: Queryable, seekerId: number, vertical: string, calendarId: number) =>
  firstRow<InviteRow>(
    q,
    sql`${INVITE_SELECT} WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} AND i.calendar_id = ${calendarId}`,
  );

/** The seeker's invite to the calendar a slot belongs to, if they have one. */
export const seekerInviteOfSlot = (q: Queryable, seekerId: number, vertical: string, slotId: number) =>
  firstRow<InviteRow>(
    q,
    sql`${INVITE_SELECT} JOIN interview_slots s ON s.calendar_id = i.calendar_id
     WHERE s.id = ${slotId} AND a.seeker_id = ${seekerId} AND a.vertical = ${vertical}`,
  );

/**
 * Like `seekerInviteOfSlot`, inside a transaction: locks the application's row, so one seeker's
 * concurrent bookings on a calendar run one after another.
 */
export const lockSeekerInviteOfSlot = (q: Queryable, seekerId: number, vertical: string, slotId: number) =>
  firstRow<{ calendar_id: string | number; application_id: string | number }>(
    q,
    sql`SELECT i.calendar_id, i.application_id FROM interview_slots s
      JOIN interview_invites i ON i.calendar_id = s.calendar_id
      JOIN applications a ON a.id = i.application_id
     WHERE s.id = ${slotId} AND a.seeker_id = ${seekerId} AND a.vertical = ${vertical}
     FOR UPDATE OF a`,
  );

export interface SlotRow {
  id: string | number;
  calendar_id: string | number;
  starts_at: Instant;
  ends_at: Instant;
  booked_application_id: string | number | null;
  booked_at: Instant | null;
}

/** The slots of these calendars, soonest first. */
export const calendarSlots = (q: Queryable, calendarIds: readonly (string | number)[]) =>
  calendarIds.length === 0
    ? Promise.resolve([] as SlotRow[])
    : q.rows<SlotRow>(
        sql`SELECT id, calendar_id, starts_at, ends_at, booked_application_id, booked_at FROM interview_slots
         WHERE calendar_id = ANY(${arrayParam(calendarIds.map(String))}::bigint[]) ORDER BY starts_at, id`,
      );

export const slotById = (q: Queryable, slotId: number | string) =>
  firstRow<SlotRow>(
    q,
    sql`SELECT id, calendar_id, starts_at, ends_at, booked_application_id, booked_at FROM interview_slots WHERE id = ${slotId}`,
  );

/** Counts of the seeker's invites: still to book, and booked ones still to come. */
export async function seekerInviteCounts(q: Queryable, seekerId: number, vertical: string) {
  const row = await firstRow<{ to_book: string | number; upcoming: string | number }>(
    q,
    sql`SELECT count(*) FILTER (WHERE b.id IS NULL) AS to_book, count(*) FILTER (WHERE b.starts_at > now()) AS upcoming
      FROM interview_invites i JOIN applications a ON a.id = i.application_id
      LEFT JOIN interview_slots b ON b.calendar_id = i.calendar_id AND b.booked_application_id = i.application_id
     WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical}`,
  );
  return { toBook: Number(row?.to_book ?? 0), upcoming: Number(row?.upcoming ?? 0) };
}

/** Frees the application's booking on a calendar; answers the freed slot's id, if it had one. */
export const releaseBooking = async (
  q: Queryable,
  calendarId: number | string,
  applicationId: number | string,
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`UPDATE interview_slots SET booked_application_id = NULL, booked_at = NULL
       WHERE calendar_id = ${calendarId} AND booked_application_id = ${applicationId} RETURNING id`,
    )
  )?.id;

/**
 * Books a free slot: the race's referee. Of concurrent bookings, the first UPDATE takes the row lock;
 * the others wait, then see `booked_application_id` set and update nothing (READ COMMITTED re-checks
 * the WHERE on the new row version).
 */
export const bookFreeSlot = async (q: Queryable, slotId: number, applicationId: number | string) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`UPDATE interview_slots SET booked_application_id = ${applicationId}, booked_at = now()
       WHERE id = ${slotId} AND booked_application_id IS NULL RETURNING id`,
    )
  )?.id !== undefined;

export async function markRecruiterNotified(
  q: Queryable,
  calendarId: number | string,
  applicationId: number | string,
) {
  await q.rows(
    sql`UPDATE interview_invites SET recruiter_notified_at = now() WHERE calendar_id = ${calendarId} AND application_id = ${applicationId}`,
  );
}

export const seekerContact = (q: Queryable, seekerId: number) =>
  firstRow<{ email: string; name: string }>(q, sql`SELECT email, name FROM seekers WHERE id = ${seekerId}`);

/** The reference of a booking's reminder in the outbox. */
export const reminderRef = (slotId: number | string, applicationId: number | string) =>
  `interview-slot:${slotId}:${applicationId}`;

/**
 * The idempotency key of a booking's reminder (decision 0070): one reminder a slot and application, however
 * often the booking is written, cancelled and made again; every delivery of it has one Message-ID.
 */
export const reminderKey = (slotId: number | string, applicationId: number | string) =>
  `interview-reminder:${slotId}:${applicationId}`;

/** Withdraws a booking's reminder if it has not gone out yet. */
export async function deleteUnsentReminder(q: Queryable, ref: string) {
  await q.rows(sql`DELETE FROM outbox WHERE ref = ${ref} AND sent_at IS NULL`);
}

// ---- recruiter side ----

export const insertCalendar = async (
  q: Queryable,
  c: { vertical: string; jobId: number | string; recruiterId: number; title: string; location: string },
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO interview_calendars (vertical, job_id, recruiter_id, title, location)
       VALUES (${c.vertical}, ${c.jobId}, ${c.recruiterId}, ${c.title}, ${c.location}) RETURNING id`,
    )
  )?.id;

export const insertSlot = async (
  q: Queryable,
  calendarId: number | string,
  slot: { startsAt: string; endsAt: string },
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO interview_slots (calendar_id, starts_at, ends_at) VALUES (${calendarId}, ${slot.startsAt}, ${slot.endsAt}) RETURNING id`,
    )
  )?.id;

export async function insertInvite(
  q: Queryable,
  calendarId: number | string,
  applicationId: number | string,
) {
  await q.rows(
    sql`INSERT INTO interview_invites (calendar_id, application_id) VALUES (${calendarId}, ${applicationId}) ON CONFLICT DO NOTHING`,
  );
}

/** The newest calendar an application is invited to. */
export const latestCalendarOf = (q: Queryable, applicationId: number | string) =>
  firstRow<{ id: string | number; title: string; location: string }>(
    q,
    sql`SELECT c.id, c.title, c.location FROM interview_invites i JOIN interview_calendars c ON c.id = i.calendar_id
     WHERE i.application_id = ${applicationId} ORDER BY c.id DESC LIMIT 1`,
  );

export const calendarInVertical = (q: Queryable, vertical: string, calendarId: number) =>
  firstRow<{
    id: string | number;
    job_id: string | number;
    title: string;
    location: string;
    created_at: Instant;
  }>(
    q,
    sql`SELECT id, job_id, title, location, created_at FROM interview_calendars WHERE id = ${calendarId} AND vertical = ${vertical}`,
  );

export const jobInVertical = (q: Queryable, vertical: string, jobId: number) =>
  firstRow<{ id: string | number; title: string; recruiter_id: number }>(
    q,
    sql`SELECT id, title, recruiter_id FROM jobs WHERE id = ${jobId} AND vertical = ${vertical}`,
  );

export const calendarBookings = (q: Queryable, calendarId: number | string) =>
  q.rows<SlotRow & { seeker_id: number | null; email: string | null; name: string | null }>(
    sql`SELECT s.id, s.calendar_id, s.starts_at, s.ends_at, s.booked_application_id, s.booked_at,
        a.seeker_id, p.email, p.name
      FROM interview_slots s LEFT JOIN applications a ON a.id = s.booked_application_id
      LEFT JOIN seekers p ON p.id = a.seeker_id
     WHERE s.calendar_id = ${calendarId} ORDER BY s.starts_at, s.id`,
  );

export const calendarInvites = (q: Queryable, calendarId: number | string) =>
  q.rows<{ application_id: string | number; invited_at: Instant; recruiter_notified_at: Instant | null }>(
    sql`SELECT application_id, invited_at, recruiter_notified_at FROM interview_invites WHERE calendar_id = ${calendarId} ORDER BY application_id`,
  );
