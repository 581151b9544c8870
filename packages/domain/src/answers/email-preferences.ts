/** Answers of the one-click unsubscribe calls (decision 0037). */
import * as v from 'valibot';

/** What an unsubscribe link names: the list, said for a person, and whether it is already stopped. */
export const EmailListAnswer = v.object({
  /** `alerts:{id}`, `recommendation-requests`, `weeklyJobReport`, `promotions`, `jobFeed` or `jobAction`. */
  list: v.string(),
  /** What stops, as a phrase: `job alerts for "Analyst roles"`, `weekly job reports`... */
  description: v.string(),
  /** The address the emails go to, partly hidden (`as***@example.in`). */
  recipient: v.string(),
  unsubscribed: v.boolean(),
});
export type EmailListAnswer = v.InferOutput<typeof EmailListAnswer>;

/** `POST unsubscribe`: done (also when it was done before), with a sentence to show. */
export const EmailUnsubscribeAnswer = v.object({
  message: v.string(),
  list: v.string(),
  description: v.string(),
});
export type EmailUnsubscribeAnswer = v.InferOutput<typeof EmailUnsubscribeAnswer>;
