import { VERTICALS, type Vertical } from '@jobsite/domain';
import { InterviewChangeAnswer, InterviewSlotsAnswer } from '@jobsite/domain/answers';
import { INTERVIEW_CANCEL_CUTOFF_HOURS } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  freshApplicant,
  freshSeeker,
  internalCall,
  setupTestServer,
  TEST_BASE_PATHS,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import { deliverQueued, messageIdOf, type OutgoingMessage } from '../auth/outbox.ts';
import { smtpSender } from '../auth/smtp.ts';
import { crashingDelivery, endLeases } from '../auth/test-outbox.ts';
import { setupTestSmtp } from '../auth/test-smtp.ts';
import { SLOT_TAKEN } from './booking.ts';

const MANAGEMENT = VERTICALS.management.id;
const TECHNOLOGY = VERTICALS.technology.id;
const HOUR = 3_600_000;
let counter = 0;
const mail = setupTestSmtp();

type Json = Record<string, unknown>;

describe.each(drivers)('interviews on %s', (driver) => {
  const s = setupTestServer(driver);
  const M = TEST_BASE_PATHS[MANAGEMENT];

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = MANAGEMENT) =>
    internalCall(s, vertical, method, path, body);

  async function postJob(vertical: Vertical = MANAGEMENT): Promise<number> {
    const res = await internal('POST', '/jobs', { title: `Interviewer ${counter++}` }, vertical);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** Signs a seeker up and applies to the job; answers the seeker and the application id. */
  const applicant = (job: number, vertical: Vertical = MANAGEMENT) => freshApplicant(s, vertical, job);

  const slot = (fromNowH: number, hours = 1) => ({
    startsAt: new Date(Date.now() + fromNowH * HOUR).toISOString(),
    endsAt: new Date(Date.now() + (fromNowH + hours) * HOUR).toISOString(),
  });

  async function calendar(
    job: number,
    applicationIds: number[],
    slots: { startsAt: string; endsAt: string }[],
  ) {
    const res = await internal('POST', `/jobs/${job}/interview-calendar`, {
      title: 'First round',
      location: 'Floor 3, Room "Cedar"; Bengaluru, India',
      slots,
      applicationIds,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { calendarId: number; slotIds: number[] };
  }

  /** A new job and a seeker who applied to it, invited to a calendar of one-hour slots starting `hours` from now. */
  async function invited(hours: number[]) {
    const job = await postJob();
    const a = await applicant(job);
    const cal = await calendar(
      job,
      [a.applicationId],
      hours.map((h) => slot(h)),
    );
    return { job, a, cal };
  }

  const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;
  const confirm = (
    b: { request: (m: string, p: string, i?: { form?: Record<string, string> }) => Promise<Response> },
    id: number,
  ) => b.request('POST', `${M}/user/interview/confirm-slot`, { form: { slotid: String(id) } });
  const cancel = (
    b: { request: (m: string, p: string, i?: { form?: Record<string, string> }) => Promise<Response> },
    id: number,
  ) => b.request('POST', `${M}/user/interview/cancel-slot`, { form: { slotid: String(id) } });

  const reminders = (applicationId: number) =>
    s.db.raw(
      `SELECT id, recipient, send_after, ref, sent_at FROM outbox WHERE kind = 'interview-reminder' AND ref LIKE $1 ORDER BY id`,
      [`interview-slot:%:${applicationId}`],
    ) as Promise<
      { id: number; recipient: string; send_after: string | Date; ref: string; sent_at: unknown }[]
    >;

  it('offers one application slots, notifies type 11 once and lists the interview to book', async () => {
    const job = await postJob();
    const a = await applicant(job);
    const res = await internal('POST', `/applications/${a.applicationId}/interview-slots`, {
      slots: [slot(48), slot(72)],
    });
    expect(res.status).toBe(201);
    const offered = (await res.json()) as { calendarId: number; slotIds: number[] };
    expect(offered.slotIds).toHaveLength(2);
    // A second offer adds to the same calendar.
    const more = (await (
      await internal('POST', `/applications/${a.applicationId}/interview-slots`, { slots: [slot(96)] })
    ).json()) as { calendarId: number };
    expect(more.calendarId).toBe(offered.calendarId);
    const notices = (await json(a.b.request('GET', `${M}/user/notifications`))).notifications as {
      type: number;
      link: string;
    }[];
    expect(notices.map((n) => n.type)).toEqual([11, 11]);
    expect(notices[0]?.link).toBe('/interviews');
    const list = v.parse(InterviewSlotsAnswer, await json(a.b.request('GET', `${M}/user/interview/slots`)));
    expect(list.interviews).toHaveLength(1);
    expect(list.interviews[0]).toMatchObject({
      calendarId: offered.calendarId,
      booked: null,
      cancellableUntil: null,
    });
    expect(list.interviews[0]?.slots.map((x) => x.state)).toEqual(['open', 'open', 'open']);
    expect(await json(a.b.request('GET', `${M}/user/interview/slots-count`))).toEqual({
      count: 1,
      toBook: 1,
      upcoming: 0,
    });
    const timings = await json(a.b.request('GET', `${M}/user/interview/slot-timings?format=nested`));
    const cals = timings.calendars as { calendarId: number; days: { date: string; slots: unknown[] }[] }[];
    expect(cals[0]?.days.flatMap((d) => d.slots)).toHaveLength(3);
    expect((await a.b.request('GET', `${M}/user/interview/slot-timings?format=flat`)).status).toBe(400);
    expect((await a.b.request('GET', `${M}/user/interview/slots?pageContent=0`)).status).toBe(400);
    // Bad bodies are 400; unknown applications are 404.
    expect(
      (await internal('POST', `/applications/${a.applicationId}/interview-slots`, { slots: [] })).status,
    ).toBe(400);
    const backwards = { startsAt: slot(5).endsAt, endsAt: slot(5).startsAt };
    expect(
      (await internal('POST', `/applications/${a.applicationId}/interview-slots`, { slots: [backwards] }))
        .status,
    ).toBe(400);
    expect(
      (await internal('POST', `/applications/999999999/interview-slots`, { slots: [slot(5)] })).status,
    ).toBe(404);
  });

  it('reads the notices that asked for the booking once the slot is booked, and only those', async () => {
    const job = await postJob();
    const other = await postJob();
    const a = await applicant(job);
    expect((await a.b.request('POST', `${M}/job/apply?jobcode=${other}`)).status).toBe(200);
    const [otherApp] = (await s.db.raw(`SELECT id FROM applications WHERE seeker_id = $1 AND job_id = $2`, [
      a.seekerId,
      other,
    ])) as { id: number }[];
    const cal = await calendar(job, [a.applicationId], [slot(30)]);
    await calendar(other, [Number(otherApp?.id)], [slot(40)]);
    const unread = async () => (await json(a.b.request('GET', `${M}/user/notifications/count`))).count;
    expect(await unread()).toBe(2);
    expect((await confirm(a.b, cal.slotIds[0] as number)).status).toBe(200);
    expect(await unread()).toBe(1);
    const notices = (await json(a.b.request('GET', `${M}/user/notifications`))).notifications as {
      jobId: number;
      status: number;
    }[];
    expect(notices.map((n) => [n.jobId, n.status]).sort()).toEqual([
      [job, 2],
      [other, 1],
    ]);
  });

  it('lets exactly one of many invited seekers book a slot they race for', async () => {
    const job = await postJob();
    const seekers = [];
    for (let i = 0; i < 8; i++) seekers.push(await applicant(job));
    const cal = await calendar(
      job,
      seekers.map((x) => x.applicationId),
      [slot(30), slot(31)],
    );
    const contested = cal.slotIds[0] as number;
    const answers = await Promise.all(seekers.map((x) => confirm(x.b, contested)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const losers = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    for (const body of losers) expect(body).toEqual({ error: { message: SLOT_TAKEN, statusCode: 409 } });
    const winner = await answers.find((r) => r.status === 200)?.json();
    expect(v.parse(InterviewChangeAnswer, winner).interview.booked?.id).toBe(contested);
    const booked = (await s.db.raw(
      `SELECT count(*)::int AS n FROM interview_slots WHERE id = $1 AND booked_application_id IS NOT NULL`,
      [contested],
    )) as { n: number }[];
    expect(booked[0]?.n).toBe(1);
    // The recruiter sees who booked it; the others see it taken.
    const view = await json(internal('GET', `/interview-calendars/${cal.calendarId}`));
    const slots = view.slots as { id: number; bookedBy: { applicationId: number } | null }[];
    const winnerApp = slots.find((x) => x.id === contested)?.bookedBy?.applicationId;
    expect(seekers.map((x) => x.applicationId)).toContain(winnerApp);
    const loser = seekers.find((x) => x.applicationId !== winnerApp) as (typeof seekers)[number];
    const seen = await json(loser.b.request('GET', `${M}/user/interview/slot?slotid=${contested}`));
    expect((seen.slot as { state: string }).state).toBe('taken');
    expect(JSON.stringify(seen)).not.toContain(`"applicationId":${winnerApp}`);
    expect((await internal('GET', `/interview-calendars/999999999`)).status).toBe(404);
  });

  it('moves a booking within a calendar in one step, with its reminder', async () => {
    const { a, cal } = await invited([48, 72]);
    const [first, second] = cal.slotIds as [number, number];
    expect((await confirm(a.b, first)).status).toBe(200);
    expect((await reminders(a.applicationId)).map((r) => r.ref)).toEqual([
      `interview-slot:${first}:${a.applicationId}`,
    ]);
    const moved = await confirm(a.b, second);
    expect(moved.status).toBe(200);
    const body = v.parse(InterviewChangeAnswer, await moved.json());
    expect(body.message).toBe('Your interview has been moved');
    expect(body.interview.booked?.id).toBe(second);
    expect(body.interview.slots.map((x) => x.state)).toEqual(['open', 'booked']);
    const rows = (await s.db.raw(
      `SELECT id FROM interview_slots WHERE calendar_id = $1 AND booked_application_id = $2`,
      [cal.calendarId, a.applicationId],
    )) as { id: number }[];
    expect(rows.map((r) => Number(r.id))).toEqual([second]);
    const left = await reminders(a.applicationId);
    expect(left.map((r) => r.ref)).toEqual([`interview-slot:${second}:${a.applicationId}`]);
    // send_after = starts_at - 24 h (the slot is 72 h away).
    const due = new Date(left[0]?.send_after as string).getTime();
    expect(Math.abs(due - (new Date(slot(72).startsAt).getTime() - 24 * HOUR))).toBeLessThan(60_000);
    expect(left[0]?.recipient).toBe(a.email);
    // Booking it again is a no-op.
    expect((await json(confirm(a.b, second))).message).toBe('You have already booked this slot');
    expect(await json(a.b.request('GET', `${M}/user/interview/slots-count`))).toEqual({
      count: 1,
      toBook: 0,
      upcoming: 1,
    });
  });

  it(`refuses to cancel within ${INTERVIEW_CANCEL_CUTOFF_HOURS} hours of the start and withdraws the reminder otherwise`, async () => {
    const { job, a, cal } = await invited([6, 40]);
    const [soon, later] = cal.slotIds as [number, number];
    expect((await confirm(a.b, soon)).status).toBe(200);
    // Within 24 h the reminder is due at once.
    const [reminder] = await reminders(a.applicationId);
    expect(new Date(reminder?.send_after as string).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const refused = await cancel(a.b, soon);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /until 12 hours before the interview/,
    );
    // Moving is cancelling too.
    expect((await confirm(a.b, later)).status).toBe(409);
    expect((await reminders(a.applicationId)).map((r) => r.ref)).toEqual([
      `interview-slot:${soon}:${a.applicationId}`,
    ]);

    const b = await applicant(job);
    const cal2 = await calendar(job, [b.applicationId], [slot(40)]);
    const only = cal2.slotIds[0] as number;
    expect((await confirm(b.b, only)).status).toBe(200);
    expect(await reminders(b.applicationId)).toHaveLength(1);
    const ok = await cancel(b.b, only);
    expect(ok.status).toBe(200);
    const body = v.parse(InterviewChangeAnswer, await ok.json());
    expect(body.interview.booked).toBeNull();
    expect(await reminders(b.applicationId)).toEqual([]);
    // Cancelling what one has not booked is refused.
    expect((await cancel(b.b, only)).status).toBe(409);
  });

  it('sends each due reminder once, however many processes run the task, linking to the brand site', async () => {
    await s.db.raw(`UPDATE outbox SET sent_at = now() WHERE send_after IS NOT NULL AND sent_at IS NULL`);
    const job = await postJob();
    const a = await applicant(job);
    const c = await applicant(job);
    const cal = await calendar(job, [a.applicationId, c.applicationId], [slot(3), slot(100)]);
    expect((await confirm(a.b, cal.slotIds[0] as number)).status).toBe(200);
    expect((await confirm(c.b, cal.slotIds[1] as number)).status).toBe(200);
    const sent: OutgoingMessage[] = [];
    const send = async (m: OutgoingMessage) => {
      sent.push(m);
      return true;
    };
    const counts = await Promise.all([
      deliverQueued(s.db, send),
      deliverQueued(s.db, send),
      deliverQueued(s.db, send),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(sent).toHaveLength(1);
    // The link is the seeker's brand site's page, absolute, in the link and in the text.
    const interviews = `${TEST_SITE_ORIGINS[MANAGEMENT]}/interviews`;
    expect(sent[0]).toMatchObject({ recipient: a.email, kind: 'interview-reminder', link: interviews });
    expect(sent[0]?.body).toContain(`See your interviews at ${interviews}`);
    expect(sent[0]?.body).not.toMatch(/ \/interviews/);
    expect(await deliverQueued(s.db, send)).toBe(0);
    const [row] = await reminders(a.applicationId);
    expect(row?.sent_at).not.toBeNull();
    // The far one is not due; a failed delivery stays unsent.
    const [far] = await reminders(c.applicationId);
    expect(far?.sent_at).toBeNull();
    await s.db.raw(`UPDATE outbox SET send_after = now() - interval '1 minute' WHERE id = $1`, [far?.id]);
    expect(await deliverQueued(s.db, async () => false)).toBe(0);
    expect((await reminders(c.applicationId))[0]?.sent_at).toBeNull();
  });

  it('queues one reminder a booking, sent at least once with one Message-ID, also after a crash and in a doubled run', async () => {
    // Earlier tests' queued messages are not this test's to send.
    await s.db.raw(`UPDATE outbox SET sent_at = now() WHERE send_after IS NOT NULL AND sent_at IS NULL`);
    const { a, cal } = await invited([20]);
    const slotId = cal.slotIds[0] as number;
    expect((await confirm(a.b, slotId)).status).toBe(200);
    const from = 'Jobsite <no-reply@jobsite.local>';
    const smtp = smtpSender(mail.url(), from);
    const mailed = () => mail.received.filter((raw) => raw.includes(`To: ${a.email}`));
    // Due at once (the slot is 20 hours ahead): a process claims it, the mail server takes it, and the
    // process dies before it marks it sent.
    await crashingDelivery(s.db, smtp);
    // Its lease keeps every other run off it.
    expect(await deliverQueued(s.db, smtp)).toBe(0);
    // When the lease ends, of two runs at once one sends it again: the same Message-ID, so the second
    // delivery is recognisably the same email.
    await endLeases(s.db, 'interview-reminder', a.email);
    const runs = await Promise.all([deliverQueued(s.db, smtp), deliverQueued(s.db, smtp)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    const ids = mailed().map((raw) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1]);
    expect(ids).toEqual([
      messageIdOf(`interview-reminder:${slotId}:${a.applicationId}`, from),
      messageIdOf(`interview-reminder:${slotId}:${a.applicationId}`, from),
    ]);
    expect(ids[0]).toMatch(/^<[\w-]{32}@jobsite\.local>$/);
    // Cancelled after it went out and booked again, twice at once: still the one reminder, nothing more due.
    expect((await cancel(a.b, slotId)).status).toBe(200);
    const again = await Promise.all([confirm(a.b, slotId), confirm(a.b, slotId)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await reminders(a.applicationId)).toHaveLength(1);
    expect(await deliverQueued(s.db, smtp)).toBe(0);
    expect(mailed()).toHaveLength(2);
  });

  it('answers the booked slot as an iCalendar file', async () => {
    const { a, cal } = await invited([50, 60]);
    const [booked, open] = cal.slotIds as [number, number];
    expect((await a.b.request('GET', `${M}/user/interview/slot/ics?slotid=${booked}`)).status).toBe(409);
    await confirm(a.b, booked);
    const res = await a.b.request('GET', `${M}/user/interview/slot/ics?slotid=${booked}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="interview-${booked}.ics"`);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const start = slot(50).startsAt;
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `UID:interview-slot-${booked}-${a.applicationId}@${VERTICALS.management.id}.jobsite`,
    );
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(
      new RegExp(`\\r\\nDTSTART:${start.slice(0, 11).replace(/-/g, '')}\\d{6}Z\\r\\n`),
    );
    expect(unfolded).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('SUMMARY:First round – Interviewer');
    expect(unfolded).toContain('LOCATION:Floor 3\\, Room "Cedar"\\; Bengaluru\\, India');
    expect((await a.b.request('GET', `${M}/user/interview/slot/ics?slotid=${open}`)).status).toBe(409);
    expect((await a.b.request('GET', `${M}/user/interview/slot/ics?slotid=abc`)).status).toBe(400);
  });

  it('records that the seeker notified the recruiter', async () => {
    const { a, cal } = await invited([50]);
    const res = await a.b.request('POST', `${M}/user/interview/notify-recruiter`, {
      json: { calendarId: cal.calendarId },
    });
    expect(res.status).toBe(200);
    const body = v.parse(InterviewChangeAnswer, await res.json());
    expect(body.message).toBe('The recruiter has been notified');
    expect(body.interview.recruiterNotifiedAt).not.toBeNull();
    const view = await json(internal('GET', `/interview-calendars/${cal.calendarId}`));
    expect((view.invites as { recruiterNotifiedAt: string | null }[])[0]?.recruiterNotifiedAt).toBe(
      body.interview.recruiterNotifiedAt,
    );
  });

  it("answers 404 to anyone reading, booking, cancelling or downloading someone else's slot", async () => {
    const { job, a: owner, cal } = await invited([50, 60]);
    const [booked, open] = cal.slotIds as [number, number];
    expect((await confirm(owner.b, booked)).status).toBe(200);
    const other = await applicant(job); // applied to the same job, but not invited
    const stranger = await freshSeeker(s, MANAGEMENT);
    for (const x of [other, stranger]) {
      for (const res of [
        await x.b.request('GET', `${M}/user/interview/slot?slotid=${booked}`),
        await x.b.request(
          'GET',
          `${M}/user/interview/slot-details?calendarId=${cal.calendarId}&slotId=${open}`,
        ),
        await x.b.request('GET', `${M}/user/interview/slot/ics?slotid=${booked}`),
        await confirm(x.b, open),
        await cancel(x.b, booked),
        await x.b.request('POST', `${M}/user/interview/notify-recruiter`, {
          form: { calendarId: String(cal.calendarId) },
        }),
      ]) {
        expect(res.status).toBe(404);
      }
      expect((await json(x.b.request('GET', `${M}/user/interview/slots`))).interviews).toEqual([]);
    }
    // The same account on the other vertical sees nothing either.
    const tech = await freshSeeker(s, TECHNOLOGY);
    const T = TEST_BASE_PATHS[TECHNOLOGY];
    expect((await tech.b.request('GET', `${T}/user/interview/slot?slotid=${booked}`)).status).toBe(404);
    // Signed out: 401.
    expect((await fetch(`${s.base}${M}/user/interview/slots`)).status).toBe(401);
    // The owner still holds the booking; slot-details filters by time.
    const details = await json(
      owner.b.request(
        'GET',
        `${M}/user/interview/slot-details?calendarId=${cal.calendarId}&slotId=${open}&from=${encodeURIComponent(slot(55).startsAt)}`,
      ),
    );
    expect((details.interview as { slots: { id: number }[] }).slots.map((x) => x.id)).toEqual([open]);
    expect(
      (
        await owner.b.request(
          'GET',
          `${M}/user/interview/slot-details?calendarId=${cal.calendarId + 100_000}&slotId=${open}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await json(owner.b.request('GET', `${M}/user/interview/slots?booked=1`))).interviews as unknown[],
    ).toHaveLength(1);
    expect(
      (await json(owner.b.request('GET', `${M}/user/interview/slots?booked=0`))).interviews as unknown[],
    ).toHaveLength(0);
  });
});
