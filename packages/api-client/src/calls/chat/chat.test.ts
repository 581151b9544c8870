/**
 * The chat calls through the client against the real API (started once by src/testing/global-setup.ts;
 * answers validated by the client). Without the internal API's key here, the recruiter's side is the
 * API's own tests' (apps/api/src/services/chat/chat.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { isApiClientError } from '../../index.ts';
import { signUp, TEST_VERTICALS } from '../../testing/real-api.ts';

describe.each(TEST_VERTICALS)('the chat calls on the %s API through the client', (vertical) => {
  it('list, read a conversation, refuse a first message from a Basic seeker with the reason, and block', async () => {
    const { client } = await signUp(vertical, {}, 'chat');
    expect(await client.chat.conversations({})).toEqual({
      conversations: [],
      unread: 0,
      page: 0,
      hasMore: false,
    });
    expect(await client.chat.unreadCount(undefined)).toEqual({ unread: 0 });

    const feed = await client.job.search({ sort: 'date' });
    const job = feed.jobs.find((j) => j.applyType === 'internal');
    if (!job) throw new Error('no internal job in the seed');
    const applied = (await client.job.apply({ jobcode: job.id })) as { applicationId?: number };
    const applicationId = applied.applicationId as number;

    const page = await client.chat.messages({ applicationId });
    expect(page).toMatchObject({
      messages: [],
      hasMore: false,
      conversation: { applicationId, canWrite: false, unread: 0, blocked: false, status: 'applied' },
    });
    const refused = await client.chat.sendMessage({ applicationId, body: 'Hello' }).catch((e: unknown) => e);
    expect(isApiClientError(refused) && refused.status).toBe(403);
    expect((refused as Error).message).toBe('You can reply once the recruiter writes to you.');
    const tooLong = await client.chat
      .sendMessage({ applicationId, body: 'x'.repeat(2001) })
      .catch((e: unknown) => e);
    expect(isApiClientError(tooLong) && tooLong.kind).toBe('input');

    expect(await client.chat.readChat({ applicationId })).toEqual({ unread: 0 });
    const { recruiterId } = page.conversation;
    expect(await client.chat.blockRecruiter({ recruiterId, blocked: true })).toEqual({
      recruiterId,
      blocked: true,
    });
    expect((await client.chat.messages({ applicationId })).conversation).toMatchObject({
      blocked: true,
      canWrite: false,
    });
    expect(await client.chat.blockRecruiter({ recruiterId, blocked: false })).toEqual({
      recruiterId,
      blocked: false,
    });
  });
});
