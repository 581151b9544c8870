/**
 * The client's time, injected so tests control it (convention 20): `now()` decides whether a cookie the
 * API set has expired, `sleep(ms)` is the wait between refresh tries. No test sleeps for the clock.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
