import { VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { SANDBOX_DEFAULTS } from './services/subscription/gateway.ts';

const MANAGEMENT = VERTICALS.management.id;

const byVertical = (pick: (id: Vertical) => string) =>
  Object.fromEntries(VERTICAL_IDS.map((id) => [id, pick(id)]));

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.basePaths).toEqual(byVertical((id) => VERTICALS[id].basePath));
    expect(c.siteOrigins).toEqual(byVertical((id) => VERTICALS[id].siteOrigin));
    for (const id of VERTICAL_IDS) expect(c.corsOrigins).toContain(VERTICALS[id].siteOrigin);
    expect(c.signUpsPerHour).toBe(20);
    expect(c.visitorSecret).toBeUndefined();
  });
  it("reads the secret the brand sites sign their visitors' addresses with", () => {
    const secret = 'Qm7vT2xK9pL4wR8nB3cY6hJ1sD5fG0aZ';
    expect(loadConfig({ VISITOR_ADDRESS_SECRET: secret }).visitorSecret).toBe(secret);
  });
  it('reads how many sign-ups one address may make in an hour, and refuses what is not a count', () => {
    expect(loadConfig({ SIGNUPS_PER_HOUR: '500' }).signUpsPerHour).toBe(500);
    for (const bad of ['0', 'many', '-3', '1000001'])
      expect(() => loadConfig({ SIGNUPS_PER_HOUR: bad })).toThrow(
        'SIGNUPS_PER_HOUR must be a whole number from 1 to 100000',
      );
  });
  it('reads BASE_PATH_<ID> and SITE_ORIGIN_<ID> for every vertical', () => {
    const env = Object.fromEntries(
      VERTICAL_IDS.flatMap((id) => [
        [`BASE_PATH_${id.toUpperCase()}`, `/v-${id}`],
        [`SITE_ORIGIN_${id.toUpperCase()}`, `https://${id}.example.in`],
      ]),
    );
    const c = loadConfig(env);
    expect(c.basePaths).toEqual(byVertical((id) => `/v-${id}`));
    expect(c.siteOrigins).toEqual(byVertical((id) => `https://${id}.example.in`));
  });
  it('refuses two verticals on one base path, naming both variables', () => {
    const [a, b] = VERTICAL_IDS as readonly [Vertical, Vertical];
    const name = (id: Vertical) => `BASE_PATH_${id.toUpperCase()}`;
    const message = `${name(a)} and ${name(b)} must differ`;
    expect(() => loadConfig({ [name(a)]: '/jobs', [name(b)]: '/jobs' })).toThrow(message);
    expect(() => loadConfig({ [name(a)]: VERTICALS[b].basePath })).toThrow(message);
  });
  it('names every bad value, one line each', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'prod',
        BASE_PATH_TECHNOLOGY: 'tech',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/NODE_ENV/);
      expect(problems.join('\n')).toMatch(/BASE_PATH_TECHNOLOGY/);
    }
  });
  it('turns the internal API on only with an ADMIN_KEY of 24 or more characters', () => {
    expect(loadConfig({}).adminKey).toBeUndefined();
    expect(loadConfig({ ADMIN_KEY: 'k'.repeat(24) }).adminKey).toBe('k'.repeat(24));
    expect(() => loadConfig({ ADMIN_KEY: 'short' })).toThrow(/ADMIN_KEY must be at least 24 characters/);
  });
  it('keeps the development outbox, the seeded jobs and the demo seeker outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ nodeEnv: 'development', devOutbox: true, seedJobs: 5000, seedDemo: true });
    expect(loadConfig({ DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX must be on or off/);
  });
});

/** A production configuration that passes: every value set, secrets that look random. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'q8Vf2LrT0wXb7NzK5mYc3HdJ9sPg6AeU1oZi4',
  DATABASE_URL: 'postgres://api@db.internal:5432/jobs',
  CORS_ORIGINS: VERTICAL_IDS.map((id) => `https://${id}.example.in`).join(','),
  ...Object.fromEntries(
    VERTICAL_IDS.map((id) => [`SITE_ORIGIN_${id.toUpperCase()}`, `https://${id}.example.in`]),
  ),
  SMTP_URL: 'smtps://mailer:pw@smtp.example.in:465',
  MAIL_FROM: 'Jobs <no-reply@example.in>',
  PAYMENT_GATEWAY: 'razorpay',
  PAYMENT_KEY_ID: 'rzp_live_Q8vF2lRt0WxB7n',
  PAYMENT_KEY_SECRET: 'Zk4mW9pXc2VbN7qR1tYh6LsD',
  PAYMENT_WEBHOOK_SECRET: 'Hn3jK8dQ5wEr2TyU9iOp4AsF',
};

/** The problems a configuration has, one line each (none when it passes). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
}

describe('loadConfig in production', () => {
  it('starts with a complete configuration, with the outbox, the internal API, seed jobs and the demo seeker off', () => {
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({ nodeEnv: 'production', devOutbox: false, seedJobs: 0, seedDemo: false });
    expect(c.adminKey).toBeUndefined();
    expect(c.metricsKey).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, SEED_JOBS_PER_VERTICAL: '100' }).seedJobs).toBe(100);
  });

  it('refuses the development defaults, one line per problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    const expected = [
      /^AUTH_SECRET is required in production/,
      /^CORS_ORIGINS is required in production/,
      ...VERTICAL_IDS.map(
        (id) => new RegExp(`^SITE_ORIGIN_${id.toUpperCase()} must be the brand site's https address`),
      ),
      /^DATABASE_URL is required in production: the embedded database \(PGlite\)/,
      /^SMTP_URL is required in production/,
      /^MAIL_FROM is required in production/,
      /^PAYMENT_GATEWAY=sandbox in production takes no money/,
    ];
    expect(problems).toHaveLength(expected.length);
    for (const [i, pattern] of expected.entries()) expect(problems[i]).toMatch(pattern);
  });

  it('names each origin that is not https', () => {
    const problems = problemsOf({
      ...PRODUCTION,
      CORS_ORIGINS: 'https://a.example.in,http://b.example.in,http://localhost:3000',
      SITE_ORIGIN_MANAGEMENT: `http://${MANAGEMENT}.example.in`,
    });
    expect(problems).toEqual([
      'CORS_ORIGINS: http://b.example.in is not an https origin (production allows only https)',
      'CORS_ORIGINS: http://localhost:3000 is not an https origin (production allows only https)',
      expect.stringMatching(/^SITE_ORIGIN_MANAGEMENT must be .*, not http:\/\/management\.example\.in$/),
    ]);
  });

  it('runs on the embedded database only when ALLOW_PGLITE=true says so', () => {
    const { DATABASE_URL: _, ...embedded } = PRODUCTION;
    expect(problemsOf(embedded)).toEqual([
      expect.stringMatching(/set ALLOW_PGLITE=true to run on it anyway/),
    ]);
    expect(loadConfig({ ...embedded, ALLOW_PGLITE: 'true' }).databaseUrl).toBeUndefined();
  });

  it('refuses secrets that do not look random: development values, repeats and placeholders', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ AUTH_SECRET: 'x'.repeat(48) }, /^AUTH_SECRET repeats too few characters to be random/],
      [
        { AUTH_SECRET: 'test-secret-of-the-api-for-signing-access-tokens' },
        /^AUTH_SECRET is a value from the development setup/,
      ],
      [
        { AUTH_SECRET: 'please-change-me-before-going-live-0123' },
        /^AUTH_SECRET reads like a placeholder \("change"\)/,
      ],
      [{ AUTH_SECRET: 'short' }, /^AUTH_SECRET must be at least 32 characters$/],
      [
        { ADMIN_KEY: 'e2e-admin-key-for-the-recruiter-api' },
        /^ADMIN_KEY is a value from the development setup/,
      ],
      [
        { ADMIN_KEY: 'test-admin-key-of-the-internal-api' },
        /^ADMIN_KEY is a value from the development setup/,
      ],
      [{ ADMIN_KEY: 'abababababababababababab' }, /^ADMIN_KEY repeats too few characters/],
      [
        { METRICS_KEY: 'my-default-metrics-key-0123456' },
        /^METRICS_KEY reads like a placeholder \("default"\)/,
      ],
      [
        { VISITOR_ADDRESS_SECRET: 'the-visitor-secret-we-share-with-the-sites' },
        /^VISITOR_ADDRESS_SECRET reads like a placeholder \("secret"\)/,
      ],
      [{ VISITOR_ADDRESS_SECRET: 'short' }, /^VISITOR_ADDRESS_SECRET must be at least 32 characters$/],
    ];
    for (const [change, pattern] of cases) {
      const problems = problemsOf({ ...PRODUCTION, ...change });
      expect(problems, JSON.stringify(change)).toHaveLength(1);
      expect(problems[0], JSON.stringify(change)).toMatch(pattern);
      expect(problems[0]).toMatch(/openssl rand|at least 32/);
    }
    // The same values are fine outside production.
    expect(loadConfig({ ADMIN_KEY: 'e2e-admin-key-for-the-recruiter-api' }).adminKey).toBeDefined();
  });

  it('turns the internal API on with a random ADMIN_KEY, and the outbox only with DEV_OUTBOX=on and that key', () => {
    const adminKey = 'Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd';
    expect(loadConfig({ ...PRODUCTION, ADMIN_KEY: adminKey })).toMatchObject({ adminKey, devOutbox: false });
    expect(problemsOf({ ...PRODUCTION, DEV_OUTBOX: 'on' })).toEqual([
      'DEV_OUTBOX=on in production needs ADMIN_KEY: the outbox then answers only with X-Admin-Key',
    ]);
    expect(loadConfig({ ...PRODUCTION, DEV_OUTBOX: 'on', ADMIN_KEY: adminKey }).devOutbox).toBe(true);
  });
});

describe('loadConfig for media on object storage', () => {
  const S3: Record<string, string> = {
    MEDIA_S3_BUCKET: 'jobsite-media',
    MEDIA_S3_REGION: 'ap-south-1',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY0001',
    MEDIA_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY',
  };
  const ALL_OR_NONE =
    'media on object storage needs MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or none of them for the local folder';

  it('keeps media on local disk without MEDIA_S3_*', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(
      loadConfig({ ...Object.fromEntries(Object.keys(S3).map((k) => [k, ''])) }).mediaS3,
    ).toBeUndefined();
  });

  it("reads the bucket's settings: Amazon S3 by region, or an endpoint with the bucket in the path", () => {
    expect(loadConfig(S3).mediaS3).toEqual({
      bucket: 'jobsite-media',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLEKEY0001',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...S3,
        MEDIA_S3_ENDPOINT: 'http://minio.internal:9000',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
      }).mediaS3,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', forcePathStyle: true });
  });

  it('wants all the required settings or none, one line per missing one', () => {
    expect(problemsOf({ MEDIA_S3_BUCKET: 'jobsite-media' })).toEqual([
      `MEDIA_S3_REGION is required when MEDIA_S3_BUCKET is set: ${ALL_OR_NONE}`,
      `MEDIA_S3_ACCESS_KEY_ID is required when MEDIA_S3_BUCKET is set: ${ALL_OR_NONE}`,
      `MEDIA_S3_SECRET_ACCESS_KEY is required when MEDIA_S3_BUCKET is set: ${ALL_OR_NONE}`,
    ]);
    const { MEDIA_S3_SECRET_ACCESS_KEY: _, ...noSecret } = S3;
    expect(problemsOf(noSecret)).toEqual([
      `MEDIA_S3_SECRET_ACCESS_KEY is required when MEDIA_S3_BUCKET, MEDIA_S3_REGION and MEDIA_S3_ACCESS_KEY_ID are set: ${ALL_OR_NONE}`,
    ]);
    expect(
      problemsOf({ MEDIA_S3_ENDPOINT: 'https://objects.example.in', MEDIA_S3_FORCE_PATH_STYLE: 'true' }),
    ).toEqual([
      `MEDIA_S3_ENDPOINT is set, but ${ALL_OR_NONE}`,
      `MEDIA_S3_FORCE_PATH_STYLE is set, but ${ALL_OR_NONE}`,
    ]);
  });

  it('names each bad value', () => {
    const problems = problemsOf({
      ...S3,
      MEDIA_S3_BUCKET: 'Jobsite_Media',
      MEDIA_S3_REGION: 'Mumbai 1',
      MEDIA_S3_ENDPOINT: 'ftp://objects.example.in',
      MEDIA_S3_FORCE_PATH_STYLE: 'yes',
    });
    expect(problems).toEqual([
      'MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes',
      'MEDIA_S3_REGION must be a region name such as eu-central-1',
      'MEDIA_S3_ENDPOINT must be an http:// or https:// URL without query or credentials',
      'MEDIA_S3_FORCE_PATH_STYLE must be true or false',
    ]);
    expect(problemsOf({ ...S3, MEDIA_S3_ENDPOINT: 'https://key:secret@objects.example.in' })).toHaveLength(1);
  });

  it('passes in production beside a complete configuration', () => {
    expect(loadConfig({ ...PRODUCTION, ...S3 }).mediaS3?.bucket).toBe('jobsite-media');
  });
});

describe('loadConfig for payments', () => {
  it('runs the sandbox gateway outside production, with development secrets unless given', () => {
    expect(loadConfig({}).payments).toEqual(SANDBOX_DEFAULTS);
    const own = loadConfig({
      PAYMENT_KEY_SECRET: 'k'.repeat(8) + 'x'.repeat(8),
      PAYMENT_KEY_ID: 'rzp_test_1234',
    });
    expect(own.payments).toMatchObject({
      gateway: 'sandbox',
      keyId: 'rzp_test_1234',
      keySecret: 'kkkkkkkkxxxxxxxx',
    });
  });

  it('wants the key id and both secrets for Razorpay, one line per missing one', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'razorpay' })).toEqual([
      'PAYMENT_KEY_ID is required when PAYMENT_GATEWAY=razorpay',
      'PAYMENT_KEY_SECRET is required when PAYMENT_GATEWAY=razorpay',
      'PAYMENT_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=razorpay',
    ]);
    expect(problemsOf({ PAYMENT_GATEWAY: 'stripe', PAYMENT_KEY_SECRET: 'short' })).toEqual([
      'PAYMENT_GATEWAY must be sandbox or razorpay',
      'PAYMENT_KEY_SECRET must be at least 16 characters',
    ]);
    const c = loadConfig({
      PAYMENT_GATEWAY: 'razorpay',
      PAYMENT_KEY_ID: 'rzp_test_abcd1234',
      PAYMENT_KEY_SECRET: 'a-key-secret-of-sixteen',
      PAYMENT_WEBHOOK_SECRET: 'a-webhook-secret-of-16',
    });
    expect(c.payments).toEqual({
      gateway: 'razorpay',
      keyId: 'rzp_test_abcd1234',
      keySecret: 'a-key-secret-of-sixteen',
      webhookSecret: 'a-webhook-secret-of-16',
    });
  });

  it('refuses the sandbox in production unless PAYMENT_ALLOW_SANDBOX=true, and weak payment secrets', () => {
    const sandbox = { ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox' };
    expect(problemsOf(sandbox)).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY=sandbox in production takes no money/),
    ]);
    expect(loadConfig({ ...sandbox, PAYMENT_ALLOW_SANDBOX: 'true' }).payments.gateway).toBe('sandbox');
    expect(loadConfig(PRODUCTION).payments.gateway).toBe('razorpay');
    expect(
      problemsOf({
        ...PRODUCTION,
        PAYMENT_KEY_SECRET: SANDBOX_DEFAULTS.keySecret,
        PAYMENT_WEBHOOK_SECRET: 'a'.repeat(20),
      }),
    ).toEqual([
      expect.stringMatching(/^PAYMENT_KEY_SECRET reads like a placeholder/),
      expect.stringMatching(/^PAYMENT_WEBHOOK_SECRET repeats too few characters to be random/),
    ]);
  });
});
