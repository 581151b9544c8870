import { timingSafeEqual } from 'node:crypto';
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Config } from './config.ts';
import { backupHandler } from './db/backup.ts';
import type { Db } from './db/client.ts';
import { answerCheck } from './http/answers.ts';
import { defaultBodyLimit, hasOwnBodyLimit } from './http/body-limit.ts';
import { errorBody, HttpError, sendError } from './http/errors.ts';
import { carriesKey, createMetrics, METRICS_CONTENT_TYPE } from './http/metrics.ts';
import { requestLog, securityHeaders } from './http/middleware.ts';
import { sameOriginWrites } from './http/origin.ts';
import { readiness } from './http/readiness.ts';
import { refuseWrongJsonBodies } from './http/validate.ts';
import type { Logger } from './logger.ts';
import type { MediaStore } from './media/store.ts';
import { type Realtime, realtimeFor } from './realtime/bus.ts';
import { alertInternalRoutes, alertRoutes } from './services/alerts/routes.ts';
import { assessmentRecruiterRoutes, assessmentRoutes } from './services/assessments/routes.ts';
import { requireSeeker } from './services/auth/guard.ts';
import { latestMessages } from './services/auth/outbox.ts';
import { type AuthDeps, authRoutes } from './services/auth/routes.ts';
import { chatRecruiterRoutes, chatRoutes } from './services/chat/routes.ts';
import { competitionInternalRoutes, competitionRoutes } from './services/competition/routes.ts';
import { courseInternalRoutes, courseRoutes } from './services/courses/routes.ts';
import { devConsoleRoutes, isConsolePath } from './services/dev-console/routes.ts';
import { emailPreferenceRoutes } from './services/email-preferences/routes.ts';
import { interviewRecruiterRoutes, interviewRoutes } from './services/interviews/routes.ts';
import { jobActionRoutes } from './services/job/actions.ts';
import { insightRoutes } from './services/job/insights.ts';
import { personalRoutes } from './services/job/personal.ts';
import { type GetReference, referenceCache } from './services/job/reference.ts';
import { jobRoutes } from './services/job/routes.ts';
import { logoInternalRoutes, logoRoutes } from './services/logos/routes.ts';
import { matchRoutes } from './services/match/match.ts';
import { mediaRoutes } from './services/media/routes.ts';
import type { MailLinks } from './services/notifications/emails.ts';
import { notificationRoutes } from './services/notifications/routes.ts';
import { recommendationRoutes } from './services/recommendations/routes.ts';
import { recruiterRoutes } from './services/recruiter/routes.ts';
import { resumeBuilderRoutes } from './services/resume-builder/routes.ts';
import { settingsRoutes } from './services/settings/routes.ts';
import type { SocialProviders } from './services/social/providers.ts';
import { socialRoutes } from './services/social/routes.ts';
import { SANDBOX_BASE, socialSandboxRoutes, standIns, withSandbox } from './services/social/sandbox.ts';
import { staticRoutes } from './services/static/routes.ts';
import type { PaymentGateway } from './services/subscription/gateway.ts';
import { type PaymentDeps, subscriptionRoutes } from './services/subscription/routes.ts';
import { surveyInternalRoutes, surveyRoutes } from './services/surveys/routes.ts';
import { userRoutes } from './services/user/routes.ts';

export interface AppDeps {
  db: Db;
  logger: Logger;
  /**
   * `nodeEnv` (default `development`, as the config's): outside production every catalogue answer is
   * checked against its shared schema (`http/answers.ts`). `devOutbox` (default: outside production):
   * `GET /{vertical}/dev/outbox`, which in production answers only with the admin key. `devConsole`
   * (default: outside production): the recruiter console `{vertical}/dev/console` (decision 0062), which
   * in production is served only with the admin key too. `socialProviders`: the social networks with a
   * client at the site (decision 0034); absent means none is available.
   */
  config: Pick<Config, 'basePaths' | 'corsOrigins'> &
    Partial<Pick<Config, 'nodeEnv' | 'devOutbox' | 'devConsole' | 'socialProviders'>>;
  /** Sessions, brand-site addresses for links in messages, and the optional mail sender. */
  auth: Omit<AuthDeps, 'db'>;
  /** Uploaded resumes, pictures and recordings. */
  media: MediaStore;
  /**
   * Turns on the internal recruiter API (`/internal/{vertical}/...`, header `X-Admin-Key`) and the online
   * backup of the embedded database (`/internal/backup`); without it they answer 404.
   */
  adminKey?: string | undefined;
  /** Reports readiness for /healthz and /readyz (false while seeding or shutting down). */
  isReady?: () => boolean;
  /**
   * In production, `/metrics` answers only requests carrying this key (`Authorization: Bearer <key>`)
   * and is off without one; outside production it is open (docs/decisions 0019).
   */
  metricsKey?: string | undefined;
  /** The payment gateway of the subscription calls (decision 0029); absent means the sandbox. */
  payments?: PaymentDeps | undefined;
  /**
   * The sandbox identity provider (decision 0063), standing in for each social network without a client:
   * the address browsers and this API reach the API at. Absent means off; production never serves it.
   */
  socialSandbox?: { origin: string } | undefined;
}

/**
 * The one deps object every service's routes are made from (decision 0074): each service's routes are a
 * function of it and the vertical they serve, whose parameter type names the fields that service reads.
 */
interface ServiceDeps extends AuthDeps {
  logger: Logger;
  media: MediaStore;
  /** The vertical's reference data (categories, tags, cities), cached for the process. */
  getRef: GetReference;
  realtime: Realtime;
  /** The links of the emails about applications (decision 0064): unsubscribe tokens and brand sites. */
  mail: MailLinks;
  basePaths: Config['basePaths'];
  /** The payment gateway; absent means the sandbox. */
  gateway: PaymentGateway | undefined;
  socialProviders: SocialProviders | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a service's routes are a Hono app of its own variables and schema.
type ServiceRoutes = (deps: ServiceDeps, vertical: Vertical) => Hono<any, any, any>;

/** Each vertical's catalogue calls, under its base, in the order they are matched (static files last). */
const SERVICE_ROUTES: readonly ServiceRoutes[] = [
  authRoutes,
  settingsRoutes,
  userRoutes,
  notificationRoutes,
  jobActionRoutes,
  insightRoutes,
  // The match service is given the session guard rather than importing the auth service (decision 0074).
  (deps, vertical) =>
    matchRoutes({ db: deps.db, seeker: requireSeeker(deps.db, deps.sessions, vertical) }, vertical),
  personalRoutes,
  jobRoutes,
  interviewRoutes,
  assessmentRoutes,
  chatRoutes,
  resumeBuilderRoutes,
  subscriptionRoutes,
  alertRoutes,
  courseRoutes,
  recommendationRoutes,
  socialRoutes,
  mediaRoutes,
  logoRoutes,
  surveyRoutes,
  competitionRoutes,
  emailPreferenceRoutes,
  staticRoutes,
];

/** The internal API's calls, under `/internal/{vertical}` behind the admin key (`X-Admin-Key`). */
const INTERNAL_ROUTES: readonly ServiceRoutes[] = [
  recruiterRoutes,
  logoInternalRoutes,
  interviewRecruiterRoutes,
  assessmentRecruiterRoutes,
  alertInternalRoutes,
  chatRecruiterRoutes,
  courseInternalRoutes,
  surveyInternalRoutes,
  competitionInternalRoutes,
];

/** The API as a Hono app: each vertical at its own base, catalogue paths below it. */
export function createApp({
  db: database,
  logger,
  config,
  auth,
  media,
  adminKey,
  isReady = () => true,
  metricsKey,
  payments,
  socialSandbox,
}: AppDeps) {
  const app = new Hono<{ Variables: { requestId: string } }>({ strict: false });
  const metrics = createMetrics();
  const db = metrics.instrument(database);
  const production = config.nodeEnv === 'production';
  app.use(metrics.timing);
  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'X-Request-Id', 'version'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );

  // The recruiter console's page is on the API's own origin, not a brand site's: its posts are checked
  // by the console itself (its host and form token), every other write by the brand-site origin rule.
  const sameOrigin = sameOriginWrites(config.corsOrigins);
  const bases = VERTICAL_IDS.map((id) => config.basePaths[id]);
  app.use((c, next) => (bases.some((b) => isConsolePath(b, c.req.path)) ? next() : sameOrigin(c, next)));
  // 64 KB for every call but the uploads, which set their own (services/user/files.ts).
  app.use(defaultBodyLimit());
  // A JSON body of the wrong type (null, an array, a string, a number) is a 400 on every call.
  app.use(refuseWrongJsonBodies(hasOwnBodyLimit));
  app.use(answerCheck({ nodeEnv: config.nodeEnv ?? 'development', basePaths: config.basePaths, logger }));

  app.get('/healthz', async (c) => {
    if (!isReady()) return c.json({ status: 'starting' }, 503);
    try {
      await db.raw('SELECT 1');
      return c.json({ status: 'ok', database: db.kind });
    } catch {
      return c.json({ status: 'degraded', database: db.kind }, 503);
    }
  });

  // Ready to take traffic: the database answers and every migration is applied.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!isReady()) return c.json({ status: 'not ready', reason: 'Starting or shutting down' }, 503);
    const state = await readiness(database);
    return state.ready
      ? c.json({ status: 'ready', database: database.kind, migrations: state.migrations })
      : c.json({ status: 'not ready', reason: state.reason }, 503);
  });

  if (!production || metricsKey) {
    app.get('/metrics', async (c) => {
      if (production && !carriesKey(c.req.header('authorization'), metricsKey ?? '')) {
        return sendError(c, 401, 'Send the metrics key as Authorization: Bearer <key>');
      }
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', METRICS_CONTENT_TYPE);
      return c.body(await metrics.render(database));
    });
  }

  app.get('/internal/backup', withAdminKey(adminKey), backupHandler(database));

  // The development outbox lists every message with its codes and links, so anyone who reads it can
  // sign in as anyone. The auth routes serve it outside production; DEV_OUTBOX=off turns it off, and in
  // production it is off unless DEV_OUTBOX=on, and then answers only with the admin key.
  const devOutbox = config.devOutbox ?? !production;
  // The recruiter console changes what any seeker sees: outside production unless DEV_CONSOLE=off, in
  // production only with DEV_CONSOLE=on and an admin key, which it then asks for (decision 0062).
  const devConsole = (config.devConsole ?? !production) && (!production || Boolean(adminKey));
  const realtime = realtimeFor(db);
  // The networks without a client sign in at the sandbox, in development only (decision 0063).
  const sandbox =
    socialSandbox && !production
      ? { origin: socialSandbox.origin, secret: auth.sessions.secret, siteOrigins: auth.siteOrigins }
      : undefined;
  const socialProviders = sandbox
    ? withSandbox(config.socialProviders ?? {}, sandbox)
    : config.socialProviders;
  if (sandbox)
    app.route(SANDBOX_BASE, socialSandboxRoutes(db, sandbox, standIns(config.socialProviders ?? {})));
  const deps: ServiceDeps = {
    db,
    ...auth,
    logger,
    media,
    getRef: referenceCache(db),
    realtime,
    mail: { secret: auth.sessions.secret, siteOrigins: auth.siteOrigins },
    basePaths: config.basePaths,
    gateway: payments?.gateway,
    socialProviders,
  };
  for (const vertical of VERTICAL_IDS) {
    const base = config.basePaths[vertical];
    if (!devOutbox) app.all(`${base}/dev/outbox`, notFoundAnswer);
    else if (production || auth.production) {
      app.get(`${base}/dev/outbox`, withAdminKey(adminKey), async (c) =>
        c.json({ messages: await latestMessages(db, vertical, c.req.query('to')?.slice(0, 254)) }),
      );
    }
    // The console's key and cookie follow the API's production mode, not the session cookies' setting.
    if (devConsole) app.route(base, devConsoleRoutes({ ...deps, production, adminKey }, vertical));
    for (const routes of SERVICE_ROUTES) app.route(base, routes(deps, vertical));
    // The admin-key guard covers every sub-app mounted after it.
    const internal = new Hono({ strict: false }).use(withAdminKey(adminKey));
    for (const routes of INTERNAL_ROUTES) internal.route('/', routes(deps, vertical));
    app.route(`/internal/${vertical}`, internal);
  }

  app.notFound(notFoundAnswer);
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.status, err.message), err.status);
    logger.error({ err, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return sendError(c, 500, 'Something went wrong');
  });
  return app;
}

const notFoundAnswer = (c: Context) =>
  sendError(c, 404, `Not found: ${c.req.method} ${c.req.path.slice(0, 200)}`);

/** Lets through requests carrying the admin key (`X-Admin-Key`); with no key configured, answers 404. */
function withAdminKey(adminKey: string | undefined): MiddlewareHandler {
  const expected = adminKey ? Buffer.from(adminKey) : undefined;
  return async (c, next) => {
    if (!expected) return notFoundAnswer(c);
    const given = Buffer.from(c.req.header('x-admin-key') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendError(c, 401, 'A valid X-Admin-Key header is required');
    }
    await next();
  };
}
