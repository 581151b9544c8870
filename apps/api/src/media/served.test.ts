/**
 * Uploads through the API, configured as an operator would (`node src/main.ts` with its environment):
 * with no `MEDIA_S3_*` the files land in `DATA_DIR/media`, with them in an S3 bucket (a real
 * S3-compatible server), and either way they are served back with the same answers.
 */

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERTICALS } from '@jobsite/domain';
import { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser } from '../services/auth/test-browser.ts';
import { listeningPort, spawnApi } from '../test-process.ts';
import { bigMp4 } from './test-media.ts';
import { startTestS3, type TestS3 } from './test-s3.ts';
import { peakRss, slowUpload } from './test-upload.ts';

const TECHNOLOGY = VERTICALS.technology.id;

const ORIGIN = 'http://localhost:3000';
const VERTICAL = TECHNOLOGY;

/** Starts the API as `node src/main.ts` with only `env`, on a free port; answers once it listens. */
async function startApi(env: Record<string, string>) {
  const api = spawnApi(env);
  const port = await listeningPort(api);
  return {
    base: `http://127.0.0.1:${port}`,
    /** Where the API said it keeps media. */
    media: api.logged('media store')?.media,
    pid: api.child.pid as number,
    async stop() {
      if (api.child.exitCode === null) api.child.kill('SIGTERM');
      await api.exited;
    },
  };
}

/**
 * A picture of 600 KB (a 1 × 1 PNG by its signature and header chunk), so that it crosses the network
 * in many pieces.
 */
const PICTURE = (() => {
  const bytes = new Uint8Array(600_000);
  bytes.set(randomBytes(bytes.length));
  bytes.set(PNG_1X1.subarray(0, 33));
  return bytes;
})();
/** A Round Zero video of 30 seconds and about 1 MB, for ranges. */
const VIDEO = bigMp4(30, 1_000_003);
const RESUME = makePdf(['Asha Rao', 'asha.rao@example.in', '+91 98765 43210', '6 years of experience']);

/** An answer as the client sees it: status, headers (less the date and request id) and a hash of the body. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  sha256: string;
}
async function answerOf(res: Response): Promise<Answer & { body: Uint8Array }> {
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: res.status, headers, sha256: createHash('sha256').update(body).digest('hex'), body };
}

/**
 * A pass-through in front of the test store that counts the bytes the store answers with, so a test
 * sees how much of a file the API fetched. It forwards the Host header unchanged (it is signed).
 */
async function countingProxy(target: string) {
  let answered = 0;
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          answered += chunk.length;
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Bytes the store has answered with so far. */
    answered: () => answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every file under `dir`, by its path from there (none when it does not exist). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

type Where = 'local' | 's3';
/** Each configuration's answers by what was asked, compared once both have run. */
const answers: Record<Where, Record<string, Answer>> = { local: {}, s3: {} };

describe.each<[Where, string]>([
  ['local', 'on local disk (no MEDIA_S3_*)'],
  ['s3', 'in an S3 bucket (MEDIA_S3_*)'],
])('uploads with media %s: %s', (where) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-media-api-'));
  let s3: TestS3 | undefined;
  let proxy: Awaited<ReturnType<typeof countingProxy>> | undefined;
  let api: Awaited<ReturnType<typeof startApi>>;
  let seeker: Browser;
  const record = async (what: string, res: Response) => {
    const { body, ...answer } = await answerOf(res);
    answers[where][what] = answer;
    return { ...answer, body };
  };
  const upload = (path: string, data: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(data)]), name);
    return fetch(`${api.base}/${VERTICAL}/${path}`, {
      method: 'POST',
      body: form,
      headers: { cookie: `${VERTICAL}_token=${seeker.cookie(`${VERTICAL}_token`)}`, origin: ORIGIN },
    });
  };
  /** Whether the object is in the bucket, asked of the store directly. */
  const inBucket = async (key: string) => {
    if (!s3) return false;
    const res = await s3.request(`/${s3.settings.bucket}/${key}`, { method: 'HEAD' });
    return res.status === 200;
  };
  const keyOf = (url: string) => url.replace(`/${VERTICAL}/media/file/`, '');

  beforeAll(async () => {
    if (where === 's3') {
      s3 = await startTestS3();
      proxy = await countingProxy(s3.settings.endpoint as string);
    }
    api = await startApi({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_JOBS_PER_VERTICAL: '0',
      CORS_ORIGINS: ORIGIN,
      LOG_LEVEL: 'info',
      ...s3?.env,
      ...(proxy ? { MEDIA_S3_ENDPOINT: proxy.endpoint } : {}),
    });
    seeker = browser(api.base, ORIGIN);
    const registered = await seeker.request('POST', `/${VERTICAL}/user/register`, {
      form: { name: 'Asha Rao', email: `media-${where}@example.in`, password: 'chai and code at dawn' },
    });
    expect(registered.status).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says at start where media is kept', () => {
    expect(api.media).toBe(s3 ? `s3://${s3.settings.bucket} at ${proxy?.endpoint}` : join(dataDir, 'media'));
  });

  it('serves an uploaded picture back byte for byte, with its type, length and caching', async () => {
    const uploaded = await upload('user/profile-picture', PICTURE, 'me.png');
    expect(uploaded.status).toBe(200);
    const { picUrl } = (await uploaded.json()) as { picUrl: string };
    const key = keyOf(picUrl);
    expect(key).toMatch(/^\d+\/picture-[a-z0-9]+\.png$/);
    // Where the configuration says, and only there.
    expect(existsSync(join(dataDir, 'media', key))).toBe(where === 'local');
    expect(await inBucket(key)).toBe(where === 's3');

    const served = await record('picture', await fetch(`${api.base}${picUrl}`));
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body).equals(Buffer.from(PICTURE))).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PICTURE.length),
      'cache-control': 'private, max-age=300',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  it("keeps the seeded companies' logos where media is kept, and serves them publicly for a year", async () => {
    const list = await fetch(`${api.base}/${VERTICAL}/job/company-list?page=0`);
    const { companies } = (await list.json()) as { companies: { logo: string | null }[] };
    const logo = companies[0]?.logo ?? '';
    expect(logo).toMatch(/^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.svg$/);
    const key = `logos/${VERTICAL}/${logo.slice('/logos/'.length)}`;
    expect(existsSync(join(dataDir, 'media', key))).toBe(where === 'local');
    expect(await inBucket(key)).toBe(where === 's3');
    const served = await record('logo', await fetch(`${api.base}/${VERTICAL}${logo}`));
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves the resume to its owner only, and reads it back for parse-resume', async () => {
    const uploaded = await upload('user/resume', RESUME, 'asha.pdf');
    expect(uploaded.status).toBe(200);
    const { resumePath } = (await uploaded.json()) as { resumePath: string };
    expect(await inBucket(keyOf(resumePath))).toBe(where === 's3');

    const own = await record('resume', await seeker.request('GET', resumePath));
    expect(own.status).toBe(200);
    expect(Buffer.from(own.body).equals(Buffer.from(RESUME))).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
    });
    const stranger = await record('resume to a stranger', await fetch(`${api.base}${resumePath}`));
    expect(stranger.status).toBe(401);

    const parsed = await seeker.request('GET', `/${VERTICAL}/user/parse-resume`);
    expect(parsed.status).toBe(200);
    expect(await parsed.json()).toMatchObject({ proposed: { email: 'asha.rao@example.in' } });
  });

  it('removes the picture a new one replaces: its address then answers as one never stored', async () => {
    const profile = (await (await seeker.request('GET', `/${VERTICAL}/user/profile/v2`)).json()) as {
      profile: { picUrl?: string | null };
    };
    const before = profile.profile.picUrl;
    expect(before).toMatch(/\/picture-/);
    const replaced = await upload('user/profile-picture', PNG_1X1, 'new.png');
    const { picUrl } = (await replaced.json()) as { picUrl: string };
    expect(picUrl).not.toBe(before);
    expect(await inBucket(keyOf(before ?? ''))).toBe(false);
    expect(existsSync(join(dataDir, 'media', keyOf(before ?? '')))).toBe(false);

    const gone = await record('a replaced picture', await fetch(`${api.base}${before}`));
    expect(gone.status).toBe(404);
    const never = await record(
      'a picture never stored',
      await fetch(`${api.base}/${VERTICAL}/media/file/424242/picture-neverstored.png`),
    );
    expect(never.status).toBe(404);
    expect(gone.sha256).toBe(never.sha256);
    const current = await record('the new picture', await fetch(`${api.base}${picUrl}`));
    expect(current.status).toBe(200);
    expect(Buffer.from(current.body).equals(Buffer.from(PNG_1X1))).toBe(true);
  });

  /** The seeker's Round Zero video of `data`, uploaded: its address. */
  const uploadVideo = async (data: Uint8Array) => {
    const form = new FormData();
    form.set('mediaType', 'RoundZeroVideo');
    form.set('file', new Blob([Buffer.from(data)]), 'intro.mp4');
    const res = await fetch(`${api.base}/${VERTICAL}/media/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: `${VERTICAL}_token=${seeker.cookie(`${VERTICAL}_token`)}`, origin: ORIGIN },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { file: { url: string } }).file.url;
  };
  const session = () => `${VERTICAL}_token=${seeker.cookie(`${VERTICAL}_token`)}`;

  it('answers byte ranges as RFC 9110 section 14 says: 206, 416, Content-Range; other Range headers get the whole file', async () => {
    const url = await uploadVideo(VIDEO);
    const size = VIDEO.length;
    const ask = async (range: string | null, headers: Record<string, string> = {}, method = 'GET') => {
      const res = await fetch(`${api.base}${url}`, {
        method,
        headers: { cookie: session(), ...(range === null ? {} : { range }), ...headers },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        range: res.headers.get('content-range'),
        length: res.headers.get('content-length'),
        acceptRanges: res.headers.get('accept-ranges'),
        body,
      };
    };
    const same = (body: Uint8Array, start: number, end: number) =>
      Buffer.from(body).equals(Buffer.from(VIDEO.subarray(start, end + 1)));

    const whole = await ask(null);
    expect(whole).toMatchObject({ status: 200, range: null, length: String(size), acceptRanges: 'bytes' });
    expect(same(whole.body, 0, size - 1)).toBe(true);
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      [`bytes=-${size + 5}`, 0, size - 1],
      ['BYTES=10-19', 10, 19],
    ] as const) {
      const part = await ask(header);
      expect(part, header).toMatchObject({
        status: 206,
        range: `bytes ${start}-${end}/${size}`,
        length: String(end - start + 1),
        acceptRanges: 'bytes',
      });
      expect(same(part.body, start, end), header).toBe(true);
    }
    for (const header of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const refused = await ask(header);
      expect(refused, header).toMatchObject({ status: 416, range: `bytes */${size}` });
      expect(refused.body.length, header).toBe(0);
    }
    // Served whole (200), as section 14.2 allows: several ranges, an invalid one, another unit, and a
    // Range with If-Range (no validator here can match it).
    for (const [header, extra] of [
      ['bytes=0-99,200-299', {}],
      ['bytes=5-2', {}],
      ['items=0-9', {}],
      ['bytes=0-99', { 'if-range': '"an-old-version"' }],
    ] as const) {
      const all = await ask(header, extra);
      expect(all, header).toMatchObject({ status: 200, range: null, length: String(size) });
      expect(same(all.body, 0, size - 1), header).toBe(true);
    }
    const head = await ask('bytes=0-99', {}, 'HEAD');
    expect(head).toMatchObject({ status: 206, range: `bytes 0-99/${size}`, length: '100' });
    expect(head.body.length).toBe(0);
    // The owner's alone, ranges included.
    expect((await fetch(`${api.base}${url}`, { headers: { range: 'bytes=0-9' } })).status).toBe(401);
  });

  it('reads only the range asked for: 40 parallel 100-byte ranges of a 30 MB video add under 100 MB', {
    timeout: 120_000,
  }, async () => {
    const url = await uploadVideo(bigMp4(60, 30_000_000));
    const fetched = proxy?.answered() ?? 0;
    const { before, peak, result } = await peakRss(api.pid, () =>
      Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const start = 1_000_000 + i * 700_000;
          const res = await fetch(`${api.base}${url}`, {
            headers: { cookie: session(), range: `bytes=${start}-${start + 99}` },
          });
          return { status: res.status, length: (await res.arrayBuffer()).byteLength };
        }),
      ),
    );
    expect(result.every((r) => r.status === 206 && r.length === 100)).toBe(true);
    expect(peak - before, `RSS ${Math.round(before)} MB, then ${Math.round(peak)} MB`).toBeLessThan(100);
    // From a bucket: a ranged GET each, so the store sent about 40 × 100 bytes, not 40 × 30 MB.
    if (proxy) expect(proxy.answered() - fetched).toBeLessThan(40 * 1024);
  });

  it('cuts off an upload as its bytes pass its limit, and leaves nothing in storage', {
    timeout: 60_000,
  }, async () => {
    const listBucket = async () => {
      if (!s3) return [];
      const res = await s3.request(`/${s3.settings.bucket}?list-type=2`);
      return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
    };
    const stored = {
      disk: filesUnder(dataDir).filter((f) => !f.includes('pglite')),
      bucket: await listBucket(),
    };
    // An audio recording may be 8 MB; the body declares no length (chunked), and goes on past 8 MB.
    const cut = await slowUpload(`${api.base}/${VERTICAL}/media/files`, {
      headers: { cookie: session(), origin: ORIGIN },
      fields: { mediaType: 'RoundZeroAudio' },
      prefix: bigMp4(30, 4096),
      fileBytes: 40 * 1024 * 1024,
      sendBytes: 12 * 1024 * 1024,
      declare: 'chunked',
    });
    expect(cut.status, cut.body).toBe(413);
    expect(JSON.parse(cut.body)).toEqual({
      error: { message: 'The audio is larger than 8 MB. Please record a shorter one', statusCode: 413 },
    });
    // The client never finishes the body (12 of a declared 40 MB, then it waits): an answer at all shows
    // the server counted the bytes as they came instead of waiting for the body's end. How many bytes
    // the socket had taken by then depends on the machine's load, so it is not compared.
    // Nothing kept: not in the media folder (its spool included), the bucket, nor the bucket's spool.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(filesUnder(dataDir).filter((f) => !f.includes('pglite'))).toEqual(stored.disk);
    expect(await listBucket()).toEqual(stored.bucket);
  });
});

describe('media on local disk and in an S3 bucket', () => {
  it('answer every request the same', () => {
    expect(Object.keys(answers.s3).sort()).toEqual(Object.keys(answers.local).sort());
    expect(Object.keys(answers.local)).toHaveLength(7);
    expect(answers.s3).toEqual(answers.local);
  });
});
