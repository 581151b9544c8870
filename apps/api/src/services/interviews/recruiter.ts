/** What a recruiter does about interviews (internal API, CLI, demo seed): offer slots. */
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { firstRow } from '../query.ts';
import { application, moveTo } from '../recruiter/actions.ts';

export const insertInterviewSlot = async (
  q: Queryable,
  applicationId: string | number,
  slot: { startsAt: string; endsAt: string },
) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO interview_slots (application_id, starts_at, ends_at) VALUES (${applicationId}, ${slot.startsAt}, ${slot.endsAt}) RETURNING id`,
    )
  )?.id;

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
      ids.push(Number(await insertInterviewSlot(tx, app.id, s)));
    }
    await moveTo(tx, app, 'interview');
    return { applicationId, slotIds: ids };
  });
}
