/**
 * `/logos/{name}`: a company's logo under the site's own address (decision 0092), relayed from the API's
 * `logos/{name}` with its type, length and year-long caching (the name carries a hash of the bytes, so a
 * new logo has a new address). Public: no token is sent. A resource route (loader only).
 */
import { LOGO_FILE_NAME } from '@jobsite/domain';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

/** How long the API may take to answer. */
const WITHIN_MS = 10_000;
/** The API's headers that describe the file; nothing else of its answer is passed on. */
const PASSED = ['content-type', 'content-length', 'cache-control', 'content-security-policy'];

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  if (!LOGO_FILE_NAME.test(name)) return text('Not found', 404);
  const site = context.get(siteContext);
  try {
    const answer = await fetch(`${site.api.bases.media}logos/${name}`, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(WITHIN_MS)]),
    });
    if (answer.status === 404) {
      await answer.body?.cancel();
      return text('Not found', 404);
    }
    if (answer.status !== 200) {
      await answer.body?.cancel();
      return text('The logo cannot be loaded right now.', 502);
    }
    const headers = new Headers({ 'x-content-type-options': 'nosniff' });
    for (const header of PASSED) {
      const value = answer.headers.get(header);
      if (value !== null) headers.set(header, value);
    }
    return new Response(answer.body, { status: 200, headers });
  } catch {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return text('The logo cannot be loaded right now.', 502);
  }
}
