/**
 * The interview calls through the client against the real API (started by src/testing/global-setup.ts,
 * without an admin key, so no recruiter offers slots here: the API's own tests cover booking). Each
 * answer is checked against its schema by the client (`validateResponses`).
 */
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../index.ts';
import { signUp, TEST_VERTICALS } from '../../testing/real-api.ts';

describe.each(TEST_VERTICALS)('the interview calls on the %s API through the client', (vertical) => {
  it('serves an empty list, counts and timings, and 404 for a slot that is not the seeker’s', async () => {
    const { client } = await signUp(vertical, { validateResponses: true }, 'interviews');
    expect(await client.interviews.interviewSlots({ booked: 0, pageNumber: 0, pageContent: 10 })).toEqual({
      interviews: [],
      pageNumber: 0,
      hasMore: false,
    });
    expect(await client.interviews.interviewSlotsCount()).toEqual({ count: 0, toBook: 0, upcoming: 0 });
    expect(await client.interviews.interviewSlotTimings({})).toEqual({ calendars: [] });
    for (const call of [
      () => client.interviews.interviewSlot({ slotid: 999_999 }),
      () => client.interviews.interviewSlotDetails({ calendarId: 1, slotId: 999_999 }),
      () => client.interviews.interviewSlotIcs({ slotid: 999_999 }),
      () => client.interviews.confirmSlot({ slotid: 999_999 }),
      () => client.interviews.cancelSlot({ slotid: 999_999 }),
      () => client.interviews.notifyRecruiter({ calendarId: 999_999 }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect((error as ApiClientError).status).toBe(404);
    }
    // The call checks its body against the contract's schema, the one the API parses it with, and
    // refuses a slot id that is not a number before sending it.
    const bad = await client.interviews.confirmSlot({ slotid: 'abc' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiClientError);
    expect(bad).toMatchObject({ kind: 'input', code: 400, message: expect.stringContaining('slotid') });
  });
});
