import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';

/**
 * How long the API keeps an idle connection open for the next request: longer than its clients keep
 * one (the sites' fetch, undici, reuses an idle connection for the time the server's Keep-Alive header
 * gives, less a margin; HAProxy's idle pool a few seconds). Node's default, 5 s, let the server close a
 * connection at the moment a client sent a request on it, and the client then read a reset, which fetch
 * does not retry for a POST: seen as ECONNRESET on an upload in the API's tests, where a blocked event
 * loop let both timers fall due at once. With the server waiting longer, the client always closes first.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the server's keep-alive time (and its headers timeout just above it, as Node asks). */
export function keepIdleConnections(server: Server | Http2Server | Http2SecureServer): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
