/**
 * A `text/event-stream` answer that stays open: comment lines as heartbeats (proxies and the brand site
 * keep an idle stream open), and a clean-up that runs once, whether the client goes away or the
 * server ends the stream.
 */

const HEARTBEAT_MS = 20_000;

export interface SseWriter {
  /** One event: its name, its data (JSON), and an id when it has one. */
  send(event: string, data: unknown, id?: string | number): void;
  comment(text: string): void;
  close(): void;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
} as const;

/** One event in the stream's text form (each data line prefixed, so a payload can never end an event). */
export function sseFrame(event: string, data: unknown, id?: string | number): string {
  const lines = JSON.stringify(data)
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n');
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines}\n\n`;
}

/**
 * Opens the stream: `start` subscribes and answers its clean-up, which runs when `signal` aborts (the
 * request went away), the reader cancels, or the writer closes.
 */
/** The streams this process is serving, so a shutdown can end them (their clients reconnect elsewhere). */
const openStreams = new Set<() => void>();

/** Ends every open event stream of this process: a shutdown must not wait for streams that never end. */
export function endStreams(): void {
  for (const finish of [...openStreams]) finish();
}

export function sseResponse(options: {
  signal: AbortSignal;
  start: (writer: SseWriter) => Promise<() => void> | (() => void);
  heartbeatMs?: number;
  retryMs?: number;
  /**
   * Ends the stream after this long, so the client reconnects and is authenticated again: a stream
   * outlives neither the access token that opened it nor a session revoked meanwhile.
   */
  maxMs?: number;
}): Response {
  const encoder = new TextEncoder();
  let cleanUp: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const finish = () => {
    if (closed) return;
    closed = true;
    openStreams.delete(finish);
    if (timer) clearInterval(timer);
    if (lifetime) clearTimeout(lifetime);
    options.signal.removeEventListener('abort', finish);
    cleanUp?.();
    try {
      controllerRef?.close();
    } catch {
      // Already closed or cancelled.
    }
  };

  const write = (text: string) => {
    if (closed || !controllerRef) return;
    try {
      controllerRef.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };

  const writer: SseWriter = {
    send: (event, data, id) => write(sseFrame(event, data, id)),
    comment: (text) => write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`),
    close: finish,
  };

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controllerRef = controller;
      if (options.signal.aborted) return finish();
      openStreams.add(finish);
      options.signal.addEventListener('abort', finish, { once: true });
      write(`retry: ${options.retryMs ?? 3_000}\n\n`);
      try {
        const stop = await options.start(writer);
        if (closed) stop();
        else cleanUp = stop;
      } catch {
        finish();
        return;
      }
      writer.comment('connected');
      timer = setInterval(() => writer.comment('heartbeat'), options.heartbeatMs ?? HEARTBEAT_MS);
      timer.unref?.();
      if (options.maxMs !== undefined) {
        lifetime = setTimeout(finish, options.maxMs);
        lifetime.unref?.();
      }
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
