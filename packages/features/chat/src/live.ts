/**
 * The conversation page's live state, as pure functions: what an event of `/mychat/events` says, how it
 * joins the messages the loader gave, and how the recruiter's read mark becomes "Seen".
 */
import type { ChatEvent, ChatMessage } from '@jobsite/domain/answers';

const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isSide = (x: unknown): x is 'recruiter' | 'seeker' => x === 'recruiter' || x === 'seeker';

function isMessage(x: unknown): x is ChatMessage {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Record<string, unknown>;
  return (
    isId(m.id) &&
    isId(m.applicationId) &&
    isSide(m.sender) &&
    typeof m.body === 'string' &&
    typeof m.createdAt === 'string' &&
    typeof m.read === 'boolean'
  );
}

/**
 * An event of the stream (`message` or `read`, the shapes of the domain's `ChatEvent`), or `null` for
 * anything else: never trust the wire.
 */
export function parseChatEvent(data: string): ChatEvent | null {
  let x: unknown;
  try {
    x = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof x !== 'object' || x === null) return null;
  const e = x as Record<string, unknown>;
  if (e.kind === 'message' && isMessage(e.message)) return { kind: 'message', message: e.message };
  if (e.kind === 'read' && isId(e.applicationId) && isSide(e.reader) && isId(e.upTo))
    return { kind: 'read', applicationId: e.applicationId, reader: e.reader, upTo: e.upTo };
  return null;
}

/** The loader's messages and those that arrived live, each once, oldest first. */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) {
    for (const m of list) {
      const known = byId.get(m.id);
      // The later copy wins, but a message once read stays read.
      byId.set(m.id, known ? { ...m, read: known.read || m.read } : m);
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The messages the other side has read up to `upTo` are read (the seeker's: "Seen"). */
export function applyReadMark(
  messages: readonly ChatMessage[],
  reader: 'recruiter' | 'seeker',
  upTo: number,
) {
  const sender = reader === 'recruiter' ? 'seeker' : 'recruiter';
  return messages.map((m) => (m.sender === sender && m.id <= upTo && !m.read ? { ...m, read: true } : m));
}

/** The seeker's last message the recruiter has read: the one that shows "Seen". */
export function lastSeenId(messages: readonly ChatMessage[]): number | null {
  let seen: number | null = null;
  for (const m of messages) if (m.sender === 'seeker' && m.read) seen = m.id;
  return seen;
}

/** The newest recruiter message, which reading the conversation marks read up to. */
export function newestFromRecruiter(messages: readonly ChatMessage[]): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.sender === 'recruiter') return m.id;
  }
  return null;
}

/** A conversation's application id from the page address, or `null` when it is not one. */
/** A conversation's state and when the site asked the API for it (the site's clock, in ms). */
export interface ReadState<C> {
  conversation: C;
  readAt: number;
}

/**
 * The conversation as the site last read it: the page's load, unless a change (a block, an unblock)
 * answered a state read after that load began. A reload that began before the change and ends after it
 * (a revalidation an earlier read or live event started) carries the state from before the change and
 * must not put it back.
 */
export function latestConversation<C>(loaded: ReadState<C>, changed: ReadState<C> | undefined): C {
  return changed && changed.readAt > loaded.readAt ? changed.conversation : loaded.conversation;
}

export function applicationIdOf(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

/** How long to wait before reconnecting after the `attempt`-th failure in a row: 1 s doubling to 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));

/** "10:42" today, else "21 Nov, 10:42": when a message was sent, in the reader's time zone. */
export function sentAt(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const day = (d: Date) =>
    d.toLocaleDateString('en-IN', { ...zone, year: 'numeric', month: 'short', day: 'numeric' });
  const time = date.toLocaleTimeString('en-IN', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  if (day(date) === day(now)) return time;
  return `${date.toLocaleDateString('en-IN', { ...zone, day: 'numeric', month: 'short' })}, ${time}`;
}
