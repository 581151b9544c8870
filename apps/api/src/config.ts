import { resolve } from 'node:path';
import { VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@jobsite/domain/calls';
import * as v from 'valibot';
import type { S3Settings } from './media/s3.ts';
import { isLoopback, type SocialProviders } from './services/social/providers.ts';
import { type GatewaySettings, SANDBOX_DEFAULTS } from './services/subscription/gateway.ts';

/** A whole number from `min` to `max` (`unit` names what it counts, in the message), `fallback` when unset. */
const WholeNumber = (name: string, fallback: string, min: number, max: number, unit = '') => {
  const message = `${name} must be a whole number${unit} from ${min} to ${max}`;
  return v.pipe(
    v.optional(v.string(), fallback),
    v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};
const BasePath = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\/[a-z0-9-]+$/, `${name} must look like /name (lowercase letters, digits, dashes)`),
  );
const SiteOrigin = (name: string, fallback: string) =>
  v.optional(v.pipe(v.string(), v.url(`${name} must be a URL`)), fallback);
const Url = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, `${name} must be a postgres:// or postgresql:// connection URL`),
    ),
  );
const Origins = v.pipe(
  v.optional(
    v.string(),
    [...VERTICAL_IDS.map((id) => VERTICALS[id].siteOrigin), 'http://localhost:5173'].join(','),
  ),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
  v.array(v.pipe(v.string(), v.url('CORS_ORIGINS must be a comma-separated list of URLs'))),
);
const Jobs = v.optional(
  v.pipe(v.string(), v.regex(/^\d+$/, 'SEED_JOBS_PER_VERTICAL must be a whole number'), v.transform(Number)),
);
const OnOff = (name: string) => v.optional(v.picklist(['on', 'off'], `${name} must be on or off`));
const TrueFalse = (name: string) =>
  v.optional(v.picklist(['true', 'false'], `${name} must be true or false`), 'false');

const EnvSchema = v.object({
  PORT: WholeNumber('PORT', '4000', 0, 65535),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: Url('DATABASE_URL'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DATA_DIR must not be empty')), '.data'),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  CORS_ORIGINS: Origins,
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.minLength(3, 'MAIL_FROM must name a sender')),
    'Jobsite <no-reply@jobsite.local>',
  ),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'AUTH_SECRET must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_S: WholeNumber('ACCESS_TOKEN_TTL_S', '900', 1, 86400, ' of seconds'),
  SEED_JOBS_PER_VERTICAL: Jobs,
  SIGNUPS_PER_HOUR: WholeNumber('SIGNUPS_PER_HOUR', '20', 1, 100_000),
  TRUST_PROXY: TrueFalse('TRUST_PROXY'),
  ALLOW_PGLITE: TrueFalse('ALLOW_PGLITE'),
  DEV_OUTBOX: OnOff('DEV_OUTBOX'),
  DEV_CONSOLE: OnOff('DEV_CONSOLE'),
  SOCIAL_SANDBOX: OnOff('SOCIAL_SANDBOX'),
  ADMIN_KEY: v.optional(v.pipe(v.string(), v.minLength(24, 'ADMIN_KEY must be at least 24 characters'))),
  METRICS_KEY: v.optional(v.pipe(v.string(), v.minLength(24, 'METRICS_KEY must be at least 24 characters'))),
  VISITOR_ADDRESS_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'VISITOR_ADDRESS_SECRET must be at least 32 characters')),
  ),
  MEDIA_S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes',
      ),
    ),
  ),
  MEDIA_S3_REGION: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9-]{1,40}$/, 'MEDIA_S3_REGION must be a region name such as eu-central-1'),
    ),
  ),
  MEDIA_S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/,
        'MEDIA_S3_ENDPOINT must be an http:// or https:// URL without query or credentials',
      ),
    ),
  ),
  MEDIA_S3_ACCESS_KEY_ID: v.optional(v.string()),
  MEDIA_S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  MEDIA_S3_FORCE_PATH_STYLE: TrueFalse('MEDIA_S3_FORCE_PATH_STYLE'),
  PAYMENT_GATEWAY: v.optional(
    v.picklist(['sandbox', 'razorpay'], 'PAYMENT_GATEWAY must be sandbox or razorpay'),
    'sandbox',
  ),
  PAYMENT_KEY_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w-]{4,100}$/, 'PAYMENT_KEY_ID must be the gateway key id (letters, digits, _ and -)'),
    ),
  ),
  PAYMENT_KEY_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'PAYMENT_KEY_SECRET must be at least 16 characters')),
  ),
  PAYMENT_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters')),
  ),
  PAYMENT_ALLOW_SANDBOX: TrueFalse('PAYMENT_ALLOW_SANDBOX'),
});

/** A per-vertical variable: the prefix and the vertical's id in capitals, as in `BASE_PATH_MANAGEMENT`. */
const varOf = (prefix: string, vertical: Vertical) => `${prefix}_${vertical.toUpperCase()}`;

/** Per vertical, `BASE_PATH_<ID>` and `SITE_ORIGIN_<ID>`, defaulting to the vertical's entry. */
const VerticalEnvSchema = v.object(
  Object.fromEntries(
    VERTICAL_IDS.flatMap((id) => [
      [varOf('BASE_PATH', id), BasePath(varOf('BASE_PATH', id), VERTICALS[id].basePath)],
      [varOf('SITE_ORIGIN', id), SiteOrigin(varOf('SITE_ORIGIN', id), VERTICALS[id].siteOrigin)],
    ]),
  ) as Record<string, ReturnType<typeof BasePath> | ReturnType<typeof SiteOrigin>>,
);

/** A social network's variable: `SOCIAL_LINKEDIN_CLIENT_ID` and the like. */
const socialVar = (provider: SocialProvider, name: string) => `SOCIAL_${provider.toUpperCase()}_${name}`;
const SOCIAL_URLS = ['ISSUER', 'AUTHORIZATION_URL', 'TOKEN_URL', 'PROFILE_URL'] as const;
const SocialUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url(`${name} must be a URL`),
      v.check(
        (u) => u.startsWith('https://') || (u.startsWith('http://') && isLoopback(u)),
        `${name} must be an https:// URL (plain http only on localhost)`,
      ),
    ),
  );

/**
 * Per social network (decision 0034), `SOCIAL_<NETWORK>_CLIENT_ID` and `..._CLIENT_SECRET`, and optionally
 * `..._ISSUER` (an OpenID issuer, read by discovery) or `..._AUTHORIZATION_URL`, `..._TOKEN_URL` and
 * `..._PROFILE_URL` over the network's own endpoints. A network without a client is not available.
 */
const SocialEnvSchema = v.object(
  Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((p) => [
      [socialVar(p, 'CLIENT_ID'), v.optional(v.pipe(v.string(), v.maxLength(500)))],
      [socialVar(p, 'CLIENT_SECRET'), v.optional(v.pipe(v.string(), v.maxLength(500)))],
      ...SOCIAL_URLS.map((name) => [socialVar(p, name), SocialUrl(socialVar(p, name))]),
    ]),
  ) as Record<string, ReturnType<typeof SocialUrl>>,
);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  basePaths: Record<Vertical, string>;
  corsOrigins: string[];
  /** Signs access tokens; absent outside production means a random one kept in DATA_DIR. */
  authSecret: string | undefined;
  accessTokenTtlS: number;
  /** With SMTP_URL set, outbox messages are also delivered by SMTP. */
  smtpUrl: string | undefined;
  mailFrom: string;
  siteOrigins: Record<Vertical, string>;
  /** Jobs seeded per vertical on start: SEED_JOBS_PER_VERTICAL, else 5000, or none in production. */
  seedJobs: number;
  /** Turns on the internal recruiter API; absent means it is off. */
  adminKey: string | undefined;
  /** Behind a reverse proxy: take the caller's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Sign-ups one address may make in an hour (a campus or office behind one address may need more). */
  signUpsPerHour: number;
  /**
   * The secret the brand sites sign their visitors' addresses with (decision 0068): with it the
   * per-address limits count each visitor of a site; without it, the site's address for all of them.
   */
  visitorSecret: string | undefined;
  /** In production, `/metrics` answers only with this key (`Authorization: Bearer`), and is off without. */
  metricsKey: string | undefined;
  /**
   * `GET /{vertical}/dev/outbox` (every message with its codes and links): on outside production, off in
   * production unless DEV_OUTBOX=on, and then only with the admin key (`X-Admin-Key`).
   */
  devOutbox: boolean;
  /**
   * The recruiter console `GET /{vertical}/dev/console` (decision 0062): on outside production, off in
   * production unless DEV_CONSOLE=on, and then only with the admin key (its Basic password).
   */
  devConsole: boolean;
  /** The demo seeker (a published password) is made on start outside production only. */
  seedDemo: boolean;
  /** Media in an S3-compatible bucket (every `MEDIA_S3_*` required one set); absent means `DATA_DIR/media`. */
  mediaS3: S3Settings | undefined;
  /**
   * The payment gateway (`PAYMENT_*`, decision 0029): the sandbox inside the API by default, with
   * development secrets unless given; Razorpay with its key id, key secret and webhook secret.
   */
  payments: GatewaySettings;
  /** The social networks with a client at the site (`SOCIAL_*`, decision 0034); the others are not available. */
  socialProviders: SocialProviders;
  /**
   * The sandbox identity provider inside the API stands in for each network without a client
   * (SOCIAL_SANDBOX, decision 0063): on in development unless `off`, off in tests unless `on`;
   * production refuses `on`.
   */
  socialSandbox: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** The embedded database's folder (PGlite) under DATA_DIR: where the API, `db:seed` and the backup commands find it. */
export const pgliteDir = (config: Pick<Config, 'dataDir'>): string => resolve(config.dataDir, 'pglite');

/** Reads the environment; throws ConfigError with one line per bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const parse = <S extends typeof EnvSchema | typeof VerticalEnvSchema | typeof SocialEnvSchema>(
    schema: S,
  ) => {
    const input: Record<string, string> = {};
    for (const key of Object.keys(schema.entries)) {
      const value = env[key];
      if (value !== undefined && value !== '') input[key] = value;
    }
    const result = v.safeParse(schema, input);
    if (result.success) return result.output as v.InferOutput<S>;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      problems.push(
        typeof key === 'string' && !issue.message.startsWith(key)
          ? `${key}: ${issue.message}`
          : issue.message,
      );
    }
    return undefined;
  };
  const o = parse(EnvSchema);
  const perVertical = parse(VerticalEnvSchema);
  const social = parse(SocialEnvSchema);
  if (!o || !perVertical || !social) throw new ConfigError(problems);
  const production = o.NODE_ENV === 'production';
  const byVertical = (prefix: string) =>
    Object.fromEntries(VERTICAL_IDS.map((id) => [id, perVertical[varOf(prefix, id)] as string])) as Record<
      Vertical,
      string
    >;
  const basePaths = byVertical('BASE_PATH');
  for (const [i, a] of VERTICAL_IDS.entries()) {
    for (const b of VERTICAL_IDS.slice(i + 1)) {
      if (basePaths[a] === basePaths[b]) {
        problems.push(`${varOf('BASE_PATH', a)} and ${varOf('BASE_PATH', b)} must differ`);
      }
    }
  }
  const siteOrigins = byVertical('SITE_ORIGIN');
  if (production) problems.push(...productionProblems(env, o, siteOrigins));
  const mediaS3 = mediaS3Settings(o, problems);
  const payments = paymentSettings(o, production, problems);
  const socialProviders = socialSettings(social, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: o.PORT,
    host: o.HOST,
    databaseUrl: o.DATABASE_URL,
    dataDir: o.DATA_DIR,
    nodeEnv: o.NODE_ENV,
    logLevel: o.LOG_LEVEL,
    basePaths,
    corsOrigins: o.CORS_ORIGINS,
    authSecret: o.AUTH_SECRET,
    accessTokenTtlS: o.ACCESS_TOKEN_TTL_S,
    smtpUrl: o.SMTP_URL,
    mailFrom: o.MAIL_FROM,
    siteOrigins,
    seedJobs: o.SEED_JOBS_PER_VERTICAL ?? (production ? 0 : 5000),
    seedDemo: !production,
    adminKey: o.ADMIN_KEY,
    trustProxy: o.TRUST_PROXY === 'true',
    signUpsPerHour: o.SIGNUPS_PER_HOUR,
    visitorSecret: o.VISITOR_ADDRESS_SECRET,
    metricsKey: o.METRICS_KEY,
    devOutbox: o.DEV_OUTBOX ? o.DEV_OUTBOX === 'on' : !production,
    devConsole: o.DEV_CONSOLE ? o.DEV_CONSOLE === 'on' : !production,
    mediaS3,
    payments,
    socialProviders,
    socialSandbox: o.SOCIAL_SANDBOX ? o.SOCIAL_SANDBOX === 'on' : o.NODE_ENV === 'development',
  };
}

/**
 * The networks whose client id and secret are both set; one without the other, or an endpoint without
 * the client, is a problem named in full.
 */
function socialSettings(env: Record<string, string | undefined>, problems: string[]): SocialProviders {
  const providers: SocialProviders = {};
  for (const p of SOCIAL_PROVIDERS) {
    const [id, secret] = [env[socialVar(p, 'CLIENT_ID')], env[socialVar(p, 'CLIENT_SECRET')]];
    const urls = SOCIAL_URLS.filter((name) => env[socialVar(p, name)] !== undefined);
    if (id === undefined && secret === undefined) {
      for (const name of urls) {
        problems.push(
          `${socialVar(p, name)} is set, but ${p} needs ${socialVar(p, 'CLIENT_ID')} and ${socialVar(p, 'CLIENT_SECRET')} as well`,
        );
      }
      continue;
    }
    if (id === undefined || secret === undefined) {
      problems.push(
        `${socialVar(p, id === undefined ? 'CLIENT_ID' : 'CLIENT_SECRET')} is required when ${socialVar(p, id === undefined ? 'CLIENT_SECRET' : 'CLIENT_ID')} is set`,
      );
      continue;
    }
    providers[p] = {
      clientId: id,
      clientSecret: secret,
      issuer: env[socialVar(p, 'ISSUER')],
      authorizationUrl: env[socialVar(p, 'AUTHORIZATION_URL')],
      tokenUrl: env[socialVar(p, 'TOKEN_URL')],
      profileUrl: env[socialVar(p, 'PROFILE_URL')],
    };
  }
  return providers;
}

const PAYMENT_SECRETS = ['PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const;

/**
 * The gateway's settings. Razorpay needs its key id and both secrets. The sandbox takes development
 * secrets when none are given (it moves no money, so its secrets guard nothing a click on its "Pay"
 * button would not give), and production refuses it unless PAYMENT_ALLOW_SANDBOX=true. In production,
 * secrets that are given must look random.
 */
function paymentSettings(
  o: v.InferOutput<typeof EnvSchema>,
  production: boolean,
  problems: string[],
): GatewaySettings {
  const gateway = o.PAYMENT_GATEWAY;
  const missing = PAYMENT_SECRETS.filter((name) => o[name] === undefined);
  if (gateway === 'razorpay') {
    for (const name of missing) problems.push(`${name} is required when PAYMENT_GATEWAY=razorpay`);
  } else if (production && o.PAYMENT_ALLOW_SANDBOX !== 'true') {
    problems.push(
      'PAYMENT_GATEWAY=sandbox in production takes no money (anyone can pay on its checkout page): set PAYMENT_GATEWAY=razorpay with PAYMENT_KEY_ID, PAYMENT_KEY_SECRET and PAYMENT_WEBHOOK_SECRET, or PAYMENT_ALLOW_SANDBOX=true to run the sandbox anyway',
    );
  }
  if (production) {
    for (const name of ['PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
      const value = o[name];
      const weak = value ? weakSecret(value) : undefined;
      if (weak) problems.push(`${name} ${weak}; ${RANDOM_HINT}`);
    }
  }
  return {
    gateway,
    keyId: o.PAYMENT_KEY_ID ?? SANDBOX_DEFAULTS.keyId,
    keySecret: o.PAYMENT_KEY_SECRET ?? SANDBOX_DEFAULTS.keySecret,
    webhookSecret: o.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_DEFAULTS.webhookSecret,
  };
}

/** Media on object storage needs all of these, or none of them for the local folder. */
const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;
const MEDIA_S3_OPTIONAL = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_FORCE_PATH_STYLE'] as const;
const listed = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The bucket's settings when every required `MEDIA_S3_*` is set, undefined when none is; otherwise one
 * problem per missing variable, or per optional one set without the bucket.
 */
function mediaS3Settings(o: v.InferOutput<typeof EnvSchema>, problems: string[]): S3Settings | undefined {
  const given = MEDIA_S3_REQUIRED.filter((name) => o[name] !== undefined);
  const all = `media on object storage needs ${listed(MEDIA_S3_REQUIRED)}, or none of them for the local folder`;
  if (given.length === 0) {
    for (const name of MEDIA_S3_OPTIONAL.filter((n) => o[n] !== undefined && o[n] !== 'false')) {
      problems.push(`${name} is set, but ${all}`);
    }
    return undefined;
  }
  const missing = MEDIA_S3_REQUIRED.filter((name) => o[name] === undefined);
  for (const name of missing) {
    problems.push(
      `${name} is required when ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set: ${all}`,
    );
  }
  const { MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY } = o;
  if (!MEDIA_S3_BUCKET || !MEDIA_S3_REGION || !MEDIA_S3_ACCESS_KEY_ID || !MEDIA_S3_SECRET_ACCESS_KEY) {
    return undefined;
  }
  return {
    bucket: MEDIA_S3_BUCKET,
    region: MEDIA_S3_REGION,
    endpoint: o.MEDIA_S3_ENDPOINT,
    accessKeyId: MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: o.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Values this repository's own tests and scripts use: anyone can read them, so production refuses them
 * (with every other secret that does not look random).
 */
const KNOWN_VALUES = new Set([
  'test-secret-of-the-api-for-signing-access-tokens',
  'test-secret-of-the-api-client-suite-for-access-tokens',
  'test-admin-key-of-the-internal-api',
  'e2e-admin-key-for-the-recruiter-api',
]);
const PLACEHOLDER = /test|secret|change|example|default|password|admin|jobsite|develop|local/i;
const RANDOM_HINT = 'make one with `openssl rand -base64 48`';

/** Why a secret does not look random enough for production, or undefined when it does. */
export function weakSecret(value: string): string | undefined {
  if (KNOWN_VALUES.has(value)) return 'is a value from the development setup';
  if (new Set(value).size < 8) return 'repeats too few characters to be random';
  if (PLACEHOLDER.test(value)) return `reads like a placeholder ("${PLACEHOLDER.exec(value)?.[0]}")`;
  return undefined;
}

/**
 * What production refuses, one line per problem: development defaults (a random AUTH_SECRET kept on
 * disk, localhost origins, the embedded database, the outbox as the only mail delivery) and secrets that
 * do not look random. Run with NODE_ENV=production (docs/decisions 0023).
 */
function productionProblems(
  env: Record<string, string | undefined>,
  o: v.InferOutput<typeof EnvSchema>,
  siteOrigins: Record<Vertical, string>,
): string[] {
  const problems: string[] = [];
  if (!o.AUTH_SECRET) {
    problems.push(`AUTH_SECRET is required in production (at least 32 random characters; ${RANDOM_HINT})`);
  } else {
    const weak = weakSecret(o.AUTH_SECRET);
    if (weak) problems.push(`AUTH_SECRET ${weak}; ${RANDOM_HINT}`);
  }
  for (const [name, value] of [
    ['ADMIN_KEY', o.ADMIN_KEY],
    ['METRICS_KEY', o.METRICS_KEY],
    ['VISITOR_ADDRESS_SECRET', o.VISITOR_ADDRESS_SECRET],
  ] as const) {
    const weak = value ? weakSecret(value) : undefined;
    if (weak) problems.push(`${name} ${weak}; ${RANDOM_HINT}`);
  }
  if (!env.CORS_ORIGINS) {
    problems.push("CORS_ORIGINS is required in production: the brand sites' https origins, comma-separated");
  } else {
    for (const origin of o.CORS_ORIGINS.filter((x) => !x.startsWith('https://'))) {
      problems.push(`CORS_ORIGINS: ${origin} is not an https origin (production allows only https)`);
    }
  }
  for (const id of VERTICAL_IDS) {
    if (!siteOrigins[id].startsWith('https://')) {
      problems.push(
        `${varOf('SITE_ORIGIN', id)} must be the brand site's https address in production (links in messages point there), not ${siteOrigins[id]}`,
      );
    }
  }
  if (!o.DATABASE_URL && o.ALLOW_PGLITE !== 'true') {
    problems.push(
      'DATABASE_URL is required in production: the embedded database (PGlite) serves one process from a local folder; set ALLOW_PGLITE=true to run on it anyway',
    );
  }
  if (!o.SMTP_URL) {
    problems.push(
      'SMTP_URL is required in production: without it sign-up codes and password resets stay in the outbox table and reach nobody',
    );
  }
  if (!env.MAIL_FROM)
    problems.push('MAIL_FROM is required in production (the default sender is a .local address)');
  if (o.DEV_OUTBOX === 'on' && !o.ADMIN_KEY) {
    problems.push(
      'DEV_OUTBOX=on in production needs ADMIN_KEY: the outbox then answers only with X-Admin-Key',
    );
  }
  if (o.DEV_CONSOLE === 'on' && !o.ADMIN_KEY) {
    problems.push(
      'DEV_CONSOLE=on in production needs ADMIN_KEY: the recruiter console then answers only with it (as the password)',
    );
  }
  if (o.SOCIAL_SANDBOX === 'on') {
    problems.push(
      "SOCIAL_SANDBOX=on in production would let anyone connect any name as a LinkedIn, Facebook or X account: give each network's client (SOCIAL_<NETWORK>_CLIENT_ID and _CLIENT_SECRET) instead",
    );
  }
  return problems;
}
