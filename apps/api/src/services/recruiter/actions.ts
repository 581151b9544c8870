/**
 * What recruiters do to a seeker's applications (they use another site; here for tests, the CLI and the
 * seed): post a job, move an application, offer interview slots, assign an assessment, send a message.
 * Each change to an application writes the seeker's notification in the same transaction.
 */
import type { NotificationTypeId } from '@jobsite/domain';
import type { ApplicationStatus } from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';

export interface PostJobInput {
  title: string;
  description?: string | undefined;
  recruiterId?: number | undefined;
  categoryId?: number | undefined;
  cityIds?: number[] | undefined;
  tagIds?: number[] | undefined;
  functionalAreaId?: number | undefined;
  minExp?: number | undefined;
  maxExp?: number | undefined;
  /** Rupees a year. */
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
  confidential?: boolean | undefined;
  workFromHome?: boolean | undefined;
  /** An external job answers its address instead of taking applications. */
  applyUrl?: string | undefined;
  expiresInDays?: number | undefined;
}

const one = async <T>(q: Queryable, text: string, params: unknown[]) =>
  ((await q.raw(text, params)) as T[])[0];

/** Posts a live job for a recruiter of the vertical (the first recruiter when none is named). */
export async function postJob(
  db: Queryable,
  vertical: Vertical,
  input: PostJobInput,
): Promise<{ id: number }> {
  const rec = await one<{ id: number; company_id: number | null; city_id: number | null }>(
    db,
    input.recruiterId === undefined
      ? `SELECT id, company_id, city_id FROM recruiters WHERE vertical = $1 ORDER BY id LIMIT 1`
      : `SELECT id, company_id, city_id FROM recruiters WHERE vertical = $1 AND id = $2`,
    input.recruiterId === undefined ? [vertical] : [vertical, input.recruiterId],
  );
  if (!rec) throw new HttpError(404, 'Recruiter not found');
  const tagIds = input.tagIds ?? [];
  const tags = (await db.raw(
    `SELECT id, name, category_id FROM tags WHERE vertical = $1 AND id = ANY($2::int[])`,
    [vertical, tagIds],
  )) as { id: number; name: string; category_id: number }[];
  if (tags.length !== new Set(tagIds).size)
    throw new HttpError(400, "Invalid body field 'tagIds': unknown tag");
  const category = await one<{ id: number }>(
    db,
    `SELECT id FROM categories WHERE vertical = $1 AND ($2::int IS NULL OR id = $2) ORDER BY id LIMIT 1`,
    [vertical, input.categoryId ?? tags[0]?.category_id ?? null],
  );
  if (!category) throw new HttpError(400, "Invalid body field 'categoryId': unknown category");
  const company = rec.company_id
    ? await one<{ name: string }>(db, `SELECT name FROM companies WHERE id = $1`, [rec.company_id])
    : undefined;
  const cityIds = input.cityIds ?? (rec.city_id ? [rec.city_id] : []);
  const row = await one<{ id: string | number }>(
    db,
    `INSERT INTO jobs (vertical, title, description, company_id, company_name, confidential, recruiter_id, city_ids,
       min_exp, max_exp, min_salary, max_salary, tag_ids, tag_text, category_id, functional_area_id, posted_at,
       expires_at, work_from_home, apply_type, apply_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::int[], $9, $10, $11, $12, $13::int[], $14, $15, $16, now(),
       now() + make_interval(days => $17), $18, $19, $20)
     RETURNING id`,
    [
      vertical,
      input.title,
      input.description ?? input.title,
      rec.company_id,
      company?.name ?? '',
      input.confidential ?? false,
      rec.id,
      cityIds,
      input.minExp ?? 0,
      input.maxExp ?? 30,
      input.minSalary ?? null,
      input.maxSalary ?? null,
      tags.map((t) => t.id),
      tags.map((t) => t.name).join(' '),
      category.id,
      input.functionalAreaId ?? null,
      input.expiresInDays ?? 30,
      input.workFromHome ?? false,
      input.applyUrl ? 2 : 1,
      input.applyUrl ?? null,
    ],
  );
  return { id: Number(row?.id) };
}

interface ApplicationRow {
  id: string | number;
  seeker_id: number;
  job_id: string | number;
  status: ApplicationStatus;
  title: string;
  recruiter_id: number;
}

/** The application with this id in this vertical, locked for the rest of the transaction. */
async function application(
  tx: Queryable,
  vertical: Vertical,
  applicationId: number,
): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(
    tx,
    `SELECT a.id, a.seeker_id, a.job_id, a.status, j.title, j.recruiter_id FROM applications a
       JOIN jobs j ON j.id = a.job_id WHERE a.id = $1 AND a.vertical = $2 FOR UPDATE OF a`,
    [applicationId, vertical],
  );
  if (!row) throw new HttpError(404, 'Application not found');
  return row;
}

/** The notification a status change sends (none for going back to `applied`). */
const STATUS_NOTICE: Record<
  ApplicationStatus,
  { type: NotificationTypeId; text: (title: string) => string } | null
> = {
  applied: null,
  viewed: { type: 1, text: (t) => `A recruiter viewed your application for ${t}` },
  shortlisted: { type: 2, text: (t) => `You have been shortlisted for ${t}` },
  rejected: { type: 3, text: (t) => `You were not shortlisted for ${t} this time` },
  interview: { type: 4, text: (t) => `You are invited to interview for ${t}` },
  assessment: { type: 5, text: (t) => `Take the assessment for ${t}` },
  hired: { type: 2, text: (t) => `Congratulations! You have been selected for ${t}` },
};

const jobLink = (jobId: string | number) => `/j/job-${jobId}.html`;

async function moveTo(tx: Queryable, app: ApplicationRow, status: ApplicationStatus) {
  await tx.raw(`UPDATE applications SET status = $2, updated_at = now() WHERE id = $1`, [app.id, status]);
  const notice = STATUS_NOTICE[status];
  if (notice && app.status !== status) {
    await notify(tx, {
      seekerId: app.seeker_id,
      type: notice.type,
      text: notice.text(app.title),
      link:
        status === 'assessment'
          ? '/pendingassessments'
          : status === 'interview'
            ? '/interviews'
            : jobLink(app.job_id),
      jobId: Number(app.job_id),
    });
  }
}

export function setApplicationStatus(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  status: ApplicationStatus,
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    await moveTo(tx, app, status);
    return { applicationId, status };
  });
}

export function createInterviewSlots(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  slots: readonly { startsAt: string; endsAt: string }[],
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const ids: number[] = [];
    for (const s of slots) {
      if (!(new Date(s.endsAt) > new Date(s.startsAt)))
        throw new HttpError(400, 'A slot must end after it starts');
      const row = await one<{ id: string | number }>(
        tx,
        `INSERT INTO interview_slots (application_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id`,
        [app.id, s.startsAt, s.endsAt],
      );
      ids.push(Number(row?.id));
    }
    await moveTo(tx, app, 'interview');
    return { applicationId, slotIds: ids };
  });
}

export function assignAssessment(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  input: { title: string; url: string; dueAt?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const row = await one<{ id: string | number }>(
      tx,
      `INSERT INTO assessments (application_id, recruiter_id, title, url, due_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (application_id) DO UPDATE SET title = excluded.title, url = excluded.url, due_at = excluded.due_at,
         status = 'pending', assigned_at = now(), completed_at = NULL
       RETURNING id`,
      [app.id, app.recruiter_id, input.title, input.url, input.dueAt ?? null],
    );
    await moveTo(tx, app, 'assessment');
    return { applicationId, assessmentId: Number(row?.id) };
  });
}

export function sendChatMessage(db: Db, vertical: Vertical, applicationId: number, body: string) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    const row = await one<{ id: string | number }>(
      tx,
      `INSERT INTO chat_messages (application_id, sender, body) VALUES ($1, 'recruiter', $2) RETURNING id`,
      [app.id, body],
    );
    await notify(tx, {
      seekerId: app.seeker_id,
      type: 6,
      text: `New message about ${app.title}: ${body.slice(0, 120)}`,
      link: '/mychat',
      jobId: Number(app.job_id),
    });
    return { applicationId, messageId: Number(row?.id) };
  });
}
