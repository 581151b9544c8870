/**
 * Uploads through the API, configured as an operator would (`node src/main.ts` with its environment):
 * with no `MEDIA_S3_*` the files land in `DATA_DIR/media`, with them in an S3 bucket (a real
 * S3-compatible server), and either way they are served back with the same answers.
 */

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERTICALS } from '@jobsite/domain';
import { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser } from '../services/auth/test-browser.ts';
import { listeningPort, spawnApi } from '../test-process.ts';
import { startTestS3, type TestS3 } from './test-s3.ts';

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
    async stop() {
      if (api.child.exitCode === null) api.child.kill('SIGTERM');
      await api.exited;
    },
  };
}

/** A picture of 600 KB (a PNG by its first bytes), so that it crosses the network in many pieces. */
const PICTURE = (() => {
  const bytes = new Uint8Array(600_000);
  bytes.set(randomBytes(bytes.length));
  bytes.set(PNG_1X1.subarray(0, 8));
  return bytes;
})();
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

type Where = 'local' | 's3';
/** Each configuration's answers by what was asked, compared once both have run. */
const answers: Record<Where, Record<string, Answer>> = { local: {}, s3: {} };

describe.each<[Where, string]>([
  ['local', 'on local disk (no MEDIA_S3_*)'],
  ['s3', 'in an S3 bucket (MEDIA_S3_*)'],
])('uploads with media %s: %s', (where) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-media-api-'));
  let s3: TestS3 | undefined;
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
    if (where === 's3') s3 = await startTestS3();
    api = await startApi({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_JOBS_PER_VERTICAL: '0',
      CORS_ORIGINS: ORIGIN,
      LOG_LEVEL: 'info',
      ...s3?.env,
    });
    seeker = browser(api.base, ORIGIN);
    const registered = await seeker.request('POST', `/${VERTICAL}/user/register`, {
      form: { name: 'Asha Rao', email: `media-${where}@example.in`, password: 'chai and code at dawn' },
    });
    expect(registered.status).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says at start where media is kept', () => {
    expect(api.media).toBe(
      s3 ? `s3://${s3.settings.bucket} at ${s3.settings.endpoint}` : join(dataDir, 'media'),
    );
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
});

describe('media on local disk and in an S3 bucket', () => {
  it('answer every request the same', () => {
    expect(Object.keys(answers.s3).sort()).toEqual(Object.keys(answers.local).sort());
    expect(Object.keys(answers.local)).toHaveLength(6);
    expect(answers.s3).toEqual(answers.local);
  });
});
