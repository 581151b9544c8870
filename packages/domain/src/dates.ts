export const INVALID_DATE = 'Invalid Date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `YYYY-MM-DD`, optionally followed by a time (`T` or space) and an optional zone. */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function parseIsoLike(text: string): number {
  const m = ISO_LIKE.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month > 11 || day < 1 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const utc = Date.UTC(year, month, day, hour, minute, second, Number(frac.slice(0, 3).padEnd(3, '0')));
  // Date.UTC rolls 30 February over to March; refuse days the month does not have.
  if (new Date(Date.UTC(year, month, day)).getUTCDate() !== day) return Number.NaN;
  if (!zone || zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return utc - sign * offset * 60_000;
}

/** Milliseconds since the epoch of a date-like value, or `NaN`. */
function toTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return Number.NaN;
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return parseIsoLike(text);
  return Date.parse(text);
}

/**
 * A readable date, `21 Nov 2026` (day without leading zero, English month abbreviation, year), always in
 * UTC so that the server and every browser render the same text.
 *
 * Accepts a `Date`, a number of milliseconds since the epoch, or a string. Strings starting `YYYY-MM-DD`
 * are read by this module (a date or a date-time without a zone is read as UTC; impossible dates such as
 * 2026-02-30 are refused); other strings go to `Date.parse`. Anything else, and any value that is not a
 * real date (`undefined`, `null`, garbage text, `NaN`), gives `Invalid Date`.
 */
export function formatDate(value: unknown): string {
  const time = toTime(value);
  if (!Number.isFinite(time)) return INVALID_DATE;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
