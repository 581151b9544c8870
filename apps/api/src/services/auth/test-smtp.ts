/** Test helper: an SMTP server on a free local port that keeps every message it receives, raw. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface TestSmtp {
  /** The raw messages received, oldest first. */
  received: string[];
  /** An `SMTP_URL` for this server (plain, no TLS). */
  url(): string;
}

/** Starts the server before the file's first test and stops it after its last. */
export function setupTestSmtp(): TestSmtp {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString());
        done();
      });
    },
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    url: () => `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`,
  };
}
