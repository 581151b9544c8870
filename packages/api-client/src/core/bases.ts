/**
 * Service bases. Every service has its own configurable base so a service can move to its own deployment
 * without a code change (ARCHITECTURE.md, "Verticals and service bases"). The defaults, in one place:
 * each service at its path below the vertical's API base (`SERVICE_PATHS` of `@jobsite/domain/answers`,
 * the table the API serves from too):
 *
 * | service      | default base                              |
 * |--------------|-------------------------------------------|
 * | job          | `{apiOrigin}{apiBasePath}/`               |
 * | user         | `{apiOrigin}{apiBasePath}/`               |
 * | userV2       | `{apiOrigin}{apiBasePath}/v2/`            |
 * | auth         | `{apiOrigin}{apiBasePath}/`               |
 * | coursesV2    | `{apiOrigin}{apiBasePath}/v2/`            |
 * | otp          | `{apiOrigin}{apiBasePath}/`               |
 * | media        | `{apiOrigin}{apiBasePath}/`               |
 * | subscription | `{apiOrigin}{apiBasePath}/`               |
 * | extUser      | `{apiOrigin}{apiBasePath}/ext/user/`      |
 * | static       | `{apiOrigin}{apiBasePath}/`               |
 * | site         | `/` (the brand app's own API, e.g. `api/s3_resource/...`) |
 *
 * Paths below a base are the catalogue's own (`job/jobfeed`, `auth/refresh`, `settings/update-email`...).
 * `apiOrigin` defaults to `http://localhost:4000`; `apiBasePath` to the vertical's API base path, which
 * the API serves it at unless its `BASE_PATH_<VERTICAL>` says otherwise.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { SERVICE_PATHS, SERVICES, type Service } from '@jobsite/domain/answers';

export { SERVICES, type Service };
export type ServiceBases = Record<Service, string>;

export const DEFAULT_API_ORIGIN = 'http://localhost:4000';

/**
 * The base path the API serves a vertical at unless its `BASE_PATH_<VERTICAL>` says otherwise: the
 * vertical's `basePath` in the domain's list.
 */
export const defaultApiBasePath = (vertical: Vertical): string => VERTICALS[vertical].basePath;

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

export interface ServiceBaseOptions {
  /** Origin of the API; default `http://localhost:4000`. */
  apiOrigin?: string | undefined;
  /** The vertical's base path on the API (`/management`); default `defaultApiBasePath(vertical)`. */
  apiBasePath?: string | undefined;
  /** Any service base to override. */
  overrides?: Partial<ServiceBases> | undefined;
}

/** The base of every service for a vertical, with `overrides` (any subset) applied. */
export function serviceBases(vertical: Vertical, options: ServiceBaseOptions = {}): ServiceBases {
  const origin = (options.apiOrigin ?? DEFAULT_API_ORIGIN).replace(/\/+$/, '');
  const basePath = (options.apiBasePath ?? defaultApiBasePath(vertical))
    .replace(/^\/*/, '/')
    .replace(/\/+$/, '');
  const root = `${origin}${basePath}/`;
  const bases = Object.fromEntries(
    SERVICES.map((service) => {
      const path = SERVICE_PATHS[service];
      const base = options.overrides?.[service];
      return [service, base !== undefined ? withSlash(base) : path === null ? '/' : `${root}${path}`];
    }),
  ) as ServiceBases;
  return bases;
}
