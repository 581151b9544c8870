/**
 * The page's live connection: `EventSource('/mychat/events')`, reconnecting (the browser retries a
 * dropped stream itself; after a refusal, such as an expired token the site just refreshed, this waits
 * and opens a new one). Every time it opens, the page catches up with `onOpen` (a loader revalidation),
 * since events sent while it was away are not replayed.
 */
import type { ChatEvent } from '@jobsite/domain/answers';
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
    const onData = (e: MessageEvent<string>) => {
      const event = parseChatEvent(e.data);
      if (event) ref.current.onEvent(event);
    };
    const connect = () => {
      const es = new EventSource('/mychat/events');
      source = es;
      es.addEventListener('open', () => {
        failures = 0;
        setState('open');
        ref.current.onOpen?.(!opened);
        opened = true;
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
