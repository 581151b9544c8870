/**
 * What every recruiter action on an application stands on: the status moves (services/recruiter), the
 * interview slots (services/interviews), the assessments (services/assessments) and the messages
 * (services/chat) each start by holding the application here, in their own transaction.
 */
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { type ApplicationRow, lockApplication } from './queries.ts';

/** The application with this id in this vertical, locked for the rest of the transaction. */
export async function application(
  tx: Queryable,
  vertical: Vertical,
  applicationId: number,
): Promise<ApplicationRow> {
  const row = await lockApplication(tx, vertical, applicationId);
  if (!row) throw new HttpError(404, 'Application not found');
  return row;
}
