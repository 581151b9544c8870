import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketUrl, type S3Settings, s3MediaStore } from './s3.ts';
import { MIME, sniff } from './sniff.ts';
import { localMediaStore, type MediaStore } from './store.ts';
import { startTestS3, type TestS3 } from './test-s3.ts';

interface Opened {
  store: MediaStore;
  close(): Promise<void>;
}

const stores: [string, () => Promise<Opened>][] = [
  [
    'a local folder',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'jobsite-media-'));
      return {
        store: localMediaStore(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3 bucket (s3rver)',
    async () => {
      const s3 = await startTestS3();
      const spool = mkdtempSync(join(tmpdir(), 'jobsite-spool-'));
      return {
        store: s3MediaStore(s3.settings, spool),
        close: async () => {
          await s3.close();
          rmSync(spool, { recursive: true, force: true });
        },
      };
    },
  ],
];

/** A picture larger than one network packet or read buffer, and valid as a PNG by its first bytes. */
const bigPicture = () => {
  const bytes = new Uint8Array(300_000);
  bytes.set(randomBytes(bytes.length));
  bytes.set(PNG_1X1.subarray(0, 8));
  return bytes;
};

describe.each(stores)('media in %s', (_, open) => {
  let opened: Opened | undefined;
  let store: MediaStore;
  beforeAll(async () => {
    opened = await open();
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('gives back what was put, byte for byte', async () => {
    const picture = bigPicture();
    await store.put('1/picture-big.png', picture);
    const back = await store.get('1/picture-big.png');
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(back ?? []).equals(Buffer.from(picture))).toBe(true);
  });

  it('answers null for a key that holds nothing, and for a key the API never makes', async () => {
    expect(await store.get('1/picture-never.png')).toBeNull();
    expect(await store.get('404/resume-none.pdf')).toBeNull();
    expect(await store.get('../escape.png')).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('2/picture-same.png', bigPicture());
    await store.put('2/picture-same.png', PNG_1X1);
    expect(await store.get('2/picture-same.png')).toEqual(PNG_1X1);
  });

  it('removes an object; removing it again, or one never stored, is no error', async () => {
    await store.put('3/resume-gone.pdf', makePdf(['Asha Rao']));
    await store.remove('3/resume-gone.pdf');
    expect(await store.get('3/resume-gone.pdf')).toBeNull();
    await store.remove('3/resume-gone.pdf');
    await store.remove('3/resume-never.pdf');
  });

  it('keeps objects apart by owner and name', async () => {
    const pdf = makePdf(['Meera Nair, data engineer']);
    await store.put('4/picture-a.png', PNG_1X1);
    await store.put('5/picture-a.png', pdf);
    await store.put('4/resume-a.pdf', pdf);
    await store.remove('5/picture-a.png');
    expect(await store.get('4/picture-a.png')).toEqual(PNG_1X1);
    expect(await store.get('5/picture-a.png')).toBeNull();
    expect(await store.get('4/resume-a.pdf')).toEqual(pdf);
  });

  it('gives every kind back as the kind it was (the type served is read from the bytes)', async () => {
    const files = {
      png: PNG_1X1,
      pdf: makePdf(['Kiran Das']),
      jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    };
    for (const [kind, data] of Object.entries(files)) {
      await store.put(`6/file-kind.${kind}`, data);
      const back = await store.get(`6/file-kind.${kind}`);
      expect(back && sniff(back)).toBe(kind);
    }
  });

  it('opens a stored file: its length, and its bytes streamed whole or one range; null when none', async () => {
    const picture = bigPicture();
    await store.put('9/picture-open.png', picture);
    const file = await store.open('9/picture-open.png');
    expect(file?.size).toBe(picture.length);
    const read = async (range?: { start: number; end: number }) =>
      Buffer.from(await new Response(await file?.stream(range)).arrayBuffer());
    expect((await read()).equals(Buffer.from(picture))).toBe(true);
    expect((await read({ start: 1000, end: 1099 })).equals(Buffer.from(picture.subarray(1000, 1100)))).toBe(
      true,
    );
    const last = picture.length - 1;
    expect((await read({ start: last, end: last })).equals(Buffer.from(picture.subarray(last)))).toBe(true);
    expect(await store.open('9/picture-never.png')).toBeNull();
    expect(await store.open('../escape.png')).toBeNull();
  });

  it('takes an upload spooled to its spool folder, and gives back the same bytes', async () => {
    const picture = bigPicture();
    await mkdir(store.spoolDir, { recursive: true });
    const path = join(store.spoolDir, 'upload.part');
    writeFileSync(path, picture);
    const sha256 = createHash('sha256').update(picture).digest('hex');
    await store.put('9/picture-spooled.png', { path, size: picture.length, sha256, type: MIME.png });
    rmSync(path, { force: true });
    expect(Buffer.from((await store.get('9/picture-spooled.png')) ?? []).equals(Buffer.from(picture))).toBe(
      true,
    );
  });

  it('refuses to store under a key the API never makes', async () => {
    for (const key of [
      '../escape.png',
      '/1/abs.png',
      '1/../../x.png',
      '1//double.png',
      'UP/per.png',
      '1/no-ext',
    ]) {
      await expect(store.put(key, PNG_1X1), key).rejects.toThrow('invalid media key');
    }
  });
});

describe('media in an S3 bucket', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('jobsite-media-types');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores each object with the content type its bytes show, for anyone reading the bucket', async () => {
    const store = s3MediaStore(s3.settings);
    const files = {
      '7/picture-t.png': [PNG_1X1, MIME.png],
      '7/resume-t.pdf': [makePdf(['Asha Rao']), MIME.pdf],
      '7/other-t.bin': [new Uint8Array([1, 2, 3]), 'application/octet-stream'],
    } as const;
    for (const [key, [data, type]] of Object.entries(files)) {
      await store.put(key, data);
      const head = await s3.request(`/${s3.settings.bucket}/${key}`, { method: 'HEAD' });
      expect(head.status, key).toBe(200);
      expect(head.headers.get('content-type'), key).toBe(type);
      expect(head.headers.get('content-length'), key).toBe(String(data.length));
    }
  });

  it('fails, naming the call and the refusal, when the store refuses the credentials', async () => {
    const wrong = s3MediaStore({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('8/picture-x.png', PNG_1X1)).rejects.toThrow(
      /^media store: put 8\/picture-x\.png answered 403 SignatureDoesNotMatch$/,
    );
    await expect(wrong.get('8/picture-x.png')).rejects.toThrow(/get 8\/picture-x\.png answered 403/);
    await expect(wrong.remove('8/picture-x.png')).rejects.toThrow(/remove 8\/picture-x\.png answered 403/);
  });

  it('fails when the bucket does not exist, rather than answering that the file is missing', async () => {
    const elsewhere = s3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(elsewhere.put('8/picture-y.png', PNG_1X1)).rejects.toThrow(/answered 404 NoSuchBucket/);
  });

  it('fails when the store cannot be reached, rather than answering that the file is missing', async () => {
    const port = await freePort();
    const down = s3MediaStore({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
    await expect(down.get('8/picture-z.png')).rejects.toThrow();
  });
});

describe('the bucket address', () => {
  const settings: S3Settings = {
    bucket: 'media',
    region: 'eu-central-1',
    endpoint: undefined,
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    forcePathStyle: false,
  };
  it("is Amazon S3's for the region without an endpoint, the bucket in the host", () => {
    expect(bucketUrl(settings)).toBe('https://media.s3.eu-central-1.amazonaws.com');
    expect(bucketUrl({ ...settings, forcePathStyle: true })).toBe(
      'https://s3.eu-central-1.amazonaws.com/media',
    );
  });
  it('follows the endpoint, with the bucket in the path when asked', () => {
    const endpoint = 'https://objects.example.in:9000/';
    expect(bucketUrl({ ...settings, endpoint })).toBe('https://media.objects.example.in:9000');
    expect(bucketUrl({ ...settings, endpoint, forcePathStyle: true })).toBe(
      'https://objects.example.in:9000/media',
    );
    expect(bucketUrl({ ...settings, endpoint: 'http://gw.example.in/s3', forcePathStyle: true })).toBe(
      'http://gw.example.in/s3/media',
    );
  });
});

/** A loopback port nothing listens on: one the system handed out and that was closed again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
