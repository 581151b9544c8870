/**
 * The one rule for every address a recruiter or seeker can set (an external job's apply link, an
 * assessment link): an absolute `https://` address, or `http://` to the local machine only (localhost,
 * 127.0.0.1, [::1]) for development. No other scheme (`javascript:`, `data:`, `vbscript:`, ...), no
 * relative address, no credentials, no whitespace or control characters anywhere (decision 0021).
 *
 * Written as a strict grammar rather than with the `URL` global (the package runs without it): what it
 * accepts, a browser reads as the same https address.
 */
import * as v from 'valibot';

export const HTTPS_URL_MAX_LENGTH = 2048;

/** Hosts an `http://` address may name: the developer's own machine. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Whitespace, control, format (bidi overrides, zero-width), private-use and unassigned characters. */
const INVISIBLE = /[\s\p{C}]/u;
/** Characters RFC 3986 never allows unescaped in an address. */
const UNSAFE = /["<>\\^`{|}]/;
const SCHEME = /^(https?):\/\//i;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i;
const PORT = /^\d{1,5}$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A last label a browser reads as a number, which makes the whole host an IPv4 address. */
const NUMERIC = /^(?:0x[0-9a-f]*|\d+)$/i;

function isHost(host: string): boolean {
  if (IPV6.test(host)) return true;
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.endsWith('.') ? host.slice(0, -1).split('.') : host.split('.');
  if (NUMERIC.test(labels.at(-1) ?? '')) return IPV4.test(labels.join('.'));
  return labels.every((label) => LABEL.test(label));
}

/** Whether `text` is an address a recruiter or seeker may set: see the module's comment. */
export function isHttpsUrl(text: string): boolean {
  if (text.length > HTTPS_URL_MAX_LENGTH || INVISIBLE.test(text) || UNSAFE.test(text)) return false;
  const scheme = SCHEME.exec(text);
  if (!scheme) return false;
  const rest = text.slice(scheme[0].length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  // No user name or password: `https://bank.example@evil.example` names evil.example.
  if (authority.includes('@')) return false;
  const portAt = authority.lastIndexOf(':');
  // A colon inside an IPv6 literal is not a port's.
  const hasPort = portAt !== -1 && !authority.endsWith(']');
  const host = (hasPort ? authority.slice(0, portAt) : authority).toLowerCase();
  if (hasPort) {
    const port = authority.slice(portAt + 1);
    if (!PORT.test(port) || Number(port) > 65_535) return false;
  }
  if (!isHost(host)) return false;
  return scheme[1]?.toLowerCase() === 'https' || (LOOPBACK_HOSTS as readonly string[]).includes(host);
}

export const HTTPS_URL_MESSAGE = 'must be an https:// address (http:// only for localhost)';

/** An address a recruiter or seeker may set, as typed: see `isHttpsUrl`. */
export const HttpsUrl = v.pipe(
  v.string(HTTPS_URL_MESSAGE),
  v.maxLength(HTTPS_URL_MAX_LENGTH, `must be at most ${HTTPS_URL_MAX_LENGTH} characters`),
  v.check(isHttpsUrl, HTTPS_URL_MESSAGE),
);
