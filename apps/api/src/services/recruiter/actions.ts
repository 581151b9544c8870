/**
 * What recruiters do to a seeker's applications (they use another site; here for tests, the CLI and the
 * seed): post a job and move an application. Interview slots, assessments and messages are in their own
 * services (`services/interviews`, `services/assessments`, `services/chat`).
 * Each change to an application writes the seeker's notification in the same transaction.
 */
import { jobPath, type NotificationTypeId } from '@jobsite/domain';
import type { ApplicationStatus } from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../job/applications.ts';
import { isPro } from '../job/queries/applications.ts';
import { type MailLinks, queueApplicationEmail } from '../notifications/emails.ts';
import { application } from '../recruiting/application.ts';
import { httpsAddress } from '../recruiting/inputs.ts';
import { type ApplicationRow, setApplicationStatusRow } from '../recruiting/queries.ts';
import { categoryFor, companyName, insertJob, recruiterForPosting, tagsByIds } from './queries.ts';

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

/** Posts a live job for a recruiter of the vertical (the first recruiter when none is named). */
export async function postJob(
  db: Queryable,
  vertical: Vertical,
  input: PostJobInput,
): Promise<{ id: number }> {
  const rec = await recruiterForPosting(db, vertical, input.recruiterId);
  if (!rec) throw new HttpError(404, 'Recruiter not found');
  const tagIds = input.tagIds ?? [];
  const tags = await tagsByIds(db, vertical, tagIds);
  if (tags.length !== new Set(tagIds).size)
    throw new HttpError(400, "Invalid body field 'tagIds': unknown tag");
  const category = await categoryFor(db, vertical, input.categoryId ?? tags[0]?.categoryId ?? null);
  if (!category) throw new HttpError(400, "Invalid body field 'categoryId': unknown category");
  const company = rec.companyId ? await companyName(db, rec.companyId) : undefined;
  const id = await insertJob(db, {
    vertical,
    title: input.title,
    description: input.description ?? input.title,
    companyId: rec.companyId,
    companyName: company ?? '',
    confidential: input.confidential ?? false,
    recruiterId: rec.id,
    cityIds: input.cityIds ?? (rec.cityId ? [rec.cityId] : []),
    minExp: input.minExp ?? 0,
    maxExp: input.maxExp ?? 30,
    minSalary: input.minSalary ?? null,
    maxSalary: input.maxSalary ?? null,
    tagIds: tags.map((t) => t.id),
    tagText: tags.map((t) => t.name).join(' '),
    categoryId: category.id,
    functionalAreaId: input.functionalAreaId ?? null,
    expiresInDays: input.expiresInDays ?? 30,
    workFromHome: input.workFromHome ?? false,
    applyType: input.applyUrl ? 2 : 1,
    applyUrl: input.applyUrl ? httpsAddress(input.applyUrl, 'applyUrl') : null,
  });
  return { id: Number(id) };
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

/**
 * Where a status's notice leads (the page of what it asks for, else the job): the notification's link,
 * the email's page and what the email calls it.
 */
function noticeTarget(app: ApplicationRow, status: ApplicationStatus) {
  if (status === 'assessment')
    return { link: '/pendingassessments', path: '/pendingassessments', action: 'Take the assessment' };
  if (status === 'interview')
    return { link: '/interviews', path: '/interviews', action: 'See your interviews' };
  const path = jobPath({ title: app.title, id: Number(app.job_id) });
  return { link: jobLink(app.job_id), path, action: 'See the job' };
}

/**
 * Moves the application. Application status notifications are a Pro feature (product.md sections 1 and
 * 6): only a Pro member is told, in the product and by email (when their email settings allow it), by
 * this one rule; everyone sees the status on their applied jobs. The notices a seeker must act on
 * (interview slots, assessments, messages) come from their own services, for all. `mail` null writes
 * no email (the demo seeker's seeding).
 */
async function moveTo(
  tx: Queryable,
  vertical: Vertical,
  app: ApplicationRow,
  status: ApplicationStatus,
  mail: MailLinks | null,
) {
  await setApplicationStatusRow(tx, app, status);
  const notice = STATUS_NOTICE[status];
  if (!notice || app.status === status || !(await isPro(tx, app.seeker_id))) return;
  const text = notice.text(app.title);
  const target = noticeTarget(app, status);
  await notify(tx, {
    seekerId: app.seeker_id,
    type: notice.type,
    text,
    link: target.link,
    jobId: Number(app.job_id),
  });
  if (mail)
    await queueApplicationEmail(tx, mail, vertical, {
      seekerId: app.seeker_id,
      kind: 'application-status',
      subject: text,
      action: target.action,
      path: target.path,
    });
}

export function setApplicationStatus(
  db: Db,
  vertical: Vertical,
  applicationId: number,
  status: ApplicationStatus,
  mail: MailLinks | null,
) {
  return db.transaction(async (tx) => {
    const app = await application(tx, vertical, applicationId);
    await moveTo(tx, vertical, app, status, mail);
    return { applicationId, status };
  });
}
