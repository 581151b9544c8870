import { createHmac } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  peerAddressOf,
  signVisitor,
  stampPeer,
  trustedProxies,
  VISITOR_HEADER,
  visitorAddressOf,
  visitorHeaders,
} from './visitor.ts';

const at = (address: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3510/register', { headers: stampPeer(new Headers(headers), address) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the connection's address", () => {
  it("is what this process's HTTP server stamped, never a stamp the client sent", async () => {
    let seen: Request | undefined;
    const server = createServer((req, res) => {
      seen = new Request('http://localhost/', { headers: req.headers as Record<string, string> });
      res.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((done, fail) => {
        const req = httpRequest({
          port,
          host: '127.0.0.1',
          headers: { 'x-jobsite-peer': 'forged 203.0.113.66' },
        });
        req.on('response', (res) => res.resume().on('end', done));
        req.on('error', fail);
        req.end();
      });
    } finally {
      server.close();
    }
    expect(seen && peerAddressOf(seen)).toBe('127.0.0.1');
  });

  it('is unknown for a request no server of this process stamped', () => {
    const forged = new Request('http://localhost/', { headers: { 'x-jobsite-peer': 'forged 203.0.113.66' } });
    expect(peerAddressOf(forged)).toBeUndefined();
    expect(peerAddressOf(new Request('http://localhost/'))).toBeUndefined();
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 one', () => {
    expect(peerAddressOf(at('::ffff:203.0.113.5'))).toBe('203.0.113.5');
    expect(peerAddressOf(at('2001:db8::5'))).toBe('2001:db8::5');
  });
});

describe("the visitor's address behind proxies", () => {
  const proxies = trustedProxies('10.0.0.0/8, 127.0.0.1,fd00::/8');

  it('is the last X-Forwarded-For entry a trusted proxy did not add', () => {
    const xff = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.2.3' };
    expect(visitorAddressOf(at('10.0.0.5', xff), proxies)).toBe('203.0.113.9');
    expect(visitorAddressOf(at('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), proxies)).toBe(
      '203.0.113.9',
    );
  });

  it("is the connection's when the connection is not a trusted proxy, whatever it forwards", () => {
    const xff = { 'x-forwarded-for': '203.0.113.9' };
    expect(visitorAddressOf(at('198.51.100.7', xff), proxies)).toBe('198.51.100.7');
    expect(visitorAddressOf(at('10.0.0.5', xff), undefined)).toBe('10.0.0.5');
  });

  it('is unknown when the entry it would take is not an address', () => {
    expect(visitorAddressOf(at('10.0.0.5', { 'x-forwarded-for': 'evil, unknown' }), proxies)).toBeUndefined();
  });

  it('leaves out what is not an address or a range, and says so', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = trustedProxies('10.0.0.1, proxy.internal, 10.0.0.0/40, 192.168.0.0/16');
    expect(list?.check('10.0.0.1', 'ipv4')).toBe(true);
    expect(list?.check('192.168.4.4', 'ipv4')).toBe(true);
    expect(list?.check('10.0.0.2', 'ipv4')).toBe(false);
    expect(said).toHaveBeenCalledTimes(2);
    expect(trustedProxies('  ')).toBeUndefined();
  });
});

describe("the signed claim the site's calls carry", () => {
  const secret = 'a-secret-the-site-and-the-api-share-in-tests';

  it('is the address, the time and an HMAC of both', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    const [address, seconds, signature] = signVisitor(secret, '203.0.113.5', now).split(' ');
    expect(address).toBe('203.0.113.5');
    expect(Number(seconds)).toBe(now / 1000);
    const expected = createHmac('sha256', secret)
      .update(`visitor-address\n203.0.113.5\n${seconds}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });

  it('goes with every call when the site has the secret and knows the address, else nothing goes', () => {
    const headers = visitorHeaders(at('203.0.113.5'), { visitorSecret: secret });
    expect(headers[VISITOR_HEADER]).toMatch(/^203\.0\.113\.5 \d+ [\w-]{43}$/);
    expect(visitorHeaders(at('203.0.113.5'), {})).toEqual({});
    expect(visitorHeaders(new Request('http://localhost/'), { visitorSecret: secret })).toEqual({});
  });
});
