/**
 * Every kind of bulk mail (decisions 0037, 0070), as the outbox lists the kinds: each message carries
 * RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`, its one-click POST (a mail client's: no
 * session, no Origin) answers 200, and afterwards the same trigger sends that person no more of it.
 * Transactional mail carries neither header. A new bulk kind without a way to make one here fails.
 */
import { VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import * as testing from '../../test-server.ts';
import { BULK_KINDS, type BulkKind, TRANSACTIONAL_KINDS } from '../auth/outbox.ts';

const { freshSeeker, outboxOf, TEST_ADMIN_KEY, TEST_BASE_PATHS, TEST_SITE_ORIGINS, uniqueEmail, uniqueWord } =
  testing;

const M = VERTICALS.management.id;
const BASE = TEST_BASE_PATHS[M];

/** How to make one email of a kind, and to try again once its recipient left the list. */
interface Maker {
  /** Whom it goes to, and the trigger that would send them another. */
  start(): Promise<{ recipient: string; again: () => Promise<unknown> }>;
}

describe.each(testing.drivers)('bulk mail on %s', (driver) => {
  const s = testing.setupTestServer(driver);

  const internal = async (path: string, body?: unknown) => {
    const res = await fetch(`${s.base}/internal/${M}${path}`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.ok, `${path}: ${res.status} ${await res.clone().text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  const newJob = async (title: string) => Number((await internal('/jobs', { title })).id);
  const profile = (seeker: testing.TestSeeker, set: string) =>
    s.db.raw(`UPDATE seeker_profiles SET ${set} WHERE seeker_id = $1`, [seeker.seekerId]);

  /** A seeker who applied to a new job: the recruiter's side acts on the application. */
  async function applied(pro: boolean) {
    const seeker = await freshSeeker(s, M);
    const job = await newJob(`Bulk mail analyst ${uniqueWord('Qbm')}`);
    const res = await seeker.b.request('POST', `${BASE}/job/apply?jobcode=${job}`);
    const { applicationId } = (await res.json()) as { applicationId: number };
    if (pro) await profile(seeker, `pro_until = now() + interval '30 days'`);
    return { seeker, applicationId };
  }

  const makers: Record<BulkKind, Maker> = {
    'job-alert-digest': {
      async start() {
        const seeker = await freshSeeker(s, M);
        const word = uniqueWord('Qbd');
        await seeker.b.request('POST', `${BASE}/user/saved-searches`, {
          form: { name: `${word} roles`, keyword: word },
        });
        const digest = async () => {
          await newJob(`${word} Analyst`);
          await internal(`/alerts/run-digest?email=${encodeURIComponent(seeker.email)}`);
        };
        await digest();
        return { recipient: seeker.email, again: digest };
      },
    },
    'early-applicant-alert': {
      async start() {
        const seeker = await freshSeeker(s, M);
        const word = uniqueWord('Qbe');
        await profile(seeker, `early_applicant_until = now() + interval '30 days'`);
        await s.db.raw(`INSERT INTO early_applicant_preferences (seeker_id, roles) VALUES ($1, $2)`, [
          seeker.seekerId,
          [word],
        ]);
        const alert = async () => {
          await newJob(`Senior ${word} Specialist`);
          await internal('/alerts/run-realtime');
        };
        await alert();
        return { recipient: seeker.email, again: alert };
      },
    },
    'recommendation-request': {
      async start() {
        const contact = uniqueEmail('contact');
        const ask = async () => {
          const { b } = await freshSeeker(s, M);
          await b.request('POST', `${BASE}/user/recommendation/request`, {
            form: { email: contact, name: 'Ravi Menon' },
          });
        };
        await ask();
        return { recipient: contact, again: ask };
      },
    },
    'application-status': {
      async start() {
        const { seeker, applicationId } = await applied(true);
        const statuses = ['shortlisted', 'interview'];
        const move = () => internal(`/applications/${applicationId}/status`, { status: statuses.shift() });
        await move();
        return { recipient: seeker.email, again: move };
      },
    },
    'recruiter-message': {
      async start() {
        const { seeker, applicationId } = await applied(false);
        const write = async () => {
          await internal(`/applications/${applicationId}/messages`, { body: 'Could we talk on Friday?' });
          // Read, so the next message would email again (decision 0064).
          await seeker.b.request('POST', `${BASE}/user/chat/read`, { json: { applicationId } });
        };
        await write();
        return { recipient: seeker.email, again: write };
      },
    },
  };

  it('knows how to make every bulk kind', () => {
    expect(BULK_KINDS.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(makers).sort()).toEqual([...BULK_KINDS].sort());
  });

  it.each(BULK_KINDS)('%s carries the one-click headers, and its one-click POST stops it', async (kind) => {
    const { recipient, again } = await makers[kind].start();
    const [mail, ...more] = await outboxOf(s, M, recipient, kind);
    expect(more).toEqual([]);
    const { 'List-Unsubscribe': list = '', 'List-Unsubscribe-Post': post } = (mail as testing.OutboxMessage)
      .headers;
    expect(post).toBe('List-Unsubscribe=One-Click');
    expect(list).toMatch(new RegExp(`^<${TEST_SITE_ORIGINS[M]}/unsubscribe\\?token=[\\w%.-]+>$`));
    const url = new URL(list.slice(1, -1));
    // The text keeps the link for people.
    expect(mail?.body).toContain(url.href);
    const res = await fetch(`${s.base}${BASE}/unsubscribe${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/^You are unsubscribed: no more /);
    await again();
    expect(await outboxOf(s, M, recipient, kind)).toHaveLength(1);
  });

  it('sends transactional mail without the headers', async () => {
    const rows = (await s.db.raw(`SELECT kind, headers FROM outbox WHERE kind = ANY($1::text[])`, [
      TRANSACTIONAL_KINDS,
    ])) as { kind: string; headers: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.headers !== null)).toEqual([]);
  });
});
