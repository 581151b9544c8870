import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache, ttlCacheByDatabase } from './ttl-cache.ts';

describe('ttlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a key once while it is fresh, again after, and forgets a failed read', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<string, number>(1000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache('a', read), cache('a', read)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache('a', read)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache('a', read)).toBe(2);
    await expect(cache('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('b', read)).toBe(3);
  });

  it('keeps at most maxEntries keys, dropping the one read longest ago', async () => {
    const cache = ttlCache<string, string>(60_000, 2);
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return key;
    };
    await cache('a', read('a'));
    await cache('b', read('b'));
    await cache('c', read('c'));
    // `a` was dropped for `c`; `b` and `c` are kept.
    await cache('b', read('b'));
    await cache('c', read('c'));
    await cache('a', read('a'));
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps each database’s reads apart', async () => {
    const cache = ttlCacheByDatabase<string, string>(60_000);
    const [one, two] = [{}, {}];
    expect(await cache(one, 'k', async () => 'one')).toBe('one');
    expect(await cache(two, 'k', async () => 'two')).toBe('two');
    expect(await cache(one, 'k', async () => 'again')).toBe('one');
  });
});
