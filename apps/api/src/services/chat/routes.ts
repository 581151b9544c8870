/**
 * The seeker's chat calls (`user/chat/...`), and the internal API's chat calls for recruiters (mounted
 * by app.ts under `/internal/{vertical}`, behind the admin key). Rules: docs/decisions/0028.
 */
import {
  CHAT_CONVERSATIONS_PAGE_SIZE,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_PAGE_SIZE,
  ChatId,
  RecruiterMessageBody,
} from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseBody, parseQuery } from '../../http/validate.ts';
import type { Realtime } from '../../realtime/bus.ts';
import { type SseWriter, sseResponse } from '../../realtime/sse.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import type { MailLinks } from '../notifications/emails.ts';
import { ApplicationParam } from '../recruiting/inputs.ts';
import {
  advanceRead,
  type ChatScope,
  conversationRow,
  conversationRows,
  insertMessage,
  knowsRecruiter,
  messageRows,
  setBlocked,
  unreadTotal,
} from './queries.ts';
import { markRecruiterRead, recruiterHistory, sendChatMessage } from './recruiter.ts';
import {
  countsTo,
  forwardTo,
  missedEvents,
  publishMessage,
  publishRead,
  readMarksOf,
  recruitersTopic,
  resuming,
  seekerTopic,
  toConversation,
  toMessage,
  unreadCounts,
} from './service.ts';

const NOT_FOUND = 'Conversation not found';
export const RATE_LIMITED_TEXT = `You are sending messages too fast: at most ${CHAT_MESSAGES_PER_MINUTE} a minute. Please wait a moment and try again.`;

/**
 * The last event a reconnecting client saw: the `Last-Event-ID` its EventSource sends (the brand site's
 * relay passes it on). Anything but an event id is no resume: the stream starts from now, as a new one.
 */
function lastEventIdOf(c: Context): number | undefined {
  const raw = c.req.header('last-event-id')?.trim() ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Opens a stream of the bus's `topic` for as long as the client stays; `listen` writes its events. A
 * client that resumes (`after`, its Last-Event-ID) is first sent what it missed of `scope`, from the
 * database, then the live events (decision 0070).
 */
async function streamOf(
  db: Db,
  realtime: Realtime,
  c: Context,
  topic: string,
  listen: (writer: SseWriter) => (event: unknown) => void,
  options: { scope: ChatScope; maxMs?: number },
) {
  try {
    await realtime.ready();
  } catch {
    throw new HttpError(503, 'Live updates are not available right now. Please try again.');
  }
  const after = lastEventIdOf(c);
  return sseResponse({
    signal: c.req.raw.signal,
    start: async (writer) => {
      const handle = listen(writer);
      if (after === undefined) return realtime.subscribe(topic, handle);
      const resume = resuming(handle, () => missedEvents(db, options.scope, after));
      const stop = realtime.subscribe(topic, resume.listener);
      try {
        await resume.start();
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
    ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }),
  });
}

export function chatRoutes(
  { db, sessions, realtime }: { db: Db; sessions: SessionSettings; realtime: Realtime },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  const conversationOf = async (applicationId: number, seekerId: number) => {
    const row = await conversationRow(db, vertical, applicationId, seekerId);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  route(app, 'GET user/chat/conversations', seeker, async (c, { query: { page } }) => {
    const seekerId = c.get('seekerId');
    const rows = await conversationRows(
      db,
      vertical,
      seekerId,
      CHAT_CONVERSATIONS_PAGE_SIZE + 1,
      page * CHAT_CONVERSATIONS_PAGE_SIZE,
    );
    c.header('Cache-Control', 'no-store');
    return {
      conversations: rows.slice(0, CHAT_CONVERSATIONS_PAGE_SIZE).map(toConversation),
      unread: await unreadTotal(db, vertical, seekerId),
      page,
      hasMore: rows.length > CHAT_CONVERSATIONS_PAGE_SIZE,
    };
  });

  route(app, 'GET user/chat/messages', seeker, async (c, { query: { applicationId, before } }) => {
    const row = await conversationOf(applicationId, c.get('seekerId'));
    const rows = await messageRows(db, applicationId, CHAT_PAGE_SIZE + 1, before ?? null);
    const marks = readMarksOf(row);
    c.header('Cache-Control', 'no-store');
    return {
      conversation: toConversation(row),
      messages: rows
        .slice(0, CHAT_PAGE_SIZE)
        .reverse()
        .map((m) => toMessage(m, marks)),
      hasMore: rows.length > CHAT_PAGE_SIZE,
    };
  });

  route(app, 'POST user/chat/messages', seeker, async (c, { body: { applicationId, body } }) => {
    const seekerId = c.get('seekerId');
    const row = await conversationOf(applicationId, seekerId);
    const conversation = toConversation(row);
    if (!conversation.canWrite)
      throw new HttpError(403, conversation.writeBlockedReason ?? 'You cannot write here');
    if (!(await withinLimit(db, `chat:seeker:${seekerId}`, CHAT_MESSAGES_PER_MINUTE, 60)))
      throw new HttpError(429, RATE_LIMITED_TEXT);
    const message = await db.transaction(async (tx) => {
      const inserted = await insertMessage(tx, applicationId, 'seeker', body);
      if (!inserted) throw new Error('chat message not inserted');
      // Writing answers everything before it: the seeker has read the conversation.
      const moved = await advanceRead(tx, applicationId, 'seeker', inserted.id);
      const target = { seekerId, vertical };
      const out = toMessage(inserted, { ...readMarksOf(row), seeker: inserted.id });
      await publishMessage(realtime, tx, target, out);
      if (moved) await publishRead(realtime, tx, target, { applicationId, reader: 'seeker', ...moved });
      return out;
    });
    return { message };
  });

  route(app, 'POST user/chat/read', seeker, async (c, { body: { applicationId, upTo } }) => {
    const seekerId = c.get('seekerId');
    await conversationOf(applicationId, seekerId);
    await db.transaction(async (tx) => {
      const moved = await advanceRead(tx, applicationId, 'seeker', upTo ?? null);
      if (moved)
        await publishRead(
          realtime,
          tx,
          { seekerId, vertical },
          { applicationId, reader: 'seeker', ...moved },
        );
    });
    return { unread: await unreadTotal(db, vertical, seekerId) };
  });

  route(app, 'GET user/chat/unread-count', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return { unread: await unreadTotal(db, vertical, c.get('seekerId')) };
  });

  route(app, 'POST user/chat/block', seeker, async (c, { body: { recruiterId, blocked } }) => {
    const seekerId = c.get('seekerId');
    if (!(await knowsRecruiter(db, vertical, seekerId, recruiterId)))
      throw new HttpError(404, 'Recruiter not found');
    await setBlocked(db, seekerId, recruiterId, blocked);
    return { recruiterId, blocked };
  });

  // The seeker's chat events, and their unread counts (the header's badges) when the stream opens and
  // whenever they may have changed. A plain route: it streams events, not one JSON answer a contract types.
  app.get('/user/chat/events', seeker, (c) => {
    const seekerId = c.get('seekerId');
    const listen = (writer: SseWriter) => {
      const forward = forwardTo(db, writer);
      const refresh = countsTo(() => unreadCounts(db, vertical, seekerId), writer);
      refresh();
      return (event: unknown) => {
        forward(event);
        refresh();
      };
    };
    // No longer than an access token lives: reconnecting checks the session again (a logout ends it),
    // and resumes after the last event the page saw.
    return streamOf(db, realtime, c, seekerTopic(seekerId), listen, {
      scope: { vertical, seekerId },
      maxMs: sessions.accessTokenTtlS * 1000,
    });
  });

  return app;
}

const EventsQuery = v.object({ applicationId: v.optional(ChatId) });
const BeforeQuery = v.object({ before: v.optional(ChatId) });
const ReadUpTo = v.object({ upTo: v.optional(ChatId) });

/** `mail`: what the emails of recruiters' messages need for their links (decision 0064). */
export function chatRecruiterRoutes(
  { db, mail, realtime }: { db: Db; mail: MailLinks; realtime: Realtime },
  vertical: Vertical,
) {
  const app = new Hono({ strict: false });
  const appId = (c: { req: { param: () => Record<string, string> } }) =>
    parse(ApplicationParam, c.req.param(), 'path').id;

  app.post('/applications/:id/messages', async (c) => {
    const id = appId(c);
    const { body } = await parseBody(c, RecruiterMessageBody);
    return c.json(await sendChatMessage(db, vertical, id, body, mail, realtime), 201);
  });

  app.get('/applications/:id/messages', async (c) => {
    const id = appId(c);
    const { before } = parseQuery(c, BeforeQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await recruiterHistory(db, vertical, id, before ?? null));
  });

  app.post('/applications/:id/messages/read', async (c) => {
    const id = appId(c);
    const { upTo } = await parseBody(c, ReadUpTo);
    return c.json(await markRecruiterRead(db, vertical, id, upTo ?? null, realtime));
  });

  // The recruiters' side of the vertical live: every message and read mark, or one application's.
  app.get('/chat/events', (c) => {
    const { applicationId } = parseQuery(c, EventsQuery);
    return streamOf(
      db,
      realtime,
      c,
      recruitersTopic(vertical),
      (writer) =>
        forwardTo(db, writer, (e) =>
          applicationId === undefined
            ? true
            : (e.kind === 'message' ? e.message.applicationId : e.applicationId) === applicationId,
        ),
      { scope: { vertical, ...(applicationId === undefined ? {} : { applicationId }) } },
    );
  });

  return app;
}
