import type { ChatMessage } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import {
  applicationIdOf,
  applyReadMark,
  lastSeenId,
  latestConversation,
  mergeMessages,
  newestFromRecruiter,
  parseChatEvent,
  reconnectDelayMs,
  sentAt,
} from './live.ts';

const msg = (id: number, sender: 'recruiter' | 'seeker', read = false): ChatMessage => ({
  id,
  applicationId: 7,
  sender,
  body: `m${id}`,
  createdAt: '2026-11-23T06:00:00.000Z',
  read,
});

describe('live chat state', () => {
  it('reads message and read events and refuses anything else', () => {
    expect(parseChatEvent(JSON.stringify({ kind: 'message', message: msg(1, 'recruiter') }))).toMatchObject({
      kind: 'message',
      message: { id: 1 },
    });
    expect(
      parseChatEvent(JSON.stringify({ kind: 'read', applicationId: 7, reader: 'recruiter', upTo: 3 })),
    ).toEqual({
      kind: 'read',
      applicationId: 7,
      reader: 'recruiter',
      upTo: 3,
    });
    expect(parseChatEvent('{"kind":"message","message":{"id":"x"}}')).toBeNull();
    expect(parseChatEvent('not json')).toBeNull();
  });

  it('joins loaded and live messages once each, oldest first, keeping read marks', () => {
    const merged = mergeMessages(
      [msg(1, 'recruiter'), msg(3, 'seeker', true)],
      [msg(2, 'seeker'), msg(3, 'seeker')],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]?.read).toBe(true);
  });

  it('turns the recruiter’s read mark into "Seen" on the seeker’s messages up to it', () => {
    const marked = applyReadMark(
      [msg(1, 'seeker'), msg(2, 'recruiter'), msg(3, 'seeker'), msg(4, 'seeker')],
      'recruiter',
      3,
    );
    expect(marked.map((m) => m.read)).toEqual([true, false, true, false]);
    expect(lastSeenId(marked)).toBe(3);
    expect(lastSeenId([msg(2, 'recruiter', true)])).toBeNull();
    expect(newestFromRecruiter(marked)).toBe(2);
    expect(newestFromRecruiter([])).toBeNull();
  });

  it('reads the application id of the address, backs off reconnects, and says when', () => {
    expect(applicationIdOf('42')).toBe(42);
    expect(applicationIdOf('4a')).toBeNull();
    expect(applicationIdOf('1234567890123456')).toBeNull();
    expect(applicationIdOf(undefined)).toBeNull();
    expect([0, 1, 2, 5, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 30000, 30000]);
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(sentAt('2026-11-23T06:05:00.000Z', now, 'UTC')).toBe('06:05');
    expect(sentAt('2026-11-21T06:05:00.000Z', now, 'UTC')).toBe('21 Nov, 06:05');
  });

  it('keeps a block’s state over a reload that began before the block, and a later reload over both', () => {
    const before = { conversation: { blocked: false }, readAt: 1_000 };
    const blocked = { conversation: { blocked: true }, readAt: 1_500 };
    const after = { conversation: { blocked: false }, readAt: 2_000 };
    // The page as loaded, nothing changed since.
    expect(latestConversation(before, undefined)).toEqual({ blocked: false });
    // A reload that began at 1,000 lands after the block's answer: the block stays.
    expect(latestConversation(before, blocked)).toEqual({ blocked: true });
    // A reload that began after the block (an unblock elsewhere, say) is the newer state.
    expect(latestConversation(after, blocked)).toEqual({ blocked: false });
  });
});
