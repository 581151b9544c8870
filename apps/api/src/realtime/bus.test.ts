import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { VERTICALS } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../db/client.ts';
import { chatRecruiterRoutes } from '../services/chat/routes.ts';
import { drivers } from '../test-server.ts';
import { createRealtime, MAX_EVENT_BYTES } from './bus.ts';
import { endStreams, sseFrame, sseResponse } from './sse.ts';

const waitFor = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.each(drivers)('the realtime bus on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ url: driver === 'postgres' ? process.env.DATABASE_URL : undefined });
  });
  afterAll(async () => {
    await db.close();
  });

  it('delivers on commit, by topic, never for a rolled-back write, and stops after unsubscribe', async () => {
    const bus = createRealtime(db, `test_bus_${process.pid}`);
    const got: unknown[] = [];
    const other: unknown[] = [];
    const stop = bus.subscribe('a', (e) => got.push(e));
    bus.subscribe('b', (e) => other.push(e));
    await bus.ready();
    await db.transaction(async (tx) => {
      await bus.publish(tx, 'a', { n: 1 });
      await tx.rows(sql`SELECT 1`);
      expect(got).toEqual([]);
    });
    await waitFor(() => got.length === 1);
    expect(got).toEqual([{ n: 1 }]);
    await expect(
      db.transaction(async (tx) => {
        await bus.publish(tx, 'a', { n: 2 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction((tx) => bus.publish(tx, 'a', { n: 3 }));
    await waitFor(() => got.length === 2);
    expect(got).toEqual([{ n: 1 }, { n: 3 }]);
    expect(other).toEqual([]);
    expect(bus.size()).toBe(2);
    stop();
    expect(bus.size()).toBe(1);
    await db.transaction((tx) => bus.publish(tx, 'a', { n: 4 }));
    await db.transaction((tx) => bus.publish(tx, 'b', { n: 5 }));
    await waitFor(() => other.length === 1);
    expect(got).toHaveLength(2);
    await expect(db.transaction((tx) => bus.publish(tx, 'a', 'x'.repeat(MAX_EVENT_BYTES)))).rejects.toThrow(
      'too large',
    );
    await bus.close();
  });

  it('drops a stream’s subscription when its client goes away', async () => {
    const bus = createRealtime(db, `test_streams_${process.pid}`);
    const server = serve({
      fetch: chatRecruiterRoutes(
        { db, mail: { secret: 'test', siteOrigins: {} }, realtime: bus },
        VERTICALS.management.id,
      ).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/chat/events`, {
        signal: abort.signal,
      });
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes(': connected')) text += new TextDecoder().decode((await reader.read()).value);
      expect(bus.size()).toBe(1);
      abort.abort();
      await waitFor(() => bus.size() === 0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
    }
  });
});

describe('event streams', () => {
  it('writes events whose data cannot end the event, and a heartbeat', () => {
    expect(sseFrame('message', { body: 'a\n\nb' }, 7)).toBe(
      'id: 7\nevent: message\ndata: {"body":"a\\n\\nb"}\n\n',
    );
  });

  it('cleans up once when the client goes away, and sends heartbeats meanwhile', async () => {
    const controller = new AbortController();
    let cleaned = 0;
    const res = sseResponse({
      signal: controller.signal,
      heartbeatMs: 20,
      start: (w) => {
        w.send('hello', { ok: true });
        return () => {
          cleaned += 1;
        };
      },
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('retry: 3000\n\nevent: hello\ndata: {"ok":true}\n\n: connected\n\n');
    await reader.cancel();
    controller.abort();
    expect(cleaned).toBe(1);
  });

  it('ends every open stream at shutdown', async () => {
    let cleaned = 0;
    const res = sseResponse({
      signal: new AbortController().signal,
      start: () => () => {
        cleaned += 1;
      },
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    endStreams();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(cleaned).toBe(1);
  });

  it('ends a stream after its lifetime, so the client reconnects and is authenticated again', async () => {
    let cleaned = 0;
    const res = sseResponse({
      signal: new AbortController().signal,
      maxMs: 50,
      start: () => () => {
        cleaned += 1;
      },
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(cleaned).toBe(1);
  });
});
