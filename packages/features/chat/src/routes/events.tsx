/**
 * `/mychat/events`: the seeker's live chat events for their open pages, relayed from the API with their
 * session (the browser never holds the API's token). A resource route: it answers the stream itself.
 */
import { sessionEndedStream } from '@jobsite/shell/session-ended';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { EVENT_STREAM_HEADERS, relayStream, resumeHeaders, sessionCookies, upstreamUrl } from '../relay.ts';

const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  // Only a signed-in page opens the stream: without the session's cookies, its session has ended (a
  // logout in another tab), and the page goes home signed out.
  if (!site.signedIn) return sessionEndedStream('/');
  const upstreamAbort = new AbortController();
  const onGone = () => upstreamAbort.abort();
  request.signal.addEventListener('abort', onGone, { once: true });
  let upstream: Response;
  try {
    // Not the page's budgeted fetch: the stream stays open far longer than a page's 2.5 s of calls.
    const cookie = sessionCookies(request.headers.get('cookie'), site.vertical);
    upstream = await fetch(upstreamUrl(site), {
      headers: { accept: 'text/event-stream', ...resumeHeaders(request), ...(cookie ? { cookie } : {}) },
      signal: upstreamAbort.signal,
    });
  } catch {
    request.signal.removeEventListener('abort', onGone);
    return text(503, 'Live updates are not available right now.', { 'Retry-After': '5' });
  }
  if (upstream.status === 406 || upstream.status === 401 || upstream.status === 418) {
    // The access token expired, or the session may have ended: ask through the site's client, which
    // refreshes the token (its cookies reach this answer) or finds the session ended (and its answer
    // becomes the stream's `session-ended` event, session.ts); else the page reconnects.
    await upstream.body?.cancel().catch(() => undefined);
    request.signal.removeEventListener('abort', onGone);
    await site.api.chat.unreadCount(undefined).catch(() => undefined);
    return text(503, 'Reconnecting', { 'Retry-After': '1' });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    request.signal.removeEventListener('abort', onGone);
    return text(503, 'Live updates are not available right now.');
  }
  const body = relayStream(upstream.body, {
    signal: request.signal,
    onClose: () => {
      request.signal.removeEventListener('abort', onGone);
      upstreamAbort.abort();
    },
  });
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
}
