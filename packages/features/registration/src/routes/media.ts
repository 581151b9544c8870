/**
 * `/media/file/{owner}/{name}`: the site's own address of a file the API keeps (pictures, Round Zero
 * recordings; decision 0035). It relays the request to the API's `media/file/{owner}/{name}` with the
 * signed-in person's access token as the bearer, passes `Range` through and streams the answer back
 * (200, 206 or 416 with the range headers), so a player can seek while the page never holds the token.
 */
import { fileNotFound, relayed, relayFailed } from '@jobsite/shell/file-relay';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

const OWNER = /^\d{1,10}$/;
const NAME = /^[a-z]+-[a-z0-9]{1,40}\.[a-z0-9]{3,4}$/;
/** How long the API may take to start answering; the file itself then streams for as long as it needs. */
const HEADERS_WITHIN_MS = 10_000;

/** The value of one cookie of the request (the API's access-token cookie), as the API wrote it. */
export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const owner = params.owner ?? '';
  const name = params.name ?? '';
  if (!OWNER.test(owner) || !NAME.test(name)) return fileNotFound();
  const url = `${site.api.bases.media}media/file/${owner}/${name}`;
  const range = request.headers.get('range');

  const send = async (token: string | undefined) => {
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), HEADERS_WITHIN_MS);
    try {
      return await fetch(url, {
        headers: {
          ...(range ? { range } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        // The person left (a player seeking cancels its request): stop reading from the API too.
        signal: AbortSignal.any([request.signal, waiting.signal]),
      });
    } finally {
      clearTimeout(timer);
    }
  };

  try {
    const token = site.signedIn ? (site.api.token ?? cookieOf(request, `${site.vertical}_token`)) : undefined;
    let answer = await send(token);
    if (answer.status === 406 && site.signedIn) {
      // The access token expired: refresh it once (its new cookies reach the response) and ask again.
      await answer.body?.cancel();
      await site.api.auth.refresh(undefined);
      answer = await send(site.api.token);
    }
    return relayed(answer);
  } catch {
    return relayFailed(request);
  }
}
