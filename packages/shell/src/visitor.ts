/**
 * Who is asking (decision 0068): the brand site calls the API server to server, so without help the API
 * sees one address, the site's, for every visitor and its per-address limits (sign-ups an hour, the
 * sign-in delays) count everyone together. The site tells the API the visitor's address in a header it
 * signs with the secret the two share (`VISITOR_ADDRESS_SECRET`): HMAC-SHA256 over the address and the
 * time, good for a minute. The API (`apps/api/src/http/visitor.ts`) uses a claim that verifies and ignores
 * any other.
 *
 * The visitor's address is the connection's, read through Node's `http.server.request.start` channel
 * (React Router's server hands the app a Fetch `Request`, which has no socket): every request the
 * process's HTTP server takes is stamped with its peer address and a random value of this process, so
 * a stamp a client sends itself is never read. Behind a reverse proxy the peer is the proxy: when it is
 * one of `TRUSTED_PROXIES` (addresses or CIDR ranges, comma-separated), the address it appended to
 * `X-Forwarded-For` is the visitor's, and so on leftwards through trusted proxies only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

/** The header of the signed claim; the API reads the same name. */
export const VISITOR_HEADER = 'x-visitor-address';

/** The header the stamp is kept in on the way from the socket to the request. */
const PEER_HEADER = 'x-jobsite-peer';

const STAMP = Symbol.for('jobsite.site.peer-stamp');

/**
 * This process's stamp value, subscribing once per process (a module loaded again in development
 * keeps the first subscription and its value).
 */
function peerStamp(): string {
  const kept = globalThis as { [STAMP]?: string };
  const existing = kept[STAMP];
  if (existing) return existing;
  const stamp = randomBytes(16).toString('hex');
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    // Replaces whatever the client sent under this name: only this process's stamp is ever read.
    request.headers[PEER_HEADER] = `${stamp} ${socket.remoteAddress ?? ''}`;
  });
  kept[STAMP] = stamp;
  return stamp;
}
// The stamp must be in place before the HTTP server takes its first request.
peerStamp();

/** A request's headers with the stamp of `address` (what the HTTP server does; for tests). */
export function stampPeer(headers: Headers, address: string): Headers {
  headers.set(PEER_HEADER, `${peerStamp()} ${address}`);
  return headers;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) as the IPv4 one. */
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The connection's address, when this process's HTTP server stamped the request. */
export function peerAddressOf(request: Request): string | undefined {
  const value = request.headers.get(PEER_HEADER);
  const space = value?.indexOf(' ') ?? -1;
  if (!value || space < 0) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(peerStamp());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const address = plain(value.slice(space + 1));
  return isIP(address) ? address : undefined;
}

/**
 * The proxies whose `X-Forwarded-For` entries are believed, from `TRUSTED_PROXIES`: addresses and CIDR
 * ranges, comma-separated. An entry that is neither is left out (and named once on the console), so a
 * typo trusts less, never more.
 */
export function trustedProxies(list: string | undefined): BlockList | undefined {
  if (!list?.trim()) return undefined;
  const proxies = new BlockList();
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    if (family === 0 || rest.length > 0) {
      console.error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range; left out`);
    } else if (bits === undefined) {
      proxies.addAddress(address, family === 6 ? 'ipv6' : 'ipv4');
    } else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 6 ? 128 : 32)) {
      proxies.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    } else {
      console.error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length; left out`);
    }
  }
  return proxies;
}

const trusts = (proxies: BlockList, address: string) =>
  proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The visitor's address: the connection's, or behind trusted proxies the last `X-Forwarded-For` entry a
 * trusted proxy did not add. Undefined when the request was not stamped (it did not come through this
 * process's HTTP server) or an entry it would take is not an address.
 */
export function visitorAddressOf(request: Request, proxies: BlockList | undefined): string | undefined {
  let address = peerAddressOf(request);
  if (!address || !proxies) return address;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  while (address && trusts(proxies, address)) {
    const next = forwarded.pop();
    if (next === undefined) break;
    address = isIP(next) ? next : undefined;
  }
  return address;
}

/** The text the signature covers: a purpose, the address and the time in seconds. */
const signedText = (address: string, issuedAtS: number) => `visitor-address\n${address}\n${issuedAtS}`;

/** The claim's header value: `<address> <seconds since 1970> <HMAC-SHA256, base64url>`. */
export function signVisitor(secret: string, address: string, now = Date.now()): string {
  const issuedAtS = Math.floor(now / 1000);
  const signature = createHmac('sha256', secret).update(signedText(address, issuedAtS)).digest('base64url');
  return `${address} ${issuedAtS} ${signature}`;
}

/**
 * The headers the site's calls to the API carry for this request: the visitor's signed address, when
 * the site has the shared secret and knows the address; none otherwise (the API then counts the site).
 */
export function visitorHeaders(
  request: Request,
  env: { visitorSecret?: string | undefined; trustedProxies?: string | undefined },
): Record<string, string> {
  if (!env.visitorSecret) return {};
  const address = visitorAddressOf(request, proxiesOf(env.trustedProxies));
  return address ? { [VISITOR_HEADER]: signVisitor(env.visitorSecret, address) } : {};
}

/** The list of `TRUSTED_PROXIES`, read once per value. */
let proxiesRead: { list: string | undefined; proxies: BlockList | undefined } | undefined;
function proxiesOf(list: string | undefined): BlockList | undefined {
  if (!proxiesRead || proxiesRead.list !== list) proxiesRead = { list, proxies: trustedProxies(list) };
  return proxiesRead.proxies;
}
