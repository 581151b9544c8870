/** What a recruiter does about assessments (internal API, CLI, demo seed): assign one. */
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { firstRow } from '../query.ts';
import { application, httpsAddress, moveTo } from '../recruiter/actions.ts';

/** Assigns the application's assessment, replacing (and reopening) any earlier one; answers its id. */
export const upsertAssessment = async (
  q: Queryable,
  a: {
    applicationId: string | number;
    recruiterId: number;
    title: string;
    url: string;
    dueAt: string | null;
  },
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO assessments (application_id, recruiter_id, title, url, due_at) VALUES (${a.applicationId}, ${a.recruiterId}, ${a.title}, ${a.url}, ${a.dueAt})
       ON CONFLICT (application_id) DO UPDATE SET title = excluded.title, url = excluded.url, due_at = excluded.due_at,
         status = 'pending', assigned_at = now(), completed_at = NULL
       RETURNING id`,
    )
  )?.id;

export function assignAssessment(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  input: { title: string; url: string; dueAt?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const id = await upsertAssessment(tx, {
      applicationId: app.id,
      recruiterId: app.recruiter_id,
      title: input.title,
      url: httpsAddress(input.url, 'url'),
      dueAt: input.dueAt ?? null,
    });
    await moveTo(tx, app, 'assessment');
    return { applicationId, assessmentId: Number(id) };
  });
}
