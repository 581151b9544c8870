import { VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import * as v from 'valibot';

const Port = v.pipe(
  v.optional(v.string(), '4000'),
  v.regex(/^\d{1,5}$/, 'PORT must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'PORT must be a whole number from 0 to 65535'),
);
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
const Jobs = v.pipe(
  v.optional(v.string(), '5000'),
  v.regex(/^\d+$/, 'SEED_JOBS_PER_VERTICAL must be a whole number'),
  v.transform(Number),
);

const EnvSchema = v.object({
  PORT: Port,
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
  ACCESS_TOKEN_TTL_S: v.pipe(
    v.optional(v.string(), '900'),
    v.regex(/^\d{1,5}$/, 'ACCESS_TOKEN_TTL_S must be a whole number of seconds from 1 to 86400'),
    v.transform(Number),
    v.minValue(1, 'ACCESS_TOKEN_TTL_S must be a whole number of seconds from 1 to 86400'),
    v.maxValue(86400, 'ACCESS_TOKEN_TTL_S must be a whole number of seconds from 1 to 86400'),
  ),
  SEED_JOBS_PER_VERTICAL: Jobs,
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'), 'false'),
  ADMIN_KEY: v.optional(v.pipe(v.string(), v.minLength(24, 'ADMIN_KEY must be at least 24 characters'))),
  METRICS_KEY: v.optional(v.pipe(v.string(), v.minLength(24, 'METRICS_KEY must be at least 24 characters'))),
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
  seedJobs: number;
  /** Turns on the internal recruiter API; absent means it is off. */
  adminKey: string | undefined;
  /** Behind a reverse proxy: take the caller's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** In production, `/metrics` answers only with this key (`Authorization: Bearer`), and is off without. */
  metricsKey: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads the environment; throws ConfigError with one line per bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const parse = <S extends typeof EnvSchema | typeof VerticalEnvSchema>(schema: S) => {
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
  if (!o || !perVertical) throw new ConfigError(problems);
  if (o.NODE_ENV === 'production' && !o.AUTH_SECRET) {
    throw new ConfigError(['AUTH_SECRET is required in production (at least 32 random characters)']);
  }
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
    siteOrigins: byVertical('SITE_ORIGIN'),
    seedJobs: o.SEED_JOBS_PER_VERTICAL,
    adminKey: o.ADMIN_KEY,
    trustProxy: o.TRUST_PROXY === 'true',
    metricsKey: o.METRICS_KEY,
  };
}
