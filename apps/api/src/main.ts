/** `pnpm --filter @jobsite/api start`: migrate, seed an empty database, serve, shut down gracefully. */
import { keepCompiledModules, loadModulesFaster } from './module-loading.ts';

// Node's own start is `node`; loading the modules below is `modules`, most of a start: the compile cache
// and the package-import shortcut go first, then the modules load (decision 0071).
loadModulesFaster();
const { randomBytes } = await import('node:crypto');
const { resolve } = await import('node:path');
const { serve } = await import('@hono/node-server');
const { VERTICAL_IDS } = await import('@jobsite/domain');
const { createApp } = await import('./app.ts');
const { keepIdleConnections } = await import('./http/keep-alive.ts');
const { startBackground } = await import('./background.ts');
const { ConfigError, loadConfig, pgliteDir } = await import('./config.ts');
const { openDb } = await import('./db/client.ts');
const { seedAll } = await import('./db/seed.ts');
const { createLogger } = await import('./logger.ts');
const { configuredMediaStore } = await import('./media/configured.ts');
const { endStreams } = await import('./realtime/sse.ts');
const { alertTasks } = await import('./services/alerts/schedule.ts');
const { assessmentTasks } = await import('./services/assessments/schedule.ts');
const { outboxTasks } = await import('./services/auth/outbox.ts');
const { smtpSender } = await import('./services/auth/smtp.ts');
const { DEVELOPMENT_KEY_FILE, developmentKey, keptSecret } = await import('./services/dev-console/key.ts');
const { jobTasks } = await import('./services/job/schedule.ts');
const { seedDemo } = await import('./services/recruiter/demo.ts');
const { responsivenessTasks } = await import('./services/recruiting/responsiveness.ts');
const { tagRelationTasks } = await import('./services/match/relations.ts');
const { configuredGateway } = await import('./services/subscription/gateway.ts');

// How long each phase of the start took, logged once the API listens (a restarted process's line says
// where its seconds went); each phase after `modules` runs from the end of the one before.
const phases: Record<string, number> = {
  node: Math.round(performance.nodeTiming.bootstrapComplete),
  modules: Math.round(performance.now() - performance.nodeTiming.bootstrapComplete),
};
let phaseStart = performance.now();
function endPhase(name: string) {
  const now = performance.now();
  phases[name] = Math.round(now - phaseStart);
  phaseStart = now;
}

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
endPhase('config');
const started = Date.now();
const db = await openDb({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : pgliteDir(config),
});
const media = configuredMediaStore(config);
endPhase('database');
/** The advisory lock that lets one process at a time migrate and seed a shared database. */
const START_LOCK = 0x6a6f6273;
// Reference data always; jobs as SEED_JOBS_PER_VERTICAL says (none by default in production); the demo
// seeker, whose password is published, never in production.
const added = await db.exclusive(START_LOCK, async () => {
  endPhase('lock');
  await db.migrate();
  endPhase('migrations');
  const seeded = await seedAll(db, config.seedJobs, { log: (m) => logger.info(m), media: media.store });
  endPhase('seed');
  for (const vertical of config.seedDemo ? VERTICAL_IDS : []) {
    if (await seedDemo(db, vertical)) logger.info({ vertical }, 'demo seeker created');
  }
  endPhase('demo');
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
// leaving the search index, the recruiters' response figures, which skills go together): every process runs it; tasks claim rows,
// do the same update whoever runs them, or wait while another process holds their lock.
endPhase('app');
const background = startBackground(
  [
    ...assessmentTasks(db),
    ...outboxTasks(db, send),
    ...alertTasks(db, { secret: authSecret(), siteOrigins: config.siteOrigins, send }),
    ...jobTasks(db),
    ...responsivenessTasks(db),
    ...tagRelationTasks(db),
  ],
  logger,
);
endPhase('background');
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  endPhase('listen');
  const startMs = Math.round(performance.now());
  logger.info({ port: info.port, bases: config.basePaths, startMs, phases }, 'api listening');
  // The next start of a process after a crash loads from the cache this one made.
  keepCompiledModules();
});
keepIdleConnections(server);

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
