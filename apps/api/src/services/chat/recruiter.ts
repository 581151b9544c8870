/** What a recruiter does in chat (internal API, CLI, demo seed): write to a seeker about an application. */
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';
import { firstRow } from '../query.ts';
import { application } from '../recruiter/actions.ts';

export const insertRecruiterMessage = async (q: Queryable, applicationId: string | number, body: string) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO chat_messages (application_id, sender, body) VALUES (${applicationId}, 'recruiter', ${body}) RETURNING id`,
    )
  )?.id;

export function sendChatMessage(db: Db, vertical: Vertical, applicationId: number, body: string) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const id = await insertRecruiterMessage(tx, app.id, body);
    await notify(tx, {
      seekerId: app.seeker_id,
      type: 6,
      text: `New message about ${app.title}: ${body.slice(0, 120)}`,
      link: '/mychat',
      jobId: Number(app.job_id),
    });
    return { applicationId, messageId: Number(id) };
  });
}
