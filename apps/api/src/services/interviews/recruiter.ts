/**
 * What a recruiter does about interviews (internal API, CLI, demo seed): offer a calendar's slots to one
 * application or to several, and see who booked which slot. Offering moves each application to
 * `interview` and writes one notification (type 11, "interview slot", linking to `/interviews`) in
 * place of the status change's own notice, so one action makes one notice.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';
import { application } from '../recruiting/application.ts';
import { type ApplicationRow, setApplicationStatusRow } from '../recruiting/queries.ts';
import {
  calendarBookings,
  calendarInVertical,
  calendarInvites,
  insertCalendar,
  insertInvite,
  insertSlot,
  iso,
  jobInVertical,
  latestCalendarOf,
} from './queries.ts';

export interface SlotInput {
  startsAt: string;
  endsAt: string;
}

function checkSlots(slots: readonly SlotInput[]) {
  for (const s of slots) {
    if (!(new Date(s.endsAt) > new Date(s.startsAt)))
      throw new HttpError(400, "Invalid body field 'slots': a slot must end after it starts");
  }
}

async function addSlots(tx: Queryable, calendarId: number, slots: readonly SlotInput[]) {
  const ids: number[] = [];
  for (const s of slots) ids.push(Number(await insertSlot(tx, calendarId, s)));
  return ids;
}

/** Invites the application, moves it to `interview` and tells the seeker (type 11). */
async function invite(tx: Queryable, app: ApplicationRow, calendarId: number) {
  await insertInvite(tx, calendarId, app.id);
  await setApplicationStatusRow(tx, app, 'interview');
  await notify(tx, {
    seekerId: app.seeker_id,
    type: 11,
    text: `Pick a time to interview for ${app.title}`,
    link: '/interviews',
    jobId: app.job_id,
  });
}

/**
 * `POST /internal/{vertical}/applications/:id/interview-slots`: adds slots to the calendar the
 * application is invited to, or creates one for its job and invites it.
 */
export function createInterviewSlots(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  slots: readonly SlotInput[],
  options: { title?: string | undefined; location?: string | undefined } = {},
) {
  checkSlots(slots);
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const existing = await latestCalendarOf(tx, app.id);
    const calendarId =
      existing?.id ??
      (await insertCalendar(tx, {
        vertical,
        jobId: app.job_id,
        recruiterId: app.recruiter_id,
        title: options.title ?? `Interview for ${app.title}`,
        location: options.location ?? '',
      }));
    if (calendarId === undefined) throw new Error('calendar not created');
    const slotIds = await addSlots(tx, calendarId, slots);
    await invite(tx, app, calendarId);
    return { applicationId, calendarId, slotIds };
  });
}

/**
 * `POST /internal/{vertical}/jobs/:jobId/interview-calendar`: one calendar for a job, its slots offered
 * to several of the job's applications (who then race for them).
 */
export function offerCalendar(
  db: Db,
  vertical: Vertical,
  jobId: number,
  input: {
    title: string;
    location?: string | undefined;
    slots: readonly SlotInput[];
    applicationIds: readonly number[];
  },
) {
  checkSlots(input.slots);
  return db.transaction(async (tx) => {
    const job = await jobInVertical(tx, vertical, jobId);
    if (!job) throw new HttpError(404, 'Job not found');
    const ids = [...new Set(input.applicationIds)].sort((a, b) => a - b);
    const apps: ApplicationRow[] = [];
    for (const id of ids) {
      const app = await application(tx, vertical, id);
      if (app.job_id !== job.id)
        throw new HttpError(
          400,
          `Invalid body field 'applicationIds': application ${id} is not for job ${jobId}`,
        );
      apps.push(app);
    }
    const calendarId = await insertCalendar(tx, {
      vertical,
      jobId: job.id,
      recruiterId: job.recruiterId,
      title: input.title,
      location: input.location ?? '',
    });
    if (calendarId === undefined) throw new Error('calendar not created');
    const slotIds = await addSlots(tx, calendarId, input.slots);
    for (const app of apps) await invite(tx, app, calendarId);
    return { calendarId, jobId, slotIds, applicationIds: ids };
  });
}

/** `GET /internal/{vertical}/interview-calendars/:id`: the calendar, its slots and who booked them. */
export async function calendarWithBookings(db: Db, vertical: Vertical, calendarId: number) {
  const calendar = await calendarInVertical(db, vertical, calendarId);
  if (!calendar) throw new HttpError(404, 'Interview calendar not found');
  const [slots, invites] = await Promise.all([
    calendarBookings(db, calendar.id),
    calendarInvites(db, calendar.id),
  ]);
  return {
    calendar: {
      id: calendar.id,
      jobId: calendar.jobId,
      title: calendar.title,
      location: calendar.location,
      createdAt: iso(calendar.createdAt),
    },
    slots: slots.map((s) => ({
      id: s.id,
      startsAt: iso(s.startsAt),
      endsAt: iso(s.endsAt),
      bookedAt: s.bookedAt ? iso(s.bookedAt) : null,
      bookedBy:
        s.bookedApplicationId === null
          ? null
          : {
              applicationId: s.bookedApplicationId,
              seekerId: s.seekerId,
              name: s.name,
              email: s.email,
            },
    })),
    invites: invites.map((i) => ({
      applicationId: i.applicationId,
      invitedAt: iso(i.invitedAt),
      recruiterNotifiedAt: i.recruiterNotifiedAt ? iso(i.recruiterNotifiedAt) : null,
    })),
  };
}
