/** `pnpm --filter @jobsite/api start`: migrate, seed an empty database, serve, shut down gracefully. */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { VERTICAL_IDS } from '@jobsite/domain';
import { createApp } from './app.ts';
import { startBackground } from './background.ts';
import { ConfigError, loadConfig, pgliteDir } from './config.ts';
import { openDb } from './db/client.ts';
import { seedAll } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { configuredMediaStore } from './media/configured.ts';
import { endStreams } from './realtime/sse.ts';
import { alertTasks } from './services/alerts/schedule.ts';
import { assessmentTasks } from './services/assessments/schedule.ts';
import { outboxTasks } from './services/auth/outbox.ts';
import { smtpSender } from './services/auth/smtp.ts';
import { DEVELOPMENT_KEY_FILE, developmentKey, keptSecret } from './services/dev-console/key.ts';
import { jobTasks } from './services/job/schedule.ts';
import { seedDemo } from './services/recruiter/demo.ts';
import { configuredGateway } from './services/subscription/gateway.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
const logger = createLogger(config.logLevel);
// In development the internal API is on: with ADMIN_KEY, or else with a key made once per data folder,
// which `npm start` prints (decision 0062). Production and tests have only the ADMIN_KEY they are given.
let adminKey = config.adminKey;
if (!adminKey && config.nodeEnv === 'development') {
  try {
    adminKey = developmentKey(config.dataDir);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  logger.info(
    { file: resolve(config.dataDir, DEVELOPMENT_KEY_FILE) },
    'internal API on with the development key',
  );
}
const started = Date.now();
const db = await openDb({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : pgliteDir(config),
});
const media = configuredMediaStore(config);
/** The advisory lock that lets one process at a time migrate and seed a shared database. */
const START_LOCK = 0x6a6f6273;
// Reference data always; jobs as SEED_JOBS_PER_VERTICAL says (none by default in production); the demo
// seeker, whose password is published, never in production.
const added = await db.exclusive(START_LOCK, async () => {
  await db.migrate();
  const seeded = await seedAll(db, config.seedJobs, { log: (m) => logger.info(m), media: media.store });
  for (const vertical of config.seedDemo ? VERTICAL_IDS : []) {
    if (await seedDemo(db, vertical)) logger.info({ vertical }, 'demo seeker created');
  }
  return seeded;
});
logger.info({ added, ms: Date.now() - started, database: db.kind }, 'database ready');
if (config.nodeEnv === 'production') {
  logger.info(
    {
      internalApi: Boolean(config.adminKey),
      devOutbox: config.devOutbox,
      metrics: Boolean(config.metricsKey),
      signedVisitorAddresses: Boolean(config.visitorSecret),
    },
    'production mode',
  );
}

logger.info({ media: media.where }, 'media store');

let ready = true;
const send = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom, logger) : undefined;
const app = createApp({
  db,
  logger,
  config,
  adminKey,
  metricsKey: config.metricsKey,
  payments: { gateway: configuredGateway(config.payments) },
  // The sandbox identity provider is reached where `npm start` serves the API (decision 0063).
  socialSandbox: config.socialSandbox ? { origin: `http://localhost:${config.port}` } : undefined,
  isReady: () => ready,
  media: media.store,
  auth: {
    sessions: { secret: authSecret(), accessTokenTtlS: config.accessTokenTtlS, rotationGraceS: 30 },
    siteOrigins: config.siteOrigins,
    production: config.nodeEnv === 'production',
    trustProxy: config.trustProxy,
    visitorSecret: config.visitorSecret,
    signUpsPerHour: config.signUpsPerHour,
    ...(send ? { send } : {}),
  },
});

/** The token-signing secret: AUTH_SECRET, or outside production one made once and kept in DATA_DIR. */
function authSecret(): string {
  return (
    config.authSecret ??
    keptSecret(config.dataDir, 'auth-secret', () => randomBytes(48).toString('base64url'))
  );
}
// Scheduled work (assessment deadlines, queued mail such as interview reminders, alerts, expired jobs
// leaving the search index): every process runs it; tasks claim rows or do the same update whoever runs them.
const background = startBackground(
  [
    ...assessmentTasks(db),
    ...outboxTasks(db, send),
    ...alertTasks(db, { secret: authSecret(), siteOrigins: config.siteOrigins, send }),
    ...jobTasks(db),
  ],
  logger,
);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info({ port: info.port, bases: config.basePaths }, 'api listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ready = false;
  logger.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('requests still open after 10 s; closing');
    process.exit(1);
  }, 10_000);
  force.unref();
  // Live event streams never finish on their own: end them, and their pages reconnect to another process.
  endStreams();
  server.close(async () => {
    await background.stop();
    await db.close();
    logger.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
