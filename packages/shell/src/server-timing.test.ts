import { describe, expect, it } from 'vitest';
import { apiClock, serverTiming, serverTimingOn } from './server-timing.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('apiClock', () => {
  it('counts overlapping calls once and idle time not at all', async () => {
    const slow: typeof fetch = async () => {
      await wait(40);
      return new Response('ok');
    };
    const clock = apiClock(slow);
    await Promise.all([clock.fetch('http://api/a'), clock.fetch('http://api/b')]);
    const afterTwo = clock.ms();
    expect(afterTwo).toBeGreaterThanOrEqual(35);
    expect(afterTwo).toBeLessThan(80);
    await wait(50);
    expect(clock.ms()).toBe(afterTwo);
    await clock.fetch('http://api/c');
    expect(clock.ms()).toBeGreaterThanOrEqual(afterTwo + 35);
  });
  it('counts a failed call too', async () => {
    const clock = apiClock(async () => {
      await wait(20);
      throw new TypeError('fetch failed');
    });
    await expect(clock.fetch('http://api/a')).rejects.toThrow('fetch failed');
    expect(clock.ms()).toBeGreaterThanOrEqual(15);
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
