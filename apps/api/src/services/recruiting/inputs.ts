/** The input rules the recruiter calls share: an application in the path, a text, an address given. */
import { HTTPS_URL_MESSAGE, isHttpsUrl } from '@jobsite/domain';
import * as v from 'valibot';
import { HttpError } from '../../http/errors.ts';

/** A non-empty trimmed text of at most `max` characters. */
export const Text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));

/** The `:id` of an application in a recruiter call's path. */
export const ApplicationParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be an id'), v.transform(Number)),
});

/**
 * An address a recruiter gives, checked here as well as by the routes' schemas so the CLI, the demo and
 * any later caller keep to the same rule: https only (http to localhost in development), decision 0021.
 */
export function httpsAddress(url: string, field: string): string {
  if (!isHttpsUrl(url)) throw new HttpError(400, `Invalid body field '${field}': ${HTTPS_URL_MESSAGE}`);
  return url;
}
