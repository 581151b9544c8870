import { VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { relayStream, resumeHeaders, sessionCookies, upstreamUrl } from './relay.ts';

const encoder = new TextEncoder();

describe('the events relay', () => {
  it('finds the API’s stream of the vertical and forwards only its session cookies', () => {
    const one = VERTICALS.management.id;
    const two = VERTICALS.technology.id;
    expect(upstreamUrl({ vertical: one, apiOrigin: 'http://localhost:4000/' })).toBe(
      `http://localhost:4000/${VERTICALS[one].basePath.replace(/^\//, '')}/user/chat/events`,
    );
    expect(upstreamUrl({ vertical: two, apiOrigin: 'https://api.example', apiBasePath: 'tech/' })).toBe(
      'https://api.example/tech/user/chat/events',
    );
    expect(sessionCookies(`a=1; ${one}_session=s; ${two}_token=t; ${one}_token=x`, one)).toBe(
      `${one}_session=s; ${one}_token=x`,
    );
    expect(sessionCookies('a=1', one)).toBeUndefined();
    expect(sessionCookies(null, one)).toBeUndefined();
  });

  it('passes on the event a reconnecting page saw last, from its header or its address, and nothing else', () => {
    const at = (url: string, headers: Record<string, string> = {}) =>
      resumeHeaders(new Request(`http://site.test${url}`, { headers }));
    expect(at('/mychat/events', { 'Last-Event-ID': '42' })).toEqual({ 'last-event-id': '42' });
    expect(at('/mychat/events?lastEventId=17')).toEqual({ 'last-event-id': '17' });
    expect(at('/mychat/events?lastEventId=17', { 'Last-Event-ID': '42' })).toEqual({ 'last-event-id': '42' });
    expect(at('/mychat/events')).toEqual({});
    expect(at('/mychat/events?lastEventId=1%0d%0aX-Evil:%201')).toEqual({});
    expect(at('/mychat/events', { 'Last-Event-ID': 'abc' })).toEqual({});
  });

  it('passes events on, beats only between events, and cancels the upstream when the browser leaves', async () => {
    let push: ((s: string) => void) | undefined;
    let upstreamCancelled = false;
    const upstream = new ReadableStream<Uint8Array>({
      start(c) {
        push = (s) => c.enqueue(encoder.encode(s));
      },
      cancel() {
        upstreamCancelled = true;
      },
    });
    const browser = new AbortController();
    let closed = 0;
    const out = relayStream(upstream, {
      signal: browser.signal,
      heartbeatMs: 15,
      onClose: () => (closed += 1),
    });
    const reader = out.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    push?.('event: message\ndata: {"a"');
    await new Promise((r) => setTimeout(r, 60));
    push?.(':1}\n\n');
    await readUntil(':1}\n\n');
    expect(text).toBe('event: message\ndata: {"a":1}\n\n');
    await readUntil(': heartbeat\n\n');
    expect(text.startsWith('event: message\ndata: {"a":1}\n\n: heartbeat\n\n')).toBe(true);
    browser.abort();
    await new Promise((r) => setTimeout(r, 10));
    expect(upstreamCancelled).toBe(true);
    expect(closed).toBe(1);
    expect((await reader.read()).done).toBe(true);
  });
});
