import { useEffect, useState } from 'react';
import { browserTimeZone, formatInstant, formatSlot, SERVER_TIME_ZONE } from './times.ts';

/**
 * The zone to show times in: UTC on the server and in the first client render (so hydration matches
 * the server's HTML), then the browser's own.
 */
export function useTimeZone(): string {
  const [zone, setZone] = useState(SERVER_TIME_ZONE);
  useEffect(() => setZone(browserTimeZone()), []);
  return zone;
}

/** An instant, or a slot from `start` to `end`, in a `<time>` that carries the UTC instant. */
export function LocalTime({ start, end, id }: { start: string; end?: string | undefined; id?: string }) {
  const zone = useTimeZone();
  return (
    <time dateTime={start} id={id}>
      {end ? formatSlot(start, end, zone) : formatInstant(start, zone)}
    </time>
  );
}
