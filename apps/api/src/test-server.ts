/** Test helper: a seeded database (in-memory PGlite, or a throwaway PostgreSQL database) and a server on port 0. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp } from './app.ts';
import { openDb } from './db/client.ts';
import { seedAll } from './db/seed.ts';
import { createLogger } from './logger.ts';

export const TEST_JOBS_PER_VERTICAL = 300;

export const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function startTestServer(driver: 'pglite' | 'postgres') {
  let url: string | undefined;
  let dropDb = async () => {};
  if (driver === 'postgres') {
    const admin = process.env.DATABASE_URL as string;
    const name = `jobsite_api_test_${process.pid}_${Date.now()}`;
    const sqlAdmin = postgres(admin, { max: 1, onnotice: () => {} });
    await sqlAdmin.unsafe(`CREATE DATABASE ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      await sqlAdmin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sqlAdmin.end();
    };
  }
  const db = await openDb({ url, poolSize: 4 });
  await db.migrate();
  await seedAll(db, TEST_JOBS_PER_VERTICAL, { batchSize: 1000 });
  const logger = createLogger('silent');
  const app = createApp({
    db,
    logger,
    config: {
      basePaths: { management: '/management', technology: '/technology' },
      corsOrigins: ['http://localhost:3000'],
    },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    db,
    logger,
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await dropDb();
    },
  };
}
