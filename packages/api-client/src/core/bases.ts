/**
 * Service bases. Every service has its own configurable base so a service can move to its own deployment
 * without a code change (ARCHITECTURE.md, "Verticals and service bases"). The defaults, in one place:
 *
 * | service      | default base                       |
 * |--------------|------------------------------------|
 * | job          | `{apiOrigin}/{vertical}/`          |
 * | user         | `{apiOrigin}/{vertical}/`          |
 * | userV2       | `{apiOrigin}/{vertical}/v2/`       |
 * | auth         | `{apiOrigin}/{vertical}/`          |
 * | coursesV2    | `{apiOrigin}/{vertical}/v2/`       |
 * | otp          | `{apiOrigin}/{vertical}/`          |
 * | media        | `{apiOrigin}/{vertical}/`          |
 * | subscription | `{apiOrigin}/{vertical}/`          |
 * | extUser      | `{apiOrigin}/{vertical}/ext/user/` |
 * | static       | `{apiOrigin}/{vertical}/`          |
 * | site         | `/` (the brand app's own API, e.g. `api/s3_resource/...`) |
 *
 * Paths below a base are the catalogue's own (`job/jobfeed`, `auth/refresh`, `settings/update-email`...).
 * `apiOrigin` defaults to `http://localhost:4000`.
 */
import type { Vertical } from '@jobsite/domain';

export const SERVICES = [
  'job',
  'user',
  'userV2',
  'auth',
  'coursesV2',
  'otp',
  'media',
  'subscription',
  'extUser',
  'static',
  'site',
] as const;

export type Service = (typeof SERVICES)[number];
export type ServiceBases = Record<Service, string>;

export const DEFAULT_API_ORIGIN = 'http://localhost:4000';

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** The default base of every service for a vertical, with `overrides` (any subset) applied. */
export function serviceBases(
  vertical: Vertical,
  apiOrigin: string = DEFAULT_API_ORIGIN,
  overrides: Partial<ServiceBases> = {},
): ServiceBases {
  const root = `${apiOrigin.replace(/\/+$/, '')}/${vertical}/`;
  const defaults: ServiceBases = {
    job: root,
    user: root,
    userV2: `${root}v2/`,
    auth: root,
    coursesV2: `${root}v2/`,
    otp: root,
    media: root,
    subscription: root,
    extUser: `${root}ext/user/`,
    static: root,
    site: '/',
  };
  const bases = { ...defaults };
  for (const service of SERVICES) {
    const base = overrides[service];
    if (base !== undefined) bases[service] = withSlash(base);
  }
  return bases;
}
