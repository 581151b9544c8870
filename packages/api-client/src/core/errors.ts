/**
 * Every failure of a call reaches the caller as one `ApiClientError`: `{ message, code }` with the texts
 * of calls.md section 8 and product.md section 8, plus what kind of failure it was.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { COURSE_LIST_OK, OtpAnswer } from '@jobsite/domain/answers';
import * as v from 'valibot';

export type ApiClientErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** No answer within the request timeout. */
  | 'timeout'
  /** The request never got an answer (connection refused, DNS, CORS...). */
  | 'network'
  /** The browser says it is offline. */
  | 'offline'
  /** The answer does not match the call's output schema: the server drifted from the contract. */
  | 'contract'
  /** The input was refused before any request was made. */
  | 'input'
  /** The session ended (a forced logout); the app has been told through `onSessionEvent`. */
  | 'session';

export interface ApiClientErrorInit {
  kind: ApiClientErrorKind;
  /** HTTP status when the server answered. */
  status?: number | undefined;
  /** Error name some calls carry (change_password: default `unknown_error`). */
  name?: string | undefined;
  /** The answer's body as read, for callers that need more than message and code. */
  data?: unknown;
  cause?: unknown;
}

export class ApiClientError extends Error {
  readonly code: number;
  readonly kind: ApiClientErrorKind;
  readonly status: number | undefined;
  /** change_password's error name; `undefined` for other calls. */
  readonly errorName: string | undefined;
  readonly data: unknown;

  constructor(message: string, code: number, init: ApiClientErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiClientError';
    this.code = code;
    this.kind = init.kind;
    this.status = init.status;
    this.errorName = init.name;
    this.data = init.data;
  }

  /** The `{ message, code }` pair the UI shows. */
  toJSON(): { message: string; code: number } {
    return { message: this.message, code: this.code };
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;

/** Texts of calls.md section 8 and product.md section 8. */
export const ERROR_TEXTS = {
  unknown: 'Unknown error',
  generic: 'Something went wrong',
  banners: 'Something went wrong. Please try again later.',
  badGateway: 'Something went wrong, please try again after some time!!',
  offline: 'Please check your internet connection and try again.',
  selectCourse: 'Please select a course',
  register: 'some issue while registering! Please try again!',
  otpNoToken: 'Try again!',
  courseListOk: COURSE_LIST_OK,
  changePasswordName: 'unknown_error',
} as const;

/** The timeout toast, with the vertical's short code so support can tell whose services were slow. */
export const slowText = (vertical: Vertical) =>
  `Taking too long to respond ${VERTICALS[vertical].code}. Please try again later.`;

/** Codes of failures without an HTTP status: a timeout is 408, no answer or offline is 0. */
export const NO_ANSWER_CODE = { timeout: 408, network: 0, offline: 0 } as const;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * The `{ message, code }` of an error answer (calls.md section 8): the body's `error.message` and
 * `error.statusCode`, else the call's default (`Unknown error` 500 unless the call says otherwise). A 502
 * always reads as the "try again after some time" text.
 */
export function errorFromBody(
  status: number,
  data: unknown,
  fallback: { message: string; code: number },
): { message: string; code: number; name?: string } {
  if (status === 502) return { message: ERROR_TEXTS.badGateway, code: 502 };
  const error = record(record(data)?.error);
  const message = typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  const code =
    typeof error?.statusCode === 'number' && Number.isInteger(error.statusCode)
      ? error.statusCode
      : undefined;
  const name = typeof error?.name === 'string' ? error.name : undefined;
  return {
    message: message ?? fallback.message,
    code: code ?? (message === undefined ? fallback.code : status),
    ...(name === undefined ? {} : { name }),
  };
}

/** An OTP refusal: the answer's `errorMsg` and `code`, else the error of calls.md section 8. */
export function readOtpError(status: number, data: unknown): { message: string; code: number } | undefined {
  const parsed = v.safeParse(OtpAnswer, data);
  if (!parsed.success || !parsed.output.errorMsg) return undefined;
  return { message: parsed.output.errorMsg, code: parsed.output.code || status };
}
