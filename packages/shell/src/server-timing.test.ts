import { describe, expect, it } from 'vitest';
import { apiClock, serverTiming, serverTimingOn } from './server-timing.ts';

/** A fetch whose calls answer when the test says, on a clock the test moves. */
function stage() {
  let time = 0;
  const waiting: (() => void)[] = [];
  const base: typeof fetch = () =>
    new Promise<Response>((resolve) => waiting.push(() => resolve(new Response('ok'))));
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    clock: apiClock(base, () => time),
    advance: (ms: number) => {
      time += ms;
    },
    answer: async (i: number) => {
      waiting[i]?.();
      await settle();
    },
  };
}

describe('apiClock', () => {
  it('counts overlapping calls once and idle time not at all', async () => {
    const { clock, advance, answer } = stage();
    const a = clock.fetch('http://api/a');
    advance(10);
    const b = clock.fetch('http://api/b');
    advance(30);
    await answer(0);
    advance(5);
    await answer(1);
    await Promise.all([a, b]);
    expect(clock.ms()).toBe(45);
    advance(100);
    expect(clock.ms()).toBe(45);
    const c = clock.fetch('http://api/c');
    advance(7);
    expect(clock.ms()).toBe(52);
    await answer(2);
    await c;
    expect(clock.ms()).toBe(52);
  });
  it('counts a failed call too', async () => {
    let time = 0;
    const clock = apiClock(
      async () => {
        time += 20;
        throw new TypeError('fetch failed');
      },
      () => time,
    );
    await expect(clock.fetch('http://api/a')).rejects.toThrow('fetch failed');
    expect(clock.ms()).toBe(20);
    expect(clock.failed()).toBe(true);
  });
  it('says a call went unanswered on a 5xx, and not on an answer or a refusal', async () => {
    const statuses = [200, 404, 422, 503];
    const clock = apiClock(async () => new Response('', { status: statuses.shift() ?? 200 }));
    for (let i = 0; i < 3; i++) await clock.fetch('http://api/a');
    expect(clock.failed()).toBe(false);
    await clock.fetch('http://api/a');
    expect(clock.failed()).toBe(true);
  });
});

describe('serverTiming', () => {
  it('splits the server time into the API wait and the rest', () => {
    expect(serverTiming(12.34, 20)).toBe(
      'api;dur=12.3;desc="waiting for the API", render;dur=7.7;desc="loaders and rendering"',
    );
    expect(serverTiming(30, 20)).toContain('render;dur=0.0');
  });
  it('is off unless SERVER_TIMING=1', () => {
    expect(serverTimingOn({})).toBe(false);
    expect(serverTimingOn({ SERVER_TIMING: '1' })).toBe(true);
  });
});
