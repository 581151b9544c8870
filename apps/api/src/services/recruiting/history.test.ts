/**
 * Every change of an application's status is recorded in `application_events` (decision 0099), in the
 * transaction that makes it: the seeker's apply, the recruiter's moves (a status, an interview invite, an
 * assessment) and the demo seeker's seeded applications, which are made through the same functions.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { drivers, freshApplicant, internalCall, setupTestServer } from '../../test-server.ts';
import { DEMO_SEEKER, seedDemo } from '../recruiter/demo.ts';
import { lockApplication, setApplicationStatusRow } from './queries.ts';

const MANAGEMENT = VERTICALS.management.id;
const HOUR = 3_600_000;
let counter = 0;

interface Event {
  from: string | null;
  to: string;
  actor: string;
  /** Whether the event's time is the application's `applied_at`, and its `updated_at`. */
  atApplied: boolean;
  atUpdated: boolean;
}

describe.each(drivers)('the history of an application on %s', (driver) => {
  const s = setupTestServer(driver);

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = MANAGEMENT) =>
    internalCall(s, vertical, method, path, body);

  async function postJob(): Promise<number> {
    const res = await internal('POST', '/jobs', { title: `Historian ${counter++}` });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** The application's events in the order they were written. */
  const events = async (applicationId: number) =>
    (await s.db.raw(
      `SELECT e.from_status AS "from", e.to_status AS "to", e.actor,
              e.at = a.applied_at AS "atApplied", e.at = a.updated_at AS "atUpdated"
         FROM application_events e JOIN applications a ON a.id = e.application_id
        WHERE e.application_id = $1 ORDER BY e.at, e.id`,
      [applicationId],
    )) as Event[];

  const status = async (applicationId: number) =>
    (
      (await s.db.raw(`SELECT status FROM applications WHERE id = $1`, [applicationId])) as {
        status: string;
      }[]
    )[0]?.status;

  const setStatus = async (applicationId: number, to: string) =>
    expect((await internal('POST', `/applications/${applicationId}/status`, { status: to })).status).toBe(
      200,
    );

  it('records the apply: from nothing to applied, by the seeker, at applied_at', async () => {
    const { applicationId } = await freshApplicant(s, MANAGEMENT, await postJob());
    expect(await events(applicationId)).toEqual([
      { from: null, to: 'applied', actor: 'seeker', atApplied: true, atUpdated: true },
    ]);
  });

  it('records each recruiter move from the old status to the new one, and nothing when it stays', async () => {
    const job = await postJob();
    const { applicationId: app } = await freshApplicant(s, MANAGEMENT, job);
    await setStatus(app, 'viewed');
    await setStatus(app, 'viewed');
    const start = Date.now() + 24 * HOUR;
    const slot = { startsAt: new Date(start).toISOString(), endsAt: new Date(start + HOUR).toISOString() };
    expect((await internal('POST', `/applications/${app}/interview-slots`, { slots: [slot] })).status).toBe(
      201,
    );
    expect(
      (
        await internal('POST', `/applications/${app}/assessment`, {
          title: 'Excel test',
          url: 'https://tests.example.in/1',
        })
      ).status,
    ).toBe(201);
    await setStatus(app, 'hired');
    const moves = (await events(app)).map(({ from, to, actor }) => ({ from, to, actor }));
    expect(moves).toEqual([
      { from: null, to: 'applied', actor: 'seeker' },
      { from: 'applied', to: 'viewed', actor: 'recruiter' },
      { from: 'viewed', to: 'interview', actor: 'recruiter' },
      { from: 'interview', to: 'assessment', actor: 'recruiter' },
      { from: 'assessment', to: 'hired', actor: 'recruiter' },
    ]);
    expect((await events(app)).at(-1)?.atUpdated).toBe(true);
  });

  it('writes the event in the transaction of the change: a change rolled back leaves none', async () => {
    const { applicationId: app } = await freshApplicant(s, MANAGEMENT, await postJob());
    const failed = s.db.transaction(async (tx) => {
      const row = await lockApplication(tx, MANAGEMENT, app);
      if (!row) throw new Error('no application');
      await setApplicationStatusRow(tx, row, 'shortlisted');
      throw new Error('the change fails after the move');
    });
    await expect(failed).rejects.toThrow('the change fails after the move');
    expect(await status(app)).toBe('applied');
    expect((await events(app)).map((e) => e.to)).toEqual(['applied']);
  });

  it('gives each of the demo seeker’s applications a history from applied to its status', async () => {
    expect(await seedDemo(s.db, MANAGEMENT)).toBe(true);
    const apps = (await s.db.raw(
      `SELECT a.id::int AS id, a.status FROM applications a JOIN seekers k ON k.id = a.seeker_id
        WHERE k.email = $1 AND k.vertical = $2 ORDER BY a.id`,
      [DEMO_SEEKER.email, MANAGEMENT],
    )) as { id: number; status: string }[];
    expect(apps.length).toBeGreaterThan(1);
    for (const app of apps) {
      const history = await events(app.id);
      expect(history[0]).toMatchObject({ from: null, to: 'applied', actor: 'seeker', atApplied: true });
      expect(history.at(-1)?.to).toBe(app.status);
      for (const [i, e] of history.entries()) if (i > 0) expect(e.from).toBe(history[i - 1]?.to);
    }
  });
});
