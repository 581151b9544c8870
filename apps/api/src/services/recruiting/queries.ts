/** Queries of the application a recruiter action holds (application.ts). */
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { firstRow } from '../query.ts';

export interface ApplicationRow {
  id: string | number;
  seeker_id: number;
  job_id: string | number;
  status: ApplicationStatus;
  title: string;
  recruiter_id: number;
}

/** The application with this id in this vertical, locked for the rest of the transaction. */
export const lockApplication = (tx: Queryable, vertical: Vertical, applicationId: number) =>
  firstRow<ApplicationRow>(
    tx,
    sql`SELECT a.id, a.seeker_id, a.job_id, a.status, j.title, j.recruiter_id FROM applications a
       JOIN jobs j ON j.id = a.job_id WHERE a.id = ${applicationId} AND a.vertical = ${vertical} FOR UPDATE OF a`,
  );

export async function setApplicationStatusRow(q: Queryable, id: string | number, status: ApplicationStatus) {
  await q.rows(sql`UPDATE applications SET status = ${status}, updated_at = now() WHERE id = ${id}`);
}
