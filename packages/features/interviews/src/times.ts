/**
 * Interview times: the API stores and answers UTC instants; the page shows them in the seeker's time
 * zone. The server renders them in UTC inside `<time dateTime>` and the browser rewrites them in its
 * own zone after hydration (`LocalTime`), so the server's HTML and the first client render match.
 */

/** The zone the server renders in, before the browser knows its own. */
export const SERVER_TIME_ZONE = 'UTC';

/** The browser's time zone (IANA name), UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_TIME_ZONE;
  } catch {
    return SERVER_TIME_ZONE;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of a zone, UTC's for a zone the runtime does not know. */
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
        timeZone: zone,
      });
    } catch {
      return formatIn(SERVER_TIME_ZONE);
    }
    formats.set(zone, format);
  }
  return format;
}

const valid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * ICU's spaces as plain ones: Node's and the browser's ICU put thin or no-break spaces in different
 * places (around a range's dash, before a day period), and the server's text must equal the first
 * client render's, or hydration fails.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** `Mon, 23 Nov 2026, 15:00 GMT+5:30`: an instant in a zone. */
export function formatInstant(iso: string, zone: string = SERVER_TIME_ZONE): string {
  const date = new Date(iso);
  return valid(date) ? plainSpaces(formatIn(zone).format(date)) : iso;
}

/** `Mon, 23 Nov 2026, 15:00–16:00 GMT+5:30`: a slot in a zone (both dates when it spans two days). */
export function formatSlot(startIso: string, endIso: string, zone: string = SERVER_TIME_ZONE): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (!valid(start)) return startIso;
  if (!valid(end) || end <= start) return formatInstant(startIso, zone);
  return plainSpaces(formatIn(zone).formatRange(start, end));
}
