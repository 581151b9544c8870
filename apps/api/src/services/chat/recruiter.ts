/**
 * What a recruiter does in chat (internal API, CLI, demo seed): write to a seeker about an application,
 * read the conversation, and mark it read. The seeker's open pages hear of each in real time.
 */
import { CHAT_PAGE_SIZE, ChatBody } from '@jobsite/domain/calls';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { type Realtime, realtimeFor } from '../../realtime/bus.ts';
import { notify } from '../job/applications.ts';
import { type MailLinks, queueApplicationEmail } from '../notifications/emails.ts';
import { application } from '../recruiting/application.ts';
import { advanceRead, conversationRow, insertMessage, messageRows } from './queries.ts';
import { publishMessage, publishRead, readMarksOf, toMessage } from './service.ts';

const BLOCKED_BY_SEEKER_TEXT = 'The seeker has blocked messages from this recruiter';

/**
 * Writes the recruiter's message: refused when the seeker blocked the recruiter; notifies the seeker
 * (type 15, chat, linking to the conversation) and tells their open pages, all on commit. It emails the
 * seeker too (decision 0064) when it is the conversation's only unread message, so a recruiter's several
 * messages make one email until the seeker reads them; `mail` null writes none (the demo's seeding).
 */
export function sendChatMessage(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  text: string,
  mail: MailLinks | null,
  realtime: Realtime = realtimeFor(db),
) {
  const body = v.parse(ChatBody, text);
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const row = await conversationRow(tx, vertical, applicationId, null);
    if (!row) throw new HttpError(404, 'Application not found');
    if (row.blocked) throw new HttpError(403, BLOCKED_BY_SEEKER_TEXT);
    const inserted = await insertMessage(tx, applicationId, 'recruiter', body);
    if (!inserted) throw new Error('chat message not inserted');
    const notice = `${row.recruiterName} sent you a message about ${app.title}`;
    const link = `/mychat/${applicationId}`;
    await notify(tx, { seekerId: app.seeker_id, type: 15, text: notice, link, jobId: Number(app.job_id) });
    // The message itself stays out of the email, as out of the notification (decision 0028).
    if (mail && row.unread === 0)
      await queueApplicationEmail(tx, mail, vertical, {
        seekerId: app.seeker_id,
        kind: 'recruiter-message',
        subject: notice,
        action: 'Read and reply',
        path: link,
      });
    const message = toMessage(inserted, readMarksOf(row));
    await publishMessage(realtime, tx, { seekerId: app.seeker_id, vertical }, message);
    return { applicationId, messageId: message.id, message };
  });
}

/** The recruiter's view of a conversation: a page of history with both read marks. */
export async function recruiterHistory(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  before: number | null,
) {
  const row = await conversationRow(db, vertical, applicationId, null);
  if (!row) throw new HttpError(404, 'Application not found');
  const marks = readMarksOf(row);
  const rows = await messageRows(db, applicationId, CHAT_PAGE_SIZE + 1, before);
  return {
    applicationId,
    seekerId: row.seekerId,
    blocked: row.blocked,
    seekerLastReadId: marks.seeker,
    recruiterLastReadId: marks.recruiter,
    unread: rows.filter((m) => m.sender === 'seeker' && m.id > marks.recruiter).length,
    messages: rows
      .slice(0, CHAT_PAGE_SIZE)
      .reverse()
      .map((m) => toMessage(m, marks)),
    hasMore: rows.length > CHAT_PAGE_SIZE,
  };
}

/** The recruiter read the conversation (up to `upTo`, default all): the seeker's pages show "Seen". */
export function markRecruiterRead(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  upTo: number | null,
  realtime: Realtime = realtimeFor(db),
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const moved = await advanceRead(tx, applicationId, 'recruiter', upTo);
    if (moved)
      await publishRead(
        realtime,
        tx,
        { seekerId: app.seeker_id, vertical },
        { applicationId, reader: 'recruiter', ...moved },
      );
    const row = await conversationRow(tx, vertical, applicationId, null);
    return { applicationId, recruiterLastReadId: row?.recruiterRead ?? 0 };
  });
}
