/**
 * Media in a bucket of an S3-compatible object store (Amazon S3, MinIO, Cloudflare R2, Ceph, ...):
 * plain PUT, HEAD, GET (ranged) and DELETE requests signed with AWS Signature Version 4 by `aws4fetch`
 * over `fetch`. A spooled upload is sent from the API's disk as a file-backed Blob, its length and
 * SHA-256 known from the spooling (docs/decisions 0069); a file is read back as a stream, one range of
 * it by a ranged GET.
 */
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { MIME, sniff } from './sniff.ts';
import { checkedKey, isKey, isSpooled, type MediaStore } from './store.ts';

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

/**
 * `spoolDir`: where uploads wait on the API's disk before they are sent (the data directory's `uploads`
 * as configured, else the system's temporary folder).
 */
export function s3MediaStore(settings: S3Settings, spoolDir = join(tmpdir(), 'jobsite-uploads')): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: RETRIES,
  });
  const base = bucketUrl(settings);
  const call = (
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    init: RequestInit = {},
    timeout = AbortSignal.timeout(TIMEOUT_MS),
  ) => client.fetch(`${base}/${checkedKey(key)}`, { ...init, method, signal: timeout });
  return {
    spoolDir,
    async put(key, content) {
      let body: Uint8Array | Blob;
      let type: string;
      let sha256: string;
      if (isSpooled(content)) {
        // Read from disk as fetch sends it; its length gives the Content-Length S3 requires.
        body = await openAsBlob(content.path);
        type = content.type;
        sha256 = content.sha256;
      } else {
        const kind = sniff(content);
        body = content;
        type = kind ? MIME[kind] : 'application/octet-stream';
        sha256 = createHash('sha256').update(content).digest('hex');
      }
      const res = await call('PUT', key, {
        body,
        // A signed payload hash: the store refuses bytes that changed on the way.
        headers: { 'Content-Type': type, 'X-Amz-Content-Sha256': sha256 },
      });
      if (!res.ok) throw await failure('put', key, res);
      await res.body?.cancel();
    },
    async open(key) {
      if (!isKey(key)) return null;
      const res = await call('HEAD', key);
      await res.body?.cancel();
      if (res.status === 404) return null;
      if (!res.ok) throw await failure('head', key, res);
      const size = Number(res.headers.get('content-length'));
      if (!Number.isSafeInteger(size) || size < 0) throw new Error(`media store: head ${key} gave no length`);
      return {
        size,
        async stream(range) {
          // The time limit is for the store's answer, not for a slow client reading the body.
          const answered = new AbortController();
          const timer = setTimeout(() => answered.abort(new Error('media store timed out')), TIMEOUT_MS);
          const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
          const got = await call('GET', key, { headers }, answered.signal).finally(() => clearTimeout(timer));
          const expected = range ? 206 : 200;
          if (got.status !== expected || !got.body) {
            throw await failure(range ? `get bytes ${range.start}-${range.end} of` : 'get', key, got);
          }
          return got.body;
        },
      };
    },
    async get(key) {
      if (!isKey(key)) return null;
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
