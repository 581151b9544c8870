/**
 * `/logos/{name}`: a company's logo under the site's own address (decision 0092), relayed from the API's
 * `logos/{name}` as every relayed file is (`@jobsite/shell/file-relay`): its type, length and year-long
 * caching (the name carries a hash of the bytes, so a new logo has a new address). Public: no token is
 * sent. A resource route (loader only).
 */
import { LOGO_FILE_NAME } from '@jobsite/domain';
import { fileNotFound, relayed, relayFailed } from '@jobsite/shell/file-relay';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

/** How long the API may take to answer. */
const WITHIN_MS = 10_000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  if (!LOGO_FILE_NAME.test(name)) return fileNotFound();
  const site = context.get(siteContext);
  try {
    const answer = await fetch(`${site.api.bases.media}logos/${name}`, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(WITHIN_MS)]),
    });
    return relayed(answer);
  } catch {
    return relayFailed(request);
  }
}
