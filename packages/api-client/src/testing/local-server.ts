/**
 * A tiny local HTTP server for the few conditions the real API cannot be made to produce (a 502, an
 * empty 500, a slow answer, a drifting answer, a malformed refreshed token, the services the API does
 * not serve yet). Each path answers what the test sets in `fixed`; every request is recorded. Everything
 * the real API can produce is tested against the real API (src/testing/global-setup.ts).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Vertical } from '@jobsite/domain';
import { defaultApiBasePath } from '../core/bases.ts';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Serves what `fixed` says below the vertical's default API base path; paths are recorded below it. */
export async function startLocalServer(vertical: Vertical) {
  const base = `${defaultApiBasePath(vertical)}/`;
  const fixed = new Map<string, { status: number; body: unknown; delayMs?: number }>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = url.pathname.replace(base, '');
    requests.push({ method: req.method ?? '', path, query: url.searchParams, headers: req.headers, body });
    const answer = fixed.get(path) ?? {
      status: 404,
      body: { error: { message: `Not found: ${path}`, statusCode: 404 } },
    };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fixed,
    requests,
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
    reset() {
      fixed.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
