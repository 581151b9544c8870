/**
 * Readiness for `/readyz`: the database answers and every migration in `drizzle/` is applied. A
 * migration counts as applied as drizzle's migrator counts it: the newest row of its table is at least
 * as new as the migration (`created_at` is the journal's `when`).
 */
import { readFileSync } from 'node:fs';
import type { Db } from '../db/client.ts';

const JOURNAL = new URL('../../drizzle/meta/_journal.json', import.meta.url);

/** How long the database may take to answer before the API counts as not ready. */
const ANSWER_WITHIN_MS = 2000;

interface Migration {
  tag: string;
  when: number;
}

let migrations: Migration[] | undefined;
/** The migrations the code expects, from drizzle's journal (read once). */
function expectedMigrations(): Migration[] {
  migrations ??= (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: Migration[] }).entries.map(
    ({ tag, when }) => ({ tag, when: Number(when) }),
  );
  return migrations;
}

export type Readiness = { ready: true; migrations: number } | { ready: false; reason: string };

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export async function readiness(db: Db): Promise<Readiness> {
  try {
    await within(ANSWER_WITHIN_MS, db.raw('SELECT 1'));
  } catch {
    return { ready: false, reason: 'The database does not answer' };
  }
  let last = Number.NEGATIVE_INFINITY;
  try {
    const [row] = (await within(
      ANSWER_WITHIN_MS,
      db.raw('SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations'),
    )) as { last: string | number | null }[];
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  } catch {
    // No migrations table: nothing was ever applied.
  }
  const expected = expectedMigrations();
  const pending = expected.filter((m) => m.when > last).map((m) => m.tag);
  if (pending.length > 0) return { ready: false, reason: `Migrations not applied: ${pending.join(', ')}` };
  return { ready: true, migrations: expected.length };
}
