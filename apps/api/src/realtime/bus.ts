/**
 * The realtime bus (docs/decisions/0028): events published inside a writing transaction reach the
 * subscribers of every API process on the same database once it commits.
 *
 * `publish` runs `pg_notify` on the transaction, so PostgreSQL delivers the event on commit and never
 * for a rolled-back write; each process keeps one LISTEN (postgres.js `client.listen`: one connection of
 * its own) on one channel and hands each event to its in-process subscribers by topic. PGlite, which one
 * process owns, has LISTEN/NOTIFY too, so the embedded default takes the same path within its process.
 */
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';

/** PostgreSQL's channel of the bus (one for every topic: the listening connection stays one). */
const REALTIME_CHANNEL = 'jobsite_realtime';
/** A NOTIFY payload must stay under 8000 bytes; leave room for the topic and the envelope. */
export const MAX_EVENT_BYTES = 7_000;

type Listener = (event: unknown) => void;

/** The topic of one seeker's open pages (all their tabs): chat events, and changes of their unread counts. */
export const seekerTopic = (seekerId: number) => `chat:seeker:${seekerId}`;

/** The event that tells a seeker's pages their unread notifications changed (they load the counts). */
export const NOTIFICATIONS_CHANGED = { kind: 'notifications' } as const;

/**
 * Sends `event` to `topic`'s subscribers in every process when `tx` commits, on the bus's channel: what
 * `Realtime.publish` does, for writers that have no bus at hand (a notification written by any service).
 * An event over MAX_EVENT_BYTES throws. PostgreSQL delivers one event of identical ones sent in one
 * transaction, so many notifications written together reach each page once.
 */
export async function publishEvent(tx: Queryable, topic: string, event: unknown, channel = REALTIME_CHANNEL) {
  const payload = JSON.stringify({ t: topic, e: event } satisfies Envelope);
  if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) throw new Error(`realtime event too large for ${topic}`);
  await tx.rows(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export interface Realtime {
  /** Sends `event` to `topic`'s subscribers when `tx` commits (an event over MAX_EVENT_BYTES throws). */
  publish(tx: Queryable, topic: string, event: unknown): Promise<void>;
  /** Calls `listener` with each event of `topic`; answers the unsubscribe. */
  subscribe(topic: string, listener: Listener): () => void;
  /** Resolves once this process is listening (the first subscribe starts it), so no commit is missed. */
  ready(): Promise<void>;
  /** Subscriptions open in this process. */
  size(): number;
  close(): Promise<void>;
}

interface Envelope {
  t: string;
  e: unknown;
}

export function createRealtime(db: Pick<Db, 'listen'>, channel = REALTIME_CHANNEL): Realtime {
  const topics = new Map<string, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let count = 0;

  const deliver = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const listeners = topics.get(envelope.t);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(envelope.e);
      } catch {
        // One subscriber's failure must not keep the event from the others.
      }
    }
  };

  const start = () => {
    listening ??= db.listen(channel, deliver).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    publish: (tx, topic, event) => publishEvent(tx, topic, event, channel),
    subscribe(topic, listener) {
      let listeners = topics.get(topic);
      if (!listeners) {
        listeners = new Set();
        topics.set(topic, listeners);
      }
      listeners.add(listener);
      count += 1;
      start().catch(() => undefined);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        const set = topics.get(topic);
        set?.delete(listener);
        if (set?.size === 0) topics.delete(topic);
      };
    },
    async ready() {
      await start();
    },
    size: () => count,
    async close() {
      const stop = listening;
      listening = undefined;
      topics.clear();
      count = 0;
      if (stop) await (await stop.catch(() => async () => {}))();
    },
  };
}

/** One bus per database handle: the app's routes of every vertical share its one LISTEN. */
const buses = new WeakMap<object, Realtime>();
export function realtimeFor(db: Pick<Db, 'listen'>): Realtime {
  let bus = buses.get(db);
  if (!bus) {
    bus = createRealtime(db);
    buses.set(db, bus);
  }
  return bus;
}
