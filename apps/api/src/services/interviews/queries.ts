/**
 * Queries of the interviews service. A seeker sees a calendar through an invite of one of their own
 * applications in the vertical; every seeker query joins through `applications` with the seeker's id
 * and the vertical, so another seeker's slots are never found (the routes answer 404).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  applications,
  interviewCalendars,
  interviewInvites,
  interviewSlots,
  jobs,
  outbox,
  recruiters,
  seekers,
} from '../../db/schema.ts';

export const iso = (t: Date): string => t.toISOString();

/** The application's booking on the invite's calendar, if it has one. */
const booked = alias(interviewSlots, 'b');

/** Every seeker query's invite, scoped by `where` (which names the seeker and the vertical). */
const invites = (q: Queryable, where: SQL | undefined) =>
  q.orm
    .select({
      calendarId: interviewInvites.calendarId,
      applicationId: interviewInvites.applicationId,
      seekerId: applications.seekerId,
      recruiterNotifiedAt: interviewInvites.recruiterNotifiedAt,
      title: interviewCalendars.title,
      location: interviewCalendars.location,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: sql<string>`CASE WHEN ${jobs.confidential} THEN '' ELSE ${jobs.companyName} END`,
      recruiterName: recruiters.name,
      bookedId: booked.id,
      bookedStartsAt: booked.startsAt,
    })
    .from(interviewInvites)
    .innerJoin(applications, eq(applications.id, interviewInvites.applicationId))
    .innerJoin(interviewCalendars, eq(interviewCalendars.id, interviewInvites.calendarId))
    .innerJoin(jobs, eq(jobs.id, interviewCalendars.jobId))
    .innerJoin(recruiters, eq(recruiters.id, interviewCalendars.recruiterId))
    .leftJoin(
      booked,
      and(
        eq(booked.calendarId, interviewInvites.calendarId),
        eq(booked.bookedApplicationId, interviewInvites.applicationId),
      ),
    )
    .where(where);

const ofSeeker = (seekerId: number, vertical: string) =>
  and(eq(applications.seekerId, seekerId), eq(applications.vertical, vertical));

/** An invite of one of the seeker's applications, with its calendar, job and booking. */
export type InviteRow = Awaited<ReturnType<typeof invites>>[number];

/**
 * A page of the seeker's invites: booked ones (`booked` true), those still to book (false) or all
 * (null); the booked ones by their start, soonest first, then the newest invites.
 */
export const seekerInvites = (
  q: Queryable,
  seekerId: number,
  vertical: string,
  isBooked: boolean | null,
  limit: number,
  offset: number,
) =>
  invites(
    q,
    and(
      ofSeeker(seekerId, vertical),
      isBooked === null ? undefined : isBooked ? isNotNull(booked.id) : isNull(booked.id),
    ),
  )
    .orderBy(
      sql`${booked.id} IS NULL`,
      asc(booked.startsAt),
      desc(interviewInvites.invitedAt),
      desc(interviewInvites.calendarId),
    )
    .limit(limit)
    .offset(offset);

/** The seeker's invite to a calendar, if they have one. */
export const seekerInvite = async (q: Queryable, seekerId: number, vertical: string, calendarId: number) =>
  (await invites(q, and(ofSeeker(seekerId, vertical), eq(interviewInvites.calendarId, calendarId))))[0];

/** The calendar of a slot, as a subquery. */
const calendarOfSlot = (q: Queryable, slotId: number) =>
  q.orm
    .select({ calendarId: interviewSlots.calendarId })
    .from(interviewSlots)
    .where(eq(interviewSlots.id, slotId));

/** The seeker's invite to the calendar a slot belongs to, if they have one. */
export const seekerInviteOfSlot = async (q: Queryable, seekerId: number, vertical: string, slotId: number) =>
  (
    await invites(
      q,
      and(ofSeeker(seekerId, vertical), inArray(interviewInvites.calendarId, calendarOfSlot(q, slotId))),
    )
  )[0];

/**
 * Like `seekerInviteOfSlot`, inside a transaction: locks the application's row, so one seeker's
 * concurrent bookings on a calendar run one after another.
 */
export const lockSeekerInviteOfSlot = async (
  q: Queryable,
  seekerId: number,
  vertical: string,
  slotId: number,
) =>
  (
    await q.orm
      .select({ calendarId: interviewInvites.calendarId, applicationId: interviewInvites.applicationId })
      .from(interviewSlots)
      .innerJoin(interviewInvites, eq(interviewInvites.calendarId, interviewSlots.calendarId))
      .innerJoin(applications, eq(applications.id, interviewInvites.applicationId))
      .where(and(eq(interviewSlots.id, slotId), ofSeeker(seekerId, vertical)))
      .for('update', { of: applications })
  )[0];

const slotColumns = {
  id: interviewSlots.id,
  calendarId: interviewSlots.calendarId,
  startsAt: interviewSlots.startsAt,
  endsAt: interviewSlots.endsAt,
  bookedApplicationId: interviewSlots.bookedApplicationId,
  bookedAt: interviewSlots.bookedAt,
};

/** The slots of these calendars, soonest first. */
export const calendarSlots = async (q: Queryable, calendarIds: readonly number[]) =>
  calendarIds.length === 0
    ? []
    : await q.orm
        .select(slotColumns)
        .from(interviewSlots)
        .where(inArray(interviewSlots.calendarId, [...calendarIds]))
        .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));

export const slotById = async (q: Queryable, slotId: number) =>
  (await q.orm.select(slotColumns).from(interviewSlots).where(eq(interviewSlots.id, slotId)))[0];

export type SlotRow = NonNullable<Awaited<ReturnType<typeof slotById>>>;

/** Counts of the seeker's invites: still to book, and booked ones still to come. */
export async function seekerInviteCounts(q: Queryable, seekerId: number, vertical: string) {
  const [row] = await q.orm
    .select({
      toBook: sql<number>`count(*) FILTER (WHERE ${booked.id} IS NULL)`.mapWith(Number),
      upcoming: sql<number>`count(*) FILTER (WHERE ${booked.startsAt} > now())`.mapWith(Number),
    })
    .from(interviewInvites)
    .innerJoin(applications, eq(applications.id, interviewInvites.applicationId))
    .leftJoin(
      booked,
      and(
        eq(booked.calendarId, interviewInvites.calendarId),
        eq(booked.bookedApplicationId, interviewInvites.applicationId),
      ),
    )
    .where(ofSeeker(seekerId, vertical));
  return { toBook: row?.toBook ?? 0, upcoming: row?.upcoming ?? 0 };
}

/** Frees the application's booking on a calendar; answers the freed slot's id, if it had one. */
export const releaseBooking = async (q: Queryable, calendarId: number, applicationId: number) =>
  (
    await q.orm
      .update(interviewSlots)
      .set({ bookedApplicationId: null, bookedAt: null })
      .where(
        and(eq(interviewSlots.calendarId, calendarId), eq(interviewSlots.bookedApplicationId, applicationId)),
      )
      .returning({ id: interviewSlots.id })
  )[0]?.id;

/**
 * Books a free slot: the race's referee. Of concurrent bookings, the first UPDATE takes the row lock;
 * the others wait, then see `booked_application_id` set and update nothing (READ COMMITTED re-checks
 * the WHERE on the new row version).
 */
export const bookFreeSlot = async (q: Queryable, slotId: number, applicationId: number) =>
  (
    await q.orm
      .update(interviewSlots)
      .set({ bookedApplicationId: applicationId, bookedAt: sql`now()` })
      .where(and(eq(interviewSlots.id, slotId), isNull(interviewSlots.bookedApplicationId)))
      .returning({ id: interviewSlots.id })
  ).length > 0;

export async function markRecruiterNotified(q: Queryable, calendarId: number, applicationId: number) {
  await q.orm
    .update(interviewInvites)
    .set({ recruiterNotifiedAt: sql`now()` })
    .where(
      and(eq(interviewInvites.calendarId, calendarId), eq(interviewInvites.applicationId, applicationId)),
    );
}

/** The reference of a booking's reminder in the outbox. */
export const reminderRef = (slotId: number, applicationId: number) =>
  `interview-slot:${slotId}:${applicationId}`;

/**
 * The idempotency key of a booking's reminder (decision 0070): one reminder a slot and application, however
 * often the booking is written, cancelled and made again; every delivery of it has one Message-ID.
 */
export const reminderKey = (slotId: number, applicationId: number) =>
  `interview-reminder:${slotId}:${applicationId}`;

/** Withdraws a booking's reminder if it has not gone out yet. */
export async function deleteUnsentReminder(q: Queryable, ref: string) {
  await q.orm.delete(outbox).where(and(eq(outbox.ref, ref), isNull(outbox.sentAt)));
}

// ---- recruiter side ----

export const insertCalendar = async (
  q: Queryable,
  c: { vertical: string; jobId: number; recruiterId: number; title: string; location: string },
) => (await q.orm.insert(interviewCalendars).values(c).returning({ id: interviewCalendars.id }))[0]?.id;

export const insertSlot = async (
  q: Queryable,
  calendarId: number,
  slot: { startsAt: string; endsAt: string },
) =>
  (
    await q.orm
      .insert(interviewSlots)
      .values({ calendarId, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) })
      .returning({ id: interviewSlots.id })
  )[0]?.id;

export async function insertInvite(q: Queryable, calendarId: number, applicationId: number) {
  await q.orm.insert(interviewInvites).values({ calendarId, applicationId }).onConflictDoNothing();
}

/** The newest calendar an application is invited to. */
export const latestCalendarOf = async (q: Queryable, applicationId: number) =>
  (
    await q.orm
      .select({
        id: interviewCalendars.id,
        title: interviewCalendars.title,
        location: interviewCalendars.location,
      })
      .from(interviewInvites)
      .innerJoin(interviewCalendars, eq(interviewCalendars.id, interviewInvites.calendarId))
      .where(eq(interviewInvites.applicationId, applicationId))
      .orderBy(desc(interviewCalendars.id))
      .limit(1)
  )[0];

export const calendarInVertical = async (q: Queryable, vertical: string, calendarId: number) =>
  (
    await q.orm
      .select({
        id: interviewCalendars.id,
        jobId: interviewCalendars.jobId,
        title: interviewCalendars.title,
        location: interviewCalendars.location,
        createdAt: interviewCalendars.createdAt,
      })
      .from(interviewCalendars)
      .where(and(eq(interviewCalendars.id, calendarId), eq(interviewCalendars.vertical, vertical)))
  )[0];

export const jobInVertical = async (q: Queryable, vertical: string, jobId: number) =>
  (
    await q.orm
      .select({ id: jobs.id, title: jobs.title, recruiterId: jobs.recruiterId })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical)))
  )[0];

export const calendarBookings = (q: Queryable, calendarId: number) =>
  q.orm
    .select({
      ...slotColumns,
      seekerId: applications.seekerId,
      email: seekers.email,
      name: seekers.name,
    })
    .from(interviewSlots)
    .leftJoin(applications, eq(applications.id, interviewSlots.bookedApplicationId))
    .leftJoin(seekers, eq(seekers.id, applications.seekerId))
    .where(eq(interviewSlots.calendarId, calendarId))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));

export const calendarInvites = (q: Queryable, calendarId: number) =>
  q.orm
    .select({
      applicationId: interviewInvites.applicationId,
      invitedAt: interviewInvites.invitedAt,
      recruiterNotifiedAt: interviewInvites.recruiterNotifiedAt,
    })
    .from(interviewInvites)
    .where(eq(interviewInvites.calendarId, calendarId))
    .orderBy(asc(interviewInvites.applicationId));
