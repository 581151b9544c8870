/**
 * The services a call goes to, and where each one lives below a vertical's API base (`{apiOrigin}{basePath}/`,
 * e.g. `http://localhost:4000/management/`). Paths in call names are relative to their service
 * (calls.md section 7), so `POST activate/account` of `extUser` is served at `{base}/ext/user/activate/account`.
 * `site` is the brand app's own API (calls.md 7.13), not below the API base.
 */
export const SERVICE_PATHS = {
  job: '',
  user: '',
  userV2: 'v2/',
  auth: '',
  coursesV2: 'v2/',
  otp: '',
  media: '',
  subscription: '',
  extUser: 'ext/user/',
  static: '',
  site: null,
} as const satisfies Record<string, string | null>;

export type Service = keyof typeof SERVICE_PATHS;
export const SERVICES = Object.keys(SERVICE_PATHS) as Service[];
