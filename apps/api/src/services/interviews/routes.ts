/**
 * The seeker's interviews calls (calls.md 7.6, `user/interview/...`), and the internal API's interviews
 * calls for recruiters (mounted by app.ts under `/internal/{vertical}`, behind the admin key). Every
 * seeker call acts on the caller's own applications in this vertical only: anyone else's slot is a 404.
 */
import { InterviewSlotQuery } from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { parse, parseBody, parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { ApplicationParam, Text } from '../recruiting/inputs.ts';
import {
  cancelSlot,
  confirmSlot,
  countInterviews,
  getSlot,
  listInterviews,
  notifyRecruiter,
  type SiteOrigins,
  slotDetails,
  slotIcs,
  slotTimings,
} from './booking.ts';
import { calendarWithBookings, createInterviewSlots, offerCalendar } from './recruiter.ts';

/** `siteOrigins`: each vertical's brand-site address, for the links in interview reminders. */
export function interviewRoutes(
  { db, sessions, siteOrigins }: { db: Db; sessions: SessionSettings; siteOrigins: SiteOrigins },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);
  const who = (c: Context<{ Variables: SeekerVariables }>) => {
    c.header('Cache-Control', 'no-store');
    return { seekerId: c.get('seekerId'), vertical };
  };

  route(app, 'GET user/interview/slots', seeker, async (c, { query }) => listInterviews(db, who(c), query));
  route(app, 'GET user/interview/slots-count', seeker, async (c) => countInterviews(db, who(c)));
  route(app, 'GET user/interview/slot', seeker, async (c, { query }) => getSlot(db, who(c), query.slotid));
  app.get('/user/interview/slot/ics', seeker, async (c) => {
    const file = await slotIcs(db, who(c), parseQuery(c, InterviewSlotQuery).slotid);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.body);
  });
  route(app, 'GET user/interview/slot-details', seeker, async (c, { query }) =>
    slotDetails(db, who(c), query),
  );
  route(app, 'GET user/interview/slot-timings', seeker, async (c, { query }) =>
    slotTimings(db, who(c), query.calendarId),
  );
  route(app, 'POST user/interview/confirm-slot', seeker, async (c, { body }) =>
    confirmSlot(db, who(c), body.slotid, siteOrigins),
  );
  route(app, 'POST user/interview/cancel-slot', seeker, async (c, { body }) =>
    cancelSlot(db, who(c), body.slotid),
  );
  route(app, 'POST user/interview/notify-recruiter', seeker, async (c, { body }) =>
    notifyRecruiter(db, who(c), body.calendarId),
  );
  return app;
}

const DateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO date and time'));
const Slots = v.pipe(
  v.array(v.object({ startsAt: DateTime, endsAt: DateTime })),
  v.minLength(1, 'must hold at least one slot'),
  v.maxLength(50, 'must hold at most 50 slots'),
);
const SlotsBody = v.object({
  slots: Slots,
  title: v.optional(Text(200)),
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
const CalendarBody = v.object({
  title: Text(200),
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
  slots: Slots,
  applicationIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, 'must hold at least one application'),
    v.maxLength(200, 'must hold at most 200 applications'),
  ),
});
const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be an id'), v.transform(Number)),
});
const JobParam = v.object({
  jobId: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be an id'), v.transform(Number)),
});

export function interviewRecruiterRoutes({ db }: { db: Db }, vertical: Vertical) {
  const app = new Hono({ strict: false });

  app.post('/applications/:id/interview-slots', async (c) => {
    const { id } = parse(ApplicationParam, c.req.param(), 'path');
    const body = await parseBody(c, SlotsBody);
    return c.json(await createInterviewSlots(db, vertical, id, body.slots, body), 201);
  });
  app.post('/jobs/:jobId/interview-calendar', async (c) => {
    const { jobId } = parse(JobParam, c.req.param(), 'path');
    return c.json(await offerCalendar(db, vertical, jobId, await parseBody(c, CalendarBody)), 201);
  });
  app.get('/interview-calendars/:id', async (c) =>
    c.json(await calendarWithBookings(db, vertical, parse(IdParam, c.req.param(), 'path').id)),
  );
  return app;
}
