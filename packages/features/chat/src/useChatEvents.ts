/**
 * The page's live connection: `EventSource('/mychat/events')`, reconnecting (the browser retries a
 * dropped stream itself, sending the last event's id; after a refusal, such as an expired token the site
 * just refreshed, this waits and opens a new one that names it). The API sends the messages and read
 * marks missed meanwhile first (decision 0070). Every time it opens, the page also catches up with
 * `onOpen` (a loader revalidation), for what lies beyond the stream's replay.
 */
import type { ChatEvent } from '@jobsite/domain/answers';
import { followSessionEnd } from '@jobsite/shell/session-ended';
import { useEffect, useRef, useState } from 'react';
import { parseChatEvent, reconnectDelayMs } from './live.ts';

export type LiveState = 'connecting' | 'open' | 'offline';

export function useChatEvents(handlers: {
  onEvent: (event: ChatEvent) => void;
  onOpen?: (first: boolean) => void;
}) {
  const ref = useRef(handlers);
  ref.current = handlers;
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;
    let lastEventId = '';
    const onData = (e: MessageEvent<string>) => {
      if (e.lastEventId) lastEventId = e.lastEventId;
      const event = parseChatEvent(e.data);
      if (event) ref.current.onEvent(event);
    };
    const connect = () => {
      const es = new EventSource(
        lastEventId ? `/mychat/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/mychat/events',
      );
      source = es;
      es.addEventListener('open', () => {
        failures = 0;
        setState('open');
        ref.current.onOpen?.(!opened);
        opened = true;
      });
      followSessionEnd(es, () => {
        stopped = true;
      });
      es.addEventListener('message', onData);
      es.addEventListener('read', onData);
      es.addEventListener('error', () => {
        if (stopped) return;
        if (es.readyState === EventSource.CLOSED) {
          setState('offline');
          es.close();
          timer = setTimeout(connect, reconnectDelayMs(failures++));
        } else setState('connecting');
      });
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, []);

  return state;
}
