/** Answers of the courses service (calls.md 7.11) and the one-time-code service (7.12). */
import * as v from 'valibot';

/** The message of a course list answer that carries none (calls.md section 8). */
export const COURSE_LIST_OK = 'Operation performed successfully';

/**
 * A course list answer. Missing fields take the catalogue's defaults: code 10200, "Operation performed
 * successfully", empty lists (calls.md section 8).
 */
export const CourseList = v.looseObject({
  code: v.optional(v.number(), 10200),
  message: v.optional(v.string(), COURSE_LIST_OK),
  data: v.optional(v.array(v.unknown()), []),
});
export type CourseList = v.InferOutput<typeof CourseList>;

/** `POST courseenquiry`: `status` and, on failure, `error_msg`. */
export const CourseEnquiryAnswer = v.looseObject({
  status: v.optional(v.union([v.number(), v.boolean(), v.string()])),
  error_msg: v.optional(v.string()),
});

/** The one-time-code service's answer. */
export const OtpAnswer = v.looseObject({
  status: v.optional(v.looseObject({ success: v.optional(v.boolean()), error: v.optional(v.unknown()) })),
  errorMsg: v.optional(v.nullable(v.string())),
  code: v.optional(v.number()),
  data: v.optional(v.looseObject({ en_cookie: v.optional(v.string()) })),
});
export type OtpAnswer = v.InferOutput<typeof OtpAnswer>;
