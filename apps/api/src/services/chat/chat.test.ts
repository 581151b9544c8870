import { VERTICALS, type Vertical } from '@jobsite/domain';
import { CHAT_MESSAGES_PER_MINUTE } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDb } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import {
  drivers,
  freshSeeker,
  internalCall,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { RATE_LIMITED_TEXT } from './routes.ts';
import { BLOCKED_TEXT, PRO_TEXT, WAIT_TEXT } from './rules.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = Record<string, any>;
const MANAGEMENT = VERTICALS.management.id;
const M = TEST_BASE_PATHS[MANAGEMENT];
let counter = 0;

/** Reads a `text/event-stream` answer event by event. */
function eventsOf(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let raw = '';
  const events: { event: string; data: Json; id?: string }[] = [];
  const parse = () => {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')), ...(id ? { id } : {}) });
    }
  };
  const readMore = async (deadline: number) => {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no such event in time; got ${JSON.stringify(events)}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stream read timed out')), left)),
    ]);
    if (chunk.done) throw new Error('stream ended');
    const text = decoder.decode(chunk.value, { stream: true });
    raw += text;
    buffer += text;
    parse();
  };
  return {
    /** Resolves once the server has subscribed (its `: connected` comment). */
    async connected(ms = 5000) {
      const deadline = Date.now() + ms;
      while (!raw.includes(': connected')) await readMore(deadline);
    },
    async next(match: (e: { event: string; data: Json }) => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = events.findIndex(match);
        if (i >= 0) return events.splice(i, 1)[0] as { event: string; data: Json; id?: string };
        await readMore(deadline);
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

describe.each(drivers)('chat on %s', (driver) => {
  const s = setupTestServer(driver);

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = MANAGEMENT) =>
    internalCall(s, vertical, method, path, body);
  const json = async (res: Response | Promise<Response>, status = 200) => {
    const r = await res;
    const body = (await r.json()) as Json;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body;
  };

  /** A seeker who applied to a new job: their browser, id and the application's id. */
  async function applied() {
    const seeker = await freshSeeker(s, MANAGEMENT);
    const job = (await json(internal('POST', '/jobs', { title: `Chat analyst ${counter++}` }), 201))
      .id as number;
    const answer = await json(seeker.b.request('POST', `${M}/job/apply?jobcode=${job}`));
    return { ...seeker, job, applicationId: answer.applicationId as number };
  }

  const recruiterWrites = (applicationId: number, body: string, status = 201) =>
    json(internal('POST', `/applications/${applicationId}/messages`, { body }), status);
  const send = (b: Browser, applicationId: number, body: string) =>
    b.request('POST', `${M}/user/chat/messages`, { json: { applicationId, body } });
  const history = (b: Browser, applicationId: number, before?: number) =>
    b.request(
      'GET',
      `${M}/user/chat/messages?applicationId=${applicationId}${before ? `&before=${before}` : ''}`,
    );
  const setStatus = (applicationId: number, status: string) =>
    json(internal('POST', `/applications/${applicationId}/status`, { status }));
  const makePro = (seekerId: number) =>
    s.db.raw(`UPDATE seeker_profiles SET pro_until = now() + interval '30 days' WHERE seeker_id = $1`, [
      seekerId,
    ]);

  it('recruiter writes, the seeker sees it unread, reads the history, marks it read, and the recruiter sees that', async () => {
    const { b, applicationId, seekerId } = await applied();
    const sent = await recruiterWrites(applicationId, 'Hello Meera, are you free on Friday?');
    expect(sent).toMatchObject({ applicationId, message: { sender: 'recruiter', read: false } });

    const notes = await json(b.request('GET', `${M}/user/notifications`));
    expect(notes.notifications[0]).toMatchObject({ link: `/mychat/${applicationId}` });
    const typeRow = (await s.db.raw(
      'SELECT type, text FROM notifications WHERE seeker_id = $1 ORDER BY id DESC LIMIT 1',
      [seekerId],
    )) as { type: number; text: string }[];
    expect(Number(typeRow[0]?.type)).toBe(15);
    expect(typeRow[0]?.text).not.toContain('Friday');

    const list = await json(b.request('GET', `${M}/user/chat/conversations`));
    expect(list.unread).toBe(1);
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({
      applicationId,
      unread: 1,
      canWrite: true,
      writeBlockedReason: null,
      blocked: false,
      lastMessage: { body: 'Hello Meera, are you free on Friday?' },
    });
    expect(await json(b.request('GET', `${M}/user/chat/unread-count`))).toEqual({ unread: 1 });

    const page = await json(history(b, applicationId));
    expect(page.messages.map((m: Json) => m.body)).toEqual(['Hello Meera, are you free on Friday?']);
    expect(page.hasMore).toBe(false);

    expect(await json(b.request('POST', `${M}/user/chat/read`, { json: { applicationId } }))).toEqual({
      unread: 0,
    });
    const recruiterView = await json(internal('GET', `/applications/${applicationId}/messages`));
    expect(recruiterView.messages[0]).toMatchObject({ sender: 'recruiter', read: true });
    expect(recruiterView.seekerLastReadId).toBe(sent.messageId);

    const reply = await json(send(b, applicationId, 'Yes, Friday works.'), 201);
    expect(reply.message).toMatchObject({ sender: 'seeker', read: false, body: 'Yes, Friday works.' });
    const before = await json(internal('GET', `/applications/${applicationId}/messages`));
    expect(before.unread).toBe(1);
    const read = await json(internal('POST', `/applications/${applicationId}/messages/read`, {}));
    expect(read.recruiterLastReadId).toBe(reply.message.id);
    const after = await json(history(b, applicationId));
    expect(after.messages.at(-1)).toMatchObject({ body: 'Yes, Friday works.', read: true });
  });

  it('lets a Basic seeker only reply, and a Pro seeker also write first once shortlisted', async () => {
    const basic = await applied();
    let res = await send(basic.b, basic.applicationId, 'Hi there');
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).error.message).toBe(WAIT_TEXT);
    await setStatus(basic.applicationId, 'shortlisted');
    const conv = (await json(history(basic.b, basic.applicationId))).conversation;
    expect(conv).toMatchObject({ canWrite: false, writeBlockedReason: PRO_TEXT, status: 'shortlisted' });
    res = await send(basic.b, basic.applicationId, 'Hi there');
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).error.message).toBe(PRO_TEXT);
    // Shortlisted conversations are listed even before anyone writes.
    const listed = await json(basic.b.request('GET', `${M}/user/chat/conversations`));
    expect(listed.conversations.map((c: Json) => c.applicationId)).toEqual([basic.applicationId]);
    await recruiterWrites(basic.applicationId, 'Thanks for applying');
    await json(send(basic.b, basic.applicationId, 'Thank you!'), 201);

    const pro = await applied();
    await makePro(pro.seekerId);
    res = await send(pro.b, pro.applicationId, 'Hello');
    expect(res.status).toBe(403);
    await setStatus(pro.applicationId, 'interview');
    await json(send(pro.b, pro.applicationId, 'Hello, I would love to talk'), 201);
  });

  it('limits the length and the rate of messages, with clear texts', async () => {
    const { b, applicationId } = await applied();
    await recruiterWrites(applicationId, 'Write back');
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const res = await send(b, applicationId, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error.message).toMatch(
        /^Invalid body field 'body': must (not be empty|be at most 2000 characters)$/,
      );
    }
    expect((await send(b, applicationId, `  ${'y'.repeat(2000)}  `)).status).toBe(201);
    expect((await recruiterWrites(applicationId, 'z'.repeat(2001), 400)).error.message).toContain('2000');
    await s.db.raw('DELETE FROM rate_limits');
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await send(b, applicationId, `message ${i}`)).status).toBe(201);
    const res = await send(b, applicationId, 'one too many');
    expect(res.status).toBe(429);
    expect(((await res.json()) as Json).error.message).toBe(RATE_LIMITED_TEXT);
  });

  it('blocks and unblocks a recruiter', async () => {
    const { b, applicationId } = await applied();
    await recruiterWrites(applicationId, 'First');
    const { conversation } = await json(history(b, applicationId));
    const recruiterId = conversation.recruiterId as number;
    expect(
      await json(b.request('POST', `${M}/user/chat/block`, { json: { recruiterId, blocked: true } })),
    ).toEqual({
      recruiterId,
      blocked: true,
    });
    const refused = await recruiterWrites(applicationId, 'Second', 403);
    expect(refused.error.message).toBe('The seeker has blocked messages from this recruiter');
    expect((await json(history(b, applicationId))).conversation).toMatchObject({
      blocked: true,
      canWrite: false,
      writeBlockedReason: BLOCKED_TEXT,
    });
    expect((await send(b, applicationId, 'hello')).status).toBe(403);
    await json(
      b.request('POST', `${M}/user/chat/block`, {
        form: { recruiterId: String(recruiterId), blocked: 'false' },
      }),
    );
    await recruiterWrites(applicationId, 'Third');
    // A recruiter the seeker never applied to is not theirs to block.
    expect(
      (await b.request('POST', `${M}/user/chat/block`, { json: { recruiterId: 999999, blocked: true } }))
        .status,
    ).toBe(404);
  });

  it('keeps HTML as text, pages the history 30 at a time, and hides conversations from other seekers', async () => {
    const { b, applicationId } = await applied();
    const html = '<img src=x onerror=alert(1)><b>bold</b>\nline two';
    await recruiterWrites(applicationId, html);
    expect((await json(history(b, applicationId))).messages[0].body).toBe(html);
    await s.db.raw(
      `INSERT INTO chat_messages (application_id, sender, body) SELECT $1, 'recruiter', 'm' || g FROM generate_series(1, 34) g`,
      [applicationId],
    );
    const latest = await json(history(b, applicationId));
    expect(latest.messages).toHaveLength(30);
    expect(latest.hasMore).toBe(true);
    expect(latest.messages.at(-1).body).toBe('m34');
    const older = await json(history(b, applicationId, latest.messages[0].id));
    expect(older.messages.map((m: Json) => m.body)).toEqual([html, 'm1', 'm2', 'm3', 'm4']);
    expect(older.hasMore).toBe(false);

    const other = await freshSeeker(s, MANAGEMENT);
    for (const res of [
      await history(other.b, applicationId),
      await send(other.b, applicationId, 'not mine'),
      await other.b.request('POST', `${M}/user/chat/read`, { json: { applicationId } }),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as Json).error.message).toBe('Conversation not found');
    }
    expect(await history(b, applicationId).then((r) => r.status)).toBe(200);
    expect((await b.request('GET', `${M}/user/chat/messages?applicationId=abc`)).status).toBe(400);
    expect(await b.request('GET', `${M}/user/chat/events`).then((r) => r.status)).toBe(200);
    expect((await fetch(`${s.base}${M}/user/chat/events`)).status).toBe(401);
  });

  it('streams a message another request writes, and read receipts, to the seeker’s open page', async () => {
    const { b, applicationId } = await applied();
    const res = await b.request('GET', `${M}/user/chat/events`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stream = eventsOf(res);
    await stream.connected();
    const sent = await recruiterWrites(applicationId, 'Live <b>hello</b>');
    const got = await stream.next((e) => e.event === 'message');
    expect(got.data).toMatchObject({
      kind: 'message',
      message: { id: sent.messageId, body: 'Live <b>hello</b>' },
    });
    expect(got.id).toBe(String(sent.messageId));

    const reply = await json(send(b, applicationId, 'Hi!'), 201);
    expect((await stream.next((e) => e.event === 'message')).data.message.id).toBe(reply.message.id);
    await json(internal('POST', `/applications/${applicationId}/messages/read`, {}));
    expect(
      (await stream.next((e) => e.event === 'read' && e.data.reader === 'recruiter')).data,
    ).toMatchObject({ applicationId, reader: 'recruiter', upTo: reply.message.id });

    // The recruiters' stream hears the seeker's messages and reads.
    const rec = eventsOf(
      await fetch(`${s.base}/internal/${MANAGEMENT}/chat/events?applicationId=${applicationId}`, {
        headers: { 'x-admin-key': TEST_ADMIN_KEY },
      }),
    );
    await rec.connected();
    const second = await json(send(b, applicationId, 'Anything else?'), 201);
    expect((await rec.next((e) => e.event === 'message')).data.message.id).toBe(second.message.id);
    await rec.close();
    await stream.close();
  });

  it('resumes a dropped stream after its Last-Event-ID: what was sent while it was down, in order, then live', async () => {
    const { b, applicationId } = await applied();
    const first = eventsOf(await b.request('GET', `${M}/user/chat/events`));
    await first.connected();
    const before = await recruiterWrites(applicationId, 'Before the drop');
    const seen = await first.next((e) => e.event === 'message');
    expect(seen.id).toBe(String(before.messageId));
    await first.close();
    // While the stream is down: a recruiter's message, the seeker's reply from another page (which reads
    // the conversation), and the recruiter reading it.
    const away = await recruiterWrites(applicationId, 'While you were away');
    const reply = (await json(send(b, applicationId, 'Back soon'), 201)).message as Json;
    await json(internal('POST', `/applications/${applicationId}/messages/read`, {}));

    const resumed = eventsOf(
      await b.request('GET', `${M}/user/chat/events`, { headers: { 'Last-Event-ID': seen.id ?? '' } }),
    );
    const chat = (e: { event: string }) => e.event === 'message' || e.event === 'read';
    const missed = [];
    for (let i = 0; i < 4; i += 1) missed.push(await resumed.next(chat));
    expect(missed.map((e) => [e.event, e.data.message?.id ?? e.data.reader])).toEqual([
      ['message', away.messageId],
      ['message', reply.id],
      ['read', 'seeker'],
      ['read', 'recruiter'],
    ]);
    expect(missed[0]?.data.message).toMatchObject({ body: 'While you were away', read: true });
    expect(missed[3]?.data).toEqual({ kind: 'read', applicationId, reader: 'recruiter', upTo: reply.id });
    // Each carries its id, in the order they happened, so a later drop resumes after the last.
    const ids = missed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    await resumed.connected();
    // Then live, once.
    const live = await recruiterWrites(applicationId, 'Live again');
    const next = await resumed.next(chat);
    expect(next.data.message?.id).toBe(live.messageId);
    await resumed.close();

    // A stream resumed after the last of them gets only what came later; a new one (or a Last-Event-ID
    // that is no event id) gets nothing old.
    const later = eventsOf(
      await b.request('GET', `${M}/user/chat/events`, { headers: { 'Last-Event-ID': String(ids.at(-1)) } }),
    );
    expect((await later.next(chat)).data.message?.id).toBe(live.messageId);
    await later.close();
    for (const header of [{}, { 'Last-Event-ID': 'yesterday' }]) {
      const fresh = eventsOf(await b.request('GET', `${M}/user/chat/events`, { headers: header }));
      await fresh.connected();
      const now = await recruiterWrites(applicationId, 'Only this one');
      expect((await fresh.next(chat)).data.message?.id).toBe(now.messageId);
      await fresh.close();
    }
  });

  it('streams the seeker’s unread counts when the stream opens and whenever another request changes them', async () => {
    const { b, applicationId, seekerId } = await applied();
    await makePro(seekerId);
    const stream = eventsOf(await b.request('GET', `${M}/user/chat/events`));
    expect((await stream.next((e) => e.event === 'counts')).data).toEqual({ notifications: 0, chats: 0 });
    await stream.connected();
    // A status change's notification (another service), in every open stream of the seeker.
    const other = eventsOf(await b.request('GET', `${M}/user/chat/events`));
    await other.next((e) => e.event === 'counts');
    await other.connected();
    await setStatus(applicationId, 'shortlisted');
    for (const tab of [stream, other])
      expect((await tab.next((e) => e.event === 'counts')).data).toEqual({ notifications: 1, chats: 0 });
    // A recruiter's message: one more notification and one unread message.
    await recruiterWrites(applicationId, 'Hello!');
    expect((await stream.next((e) => e.event === 'counts' && e.data.chats === 1)).data).toEqual({
      notifications: 2,
      chats: 1,
    });
    // Reading the chat and the notifications elsewhere brings both down.
    await json(b.request('POST', `${M}/user/chat/read`, { json: { applicationId } }));
    await stream.next((e) => e.event === 'counts' && e.data.chats === 0);
    await json(b.request('POST', `${M}/user/notifications/read`, { form: {} }));
    expect((await stream.next((e) => e.event === 'counts' && e.data.notifications === 0)).data).toEqual({
      notifications: 0,
      chats: 0,
    });
    await other.close();
    await stream.close();
  });

  // Two processes share a PostgreSQL server; an embedded PGlite belongs to one process, so the test
  // exists only on that driver (not a skipped test on the other).
  if (driver === 'postgres')
    it('delivers across two API processes on one database, and resumes on either', async () => {
      const { b, applicationId } = await applied();
      const name = ((await s.db.raw('SELECT current_database() AS name')) as { name: string }[])[0]?.name;
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${name}`;
      const db2 = await openDb({ url: url.toString(), poolSize: 2 });
      try {
        const second = createApp({
          adminKey: TEST_ADMIN_KEY,
          db: db2,
          logger: createLogger('silent'),
          media: { put: async () => {}, get: async () => null, remove: async () => {} } as never,
          config: { basePaths: TEST_BASE_PATHS, corsOrigins: ['http://localhost:3000'], nodeEnv: 'test' },
          auth: {
            sessions: {
              secret: 'test-secret-of-the-api-for-signing-access-tokens',
              accessTokenTtlS: 900,
              rotationGraceS: 30,
            },
            siteOrigins: TEST_SITE_ORIGINS,
            production: false,
          },
        });
        const stream = eventsOf(await b.request('GET', `${M}/user/chat/events`));
        await stream.connected();
        const res = await second.fetch(
          new Request(`http://second/internal/${MANAGEMENT}/applications/${applicationId}/messages`, {
            method: 'POST',
            headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
            body: JSON.stringify({ body: 'From the other process' }),
          }),
        );
        expect(res.status).toBe(201);
        const got = await stream.next((e) => e.event === 'message');
        expect(got.data.message.body).toBe('From the other process');
        await stream.close();
        // Dropped, and a message written meanwhile by this process: the stream resumes on the other one.
        const missed = await recruiterWrites(applicationId, 'While the stream was down');
        const cookie = [`${MANAGEMENT}_session`, `${MANAGEMENT}_token`]
          .map((name) => `${name}=${b.cookie(name) ?? ''}`)
          .join('; ');
        const resumed = eventsOf(
          await second.fetch(
            new Request(`http://second${M}/user/chat/events`, {
              headers: { cookie, 'last-event-id': got.id ?? '' },
            }),
          ),
        );
        const replayed = await resumed.next((e) => e.event === 'message');
        expect(replayed.data.message).toMatchObject({
          id: missed.messageId,
          body: 'While the stream was down',
        });
        await resumed.close();
      } finally {
        await db2.close();
      }
    });
});
