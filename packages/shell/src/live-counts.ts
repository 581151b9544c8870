/**
 * The signed-in person's unread counts, live (decision 0064): the API's event stream of the seeker,
 * relayed by the site at `/mychat/events` (decision 0028), sends `counts` events (notifications and
 * chats) when it opens and whenever they change, in every API process through PostgreSQL's
 * LISTEN/NOTIFY.
 *
 * One tab of the browser holds the stream: a Web Lock elects it, and it passes each count to the other
 * tabs over a BroadcastChannel, so however many tabs are open the site keeps one connection for them
 * (a browser allows six per site over HTTP/1.1); when that tab closes, the next takes the lock and opens
 * it. A tab that opens later asks the others for the last counts, so it misses none that came before.
 * Without Web Locks every tab opens its own. Only the lazy signed-in parts (the header's shortcuts,
 * the chat sticky) import this, so a visitor's pages never load it.
 */
import { useEffect, useRef, useState } from 'react';
import { followSessionEnd } from './session-ended.ts';

interface UnreadCounts {
  notifications: number;
  chats: number;
}

const STREAM = '/mychat/events';
/** The lock and the channel of the tabs of one site (origins keep brands apart). */
const NAME = 'jobsite:unread-counts';

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The counts of an event or a message from another tab, or `null` for anything else. */
function parseCounts(data: unknown): UnreadCounts | null {
  let x = data;
  if (typeof x === 'string') {
    try {
      x = JSON.parse(x);
    } catch {
      return null;
    }
  }
  if (typeof x !== 'object' || x === null) return null;
  const { notifications, chats } = x as Record<string, unknown>;
  return isCount(notifications) && isCount(chats) ? { notifications, chats } : null;
}

type Listener = (counts: UnreadCounts, at: number) => void;

const HELLO = 'hello';

const listeners = new Set<Listener>();
/** Whether this tab holds the stream. */
let leading = false;
/** The last counts this tab heard, and when (`performance.now()`). */
let latest: { counts: UnreadCounts; at: number } | null = null;
let stop: (() => void) | null = null;

function hear(counts: UnreadCounts) {
  latest = { counts, at: performance.now() };
  for (const listener of [...listeners]) listener(counts, latest.at);
}

/** Holds the stream until `done` aborts: reconnects after a refusal, 1 s doubling to 30 s. */
function lead(done: AbortSignal, share: (counts: UnreadCounts) => void): Promise<void> {
  leading = true;
  return new Promise((resolve) => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const open = () => {
      const es = new EventSource(STREAM);
      source = es;
      es.addEventListener('open', () => {
        failures = 0;
      });
      followSessionEnd(es);
      es.addEventListener('counts', (e) => {
        const counts = parseCounts((e as MessageEvent<string>).data);
        if (!counts) return;
        hear(counts);
        share(counts);
      });
      // The browser retries a dropped stream itself; a refused one (a lapsed session) is closed.
      es.addEventListener('error', () => {
        if (es.readyState !== EventSource.CLOSED || done.aborted) return;
        timer = setTimeout(open, Math.min(30_000, 1_000 * 2 ** failures++));
      });
    };
    done.addEventListener(
      'abort',
      () => {
        if (timer) clearTimeout(timer);
        source?.close();
        leading = false;
        resolve();
      },
      { once: true },
    );
    open();
  });
}

function start(): () => void {
  const done = new AbortController();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  if (channel) {
    channel.onmessage = (e: MessageEvent) => {
      if (e.data === HELLO) {
        if (leading && latest) channel.postMessage(latest.counts);
        return;
      }
      const counts = parseCounts(e.data);
      if (counts) hear(counts);
    };
    channel.postMessage(HELLO);
  }
  const share = (counts: UnreadCounts) => channel?.postMessage(counts);
  if (typeof navigator !== 'undefined' && navigator.locks)
    navigator.locks.request(NAME, { signal: done.signal }, () => lead(done.signal, share)).catch(() => {});
  else void lead(done.signal, share);
  return () => {
    done.abort();
    channel?.close();
  };
}

/** Calls `listener` with each count this tab hears (at once with the last one); answers the unsubscribe. */
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (typeof EventSource !== 'undefined') stop ??= start();
  if (latest) listener(latest.counts, latest.at);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

/**
 * One of the unread counts, live: `initial` (the root loader's, which the server rendered) until the
 * stream tells a newer one. The latest wins: a new `initial` (the loader revalidated) over what was
 * heard before it, and what is heard after it over it.
 */
export function useLiveCount(kind: keyof UnreadCounts, initial: number): number {
  const [heard, setHeard] = useState<{ count: number; at: number } | null>(null);
  // When this count was given: a count heard before it (another page's, in this tab) is older.
  const given = useRef<{ count: number; at: number } | null>(null);
  if (given.current?.count !== initial) given.current = { count: initial, at: performance.now() };
  useEffect(() => subscribe((counts, at) => setHeard({ count: counts[kind], at })), [kind]);
  return heard && heard.at > given.current.at ? heard.count : initial;
}
