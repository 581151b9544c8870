/**
 * Media in a bucket of an S3-compatible object store (Amazon S3, MinIO, Cloudflare R2, Ceph, ...):
 * plain PUT, GET and DELETE requests signed with AWS Signature Version 4 by `aws4fetch` over `fetch`.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { MIME, sniff } from './sniff.ts';
import { checkedKey, type MediaStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address (`https://minio.internal:9000`); absent means Amazon S3's for the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Name the bucket in the path (`endpoint/bucket/key`) rather than in the host (`bucket.endpoint/key`). */
  forcePathStyle: boolean;
}

/** How long one call (its retries included) may take before it fails: a stalled store fails the request. */
const TIMEOUT_MS = 20_000;
/** Retries of an answer 5xx or 429, with jittered backoff (aws4fetch's), after the first try. */
const RETRIES = 2;

/** The address of the bucket, without a trailing slash: path style, or the bucket as a subdomain. */
export function bucketUrl({ bucket, region, endpoint, forcePathStyle }: S3Settings): string {
  const url = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  const path = url.pathname.replace(/\/+$/, '');
  return forcePathStyle
    ? `${url.protocol}//${url.host}${path}/${bucket}`
    : `${url.protocol}//${bucket}.${url.host}${path}`;
}

/** A store's refusal or failure, naming the call, the status and S3's error code (`AccessDenied`). */
async function failure(what: string, key: string, res: Response): Promise<Error> {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(await res.text().catch(() => ''))?.[1];
  return new Error(`media store: ${what} ${key} answered ${res.status}${code ? ` ${code}` : ''}`);
}

export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: RETRIES,
  });
  const base = bucketUrl(settings);
  const call = (method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) =>
    client.fetch(`${base}/${checkedKey(key)}`, { ...init, method, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    async put(key, data) {
      const kind = sniff(data);
      const res = await call('PUT', key, {
        body: data,
        headers: {
          'Content-Type': kind ? MIME[kind] : 'application/octet-stream',
          // A signed payload hash: the store refuses bytes that changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!res.ok) throw await failure('put', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      try {
        checkedKey(key);
      } catch {
        return null;
      }
      const res = await call('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure('get', key, res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw await failure('remove', key, res);
      await res.body?.cancel();
    },
  };
}
