/** Test helper for the tests that need a real PostgreSQL server (several API processes on one database). */
import postgres from 'postgres';

/** The server the tests make their databases on: DATABASE_URL, else the local one. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why no PostgreSQL server answers at ADMIN_URL, or undefined when one does. */
export async function serverDown(): Promise<string | undefined> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
