/**
 * How a page's live stream (`EventSource`) learns that the session behind it has ended (revoked on the
 * server, logged out in another tab): a stream cannot follow the redirect a page would get, so the site
 * answers it with this event, whose data is where the page goes (`session.ts`), and the page goes there,
 * signed out. Without it the stream's answer removed the cookies and the tab went on showing the
 * signed-in person's page until their next click.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

/** Where a `session-ended` event sends the page: a path of this site, else home. */
export const sessionEndTarget = (data: string): string =>
  data.startsWith('/') && !data.startsWith('//') ? data : '/';

/** Makes a stream follow its session's end: closes it and loads the page the event names. */
export function followSessionEnd(es: EventSource, onEnd: () => void = () => {}): void {
  es.addEventListener(SESSION_ENDED_EVENT, (e) => {
    onEnd();
    es.close();
    window.location.assign(sessionEndTarget((e as MessageEvent<string>).data));
  });
}

/** The answer to a live stream whose session has ended (server side), with the cookies that remove it. */
export function sessionEndedStream(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
  });
  for (const c of cookies) headers.append('set-cookie', c);
  return new Response(`event: ${SESSION_ENDED_EVENT}\ndata: ${location}\n\n`, { status: 200, headers });
}
