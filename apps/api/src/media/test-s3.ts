/**
 * Test helper: a real S3-compatible server (`@20minutes/s3rver`, which checks Signature Version 4
 * signatures) on a free loopback port over a temporary folder, with an empty bucket made through the
 * S3 API itself, and the settings that point a store at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from './s3.ts';

export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the `MEDIA_S3_*` environment the API reads. */
  env: Record<string, string>;
  /** A signed request to the server as the store's owner, for what the store itself does not show. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The server knows this one key pair, and checks each request's signature against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'jobsite-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'jobsite-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...CREDENTIALS, region: 'us-east-1', service: 's3', retries: 0 });
  const request = (path: string, init?: RequestInit) => client.fetch(`${endpoint}${path}`, init);
  const made = await request(`/${bucket}`, { method: 'PUT' });
  if (!made.ok) throw new Error(`could not create the test bucket: ${made.status} ${await made.text()}`);
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    ...CREDENTIALS,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: settings.region,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    request,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
