/**
 * The brand site's relay of the API's chat stream (decision 0028): the browser never holds the API's
 * token, so `/mychat/events` opens `GET user/chat/events` with the seeker's session cookies and passes the
 * stream on, with heartbeats of its own between events, and closes the upstream when the browser leaves.
 * It is not one of the page's budgeted calls (`availability.ts`): a stream lives for minutes.
 */

import { VERTICALS, type Vertical } from '@jobsite/domain';
import { SERVICE_PATHS } from '@jobsite/domain/answers';

const RELAY_HEARTBEAT_MS = 20_000;

/** `Cache-Control: no-transform` keeps compression (react-router-serve's) from buffering the stream. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

/** Where the API serves the seeker's chat stream. */
export function upstreamUrl(site: {
  vertical: Vertical;
  apiOrigin: string;
  apiBasePath?: string | undefined;
}) {
  const origin = site.apiOrigin.replace(/\/+$/, '');
  const base = (site.apiBasePath ?? VERTICALS[site.vertical].basePath)
    .replace(/^\/*/, '/')
    .replace(/\/+$/, '');
  return `${origin}${base}/${SERVICE_PATHS.user}user/chat/events`;
}

/** Only the vertical's session cookies go to the API, not whatever else the site's cookie holds. */
export function sessionCookies(header: string | null, vertical: Vertical): string | undefined {
  if (!header) return undefined;
  const names = new Set([`${vertical}_session`, `${vertical}_token`]);
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => names.has(part.slice(0, part.indexOf('=')).trim()));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * The event a reconnecting page saw last, for the API to resume after (decision 0070): the browser's own
 * `Last-Event-ID` when its EventSource reconnects, or `?lastEventId=` when the page opens a new one after
 * a refusal. Only an event id is passed on.
 */
export function resumeHeaders(request: Request): Record<string, string> {
  const id = (
    request.headers.get('last-event-id') ??
    new URL(request.url).searchParams.get('lastEventId') ??
    ''
  ).trim();
  return /^\d{1,15}$/.test(id) ? { 'last-event-id': id } : {};
}

/**
 * The upstream body passed on: bytes as they come, a heartbeat comment whenever the stream has been quiet
 * for `heartbeatMs` (only between events, never inside one), and the upstream cancelled when the
 * browser goes away (`signal`) or the reader cancels.
 */
export function relayStream(
  upstream: ReadableStream<Uint8Array>,
  options: { signal: AbortSignal; onClose: () => void; heartbeatMs?: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reader = upstream.getReader();
  let tail = '\n\n';
  let timer: ReturnType<typeof setInterval> | undefined;
  let done = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const finish = () => {
    if (done) return;
    done = true;
    if (timer) clearInterval(timer);
    options.signal.removeEventListener('abort', finish);
    reader.cancel().catch(() => undefined);
    options.onClose();
    try {
      controllerRef?.close();
    } catch {
      // Already closed.
    }
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      if (options.signal.aborted) return finish();
      options.signal.addEventListener('abort', finish, { once: true });
      timer = setInterval(() => {
        if (done || !tail.endsWith('\n\n')) return;
        try {
          controller.enqueue(encoder.encode(': heartbeat\n\n'));
        } catch {
          finish();
        }
      }, options.heartbeatMs ?? RELAY_HEARTBEAT_MS);
      timer.unref?.();
      void (async () => {
        try {
          for (;;) {
            const { value, done: ended } = await reader.read();
            if (ended || done) break;
            tail = (tail + decoder.decode(value, { stream: true })).slice(-2);
            controller.enqueue(value);
          }
        } catch {
          // The upstream failed or was cancelled: the browser reconnects.
        }
        finish();
      })();
    },
    cancel() {
      finish();
    },
  });
}
