/**
 * The limits of the HTTP layer against a running server: request-body size (from the Content-Length and
 * while a chunked body streams in), JSON nesting depth, and LIKE wildcards in text searches.
 */

import { request as httpRequest } from 'node:http';
import { VERTICALS } from '@jobsite/domain';
import { makePdf } from '@jobsite/test-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../services/auth/test-browser.ts';
import { drivers, setupTestServer, signUpSeeker, uniqueEmail } from '../test-server.ts';
import { JSON_BODY_LIMIT } from './body-limit.ts';
import { MAX_JSON_DEPTH } from './validate.ts';

const MANAGEMENT = VERTICALS.management.id;

interface ErrorBody {
  error: { message: string; statusCode: number };
}

const MB = 1024 * 1024;

/**
 * POSTs `total` bytes in 64 KB writes, with a Content-Length or (without one) chunked, and stops writing
 * as soon as the answer arrives. `sent` tells how much the client had written by then.
 */
function sendLarge(
  url: string,
  { total, headers, withLength }: { total: number; headers: Record<string, string>; withLength: boolean },
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, ...(withLength ? { 'content-length': String(total) } : {}) },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x5b); // '['
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sent });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe.each(drivers)('limits of the HTTP layer on %s', (driver) => {
  const s = setupTestServer(driver);
  let seeker: Browser;
  const email = uniqueEmail('limits');
  const password = 'limits of the http layer';

  beforeAll(async () => {
    ({ b: seeker } = await signUpSeeker(s, MANAGEMENT, { name: 'Limit Tester', email, password }));
  });

  /** A JSON login whose body streams in these parts, chunked (no Content-Length). */
  const loginChunked = (...parts: string[]) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    return fetch(`${s.base}/${MANAGEMENT}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
  };

  const expect413 = (res: { status: number; body: string }, message: RegExp) => {
    expect(res.status).toBe(413);
    const body = JSON.parse(res.body) as ErrorBody;
    expect(body).toEqual({ error: { message: expect.stringMatching(message), statusCode: 413 } });
  };

  describe('request-body size', () => {
    /** Sends 100 MB to a path of the API from the site, with these headers (see `sendLarge`). */
    const send100Mb = (path: string, withLength: boolean, headers: Record<string, string>) =>
      sendLarge(`${s.base}${path}`, {
        total: 100 * MB,
        withLength,
        headers: { ...headers, origin: 'http://localhost:3000' },
      });

    it.each([true, false])(
      'refuses a 100 MB JSON login body early (Content-Length: %s)',
      async (withLength) => {
        const res = await send100Mb(`/${MANAGEMENT}/user/login`, withLength, {
          'content-type': 'application/json',
        });
        expect413(res, /larger than 64 KB/);
        // Refused long before the whole body was sent: the client stops writing when the answer comes.
        expect(res.sent).toBeLessThan(20 * MB);
      },
    );

    it.each([true, false])(
      'refuses a 100 MB resume upload early (Content-Length: %s)',
      async (withLength) => {
        const res = await send100Mb(`/${MANAGEMENT}/user/resume`, withLength, {
          'content-type': 'multipart/form-data; boundary=limit',
          cookie: `management_token=${seeker.cookie('management_token')}`,
        });
        expect413(res, /resume is larger than 5 MB/);
        expect(res.sent).toBeLessThan(30 * MB);
      },
    );

    it('refuses a JSON body just over the limit and takes one just under it', async () => {
      const over = await fetch(`${s.base}/${MANAGEMENT}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'x'.repeat(JSON_BODY_LIMIT) }),
      });
      expect(over.status).toBe(413);
      expect(((await over.json()) as ErrorBody).error.statusCode).toBe(413);
      const chunked = await loginChunked(
        '{"email":"a@example.in","password":"',
        'y'.repeat(JSON_BODY_LIMIT),
        '"}',
      );
      expect(chunked.status).toBe(413);
      const fine = await seeker.request('POST', `/${MANAGEMENT}/user/login`, {
        json: { email, password, padding: 'z'.repeat(JSON_BODY_LIMIT - 1024) },
      });
      expect(fine.status).toBe(200);
    });

    it('still takes an upload larger than the JSON limit and a small chunked JSON body', async () => {
      const pdf = makePdf(['Limit Tester', email]);
      const padded = new Uint8Array(pdf.length + 200 * 1024);
      padded.set(pdf);
      padded.fill(0x20, pdf.length);
      const form = new FormData();
      form.set('file', new Blob([padded]), 'cv.pdf');
      const res = await fetch(`${s.base}/${MANAGEMENT}/user/resume`, {
        method: 'POST',
        body: form,
        headers: {
          cookie: `management_token=${seeker.cookie('management_token')}`,
          origin: 'http://localhost:3000',
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const login = await loginChunked(JSON.stringify({ email, password }));
      expect(login.status).toBe(200);
    });
  });

  describe('JSON nesting depth', () => {
    it.each([
      // In an object: a body that is itself an array is refused for its type first.
      ['arrays', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
      ['objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ])('answers 400 for 10,000 nested %s', async (_, body) => {
      const res = await fetch(`${s.base}/${MANAGEMENT}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { message: `Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels`, statusCode: 400 },
      });
    });

    it('reads a body nested up to the limit as usual', async () => {
      // `{ extra: deep(n) }` is n objects, one inside the other.
      const deep = (n: number): unknown => (n <= 1 ? 'x' : { a: deep(n - 1) });
      const res = await seeker.request('POST', `/${MANAGEMENT}/user/login`, {
        json: { email, password, extra: deep(MAX_JSON_DEPTH) },
      });
      expect(res.status).toBe(200);
      const tooDeep = await seeker.request('POST', `/${MANAGEMENT}/user/login`, {
        json: { email, password, extra: deep(MAX_JSON_DEPTH + 1) },
      });
      expect(tooDeep.status).toBe(400);
    });
  });

  describe('LIKE wildcards in text searches', () => {
    const skills = async (path: string) => {
      const res = await s.get(path);
      expect(res.status).toBe(200);
      return ((await res.json()) as { skills: (string | { name: string })[] }).skills;
    };

    it.each(['%', '_', '\\', '%%', '_%_'])('suggests no skills for q=%s when none holds it', async (q) => {
      expect(await skills(`/${MANAGEMENT}/user/suggest/skills?q=${encodeURIComponent(q)}`)).toEqual([]);
    });

    it('matches %, _ and \\ literally', async () => {
      await s.db.raw(
        `INSERT INTO tags (vertical, name, alias, search_string, slug, category_id, is_main)
         SELECT $1, n, n, n, 'tag-' || md5(n), (SELECT min(id) FROM categories), false
         FROM unnest(ARRAY['100% Remote', 'snake_case', 'C:\\Paths']) AS n`,
        [MANAGEMENT],
      );
      expect(await skills(`/${MANAGEMENT}/user/suggest/skills?q=%25`)).toEqual(['100% Remote']);
      expect(await skills(`/${MANAGEMENT}/user/suggest/skills?q=_`)).toEqual(['snake_case']);
      expect(await skills(`/${MANAGEMENT}/user/suggest/skills?q=${encodeURIComponent('\\')}`)).toEqual([
        'C:\\Paths',
      ]);
      expect(await skills(`/${MANAGEMENT}/user/suggest/skills?q=100%25`)).toEqual(['100% Remote']);
      expect((await skills(`/${MANAGEMENT}/user/suggest/skills?q=a`)).length).toBeGreaterThan(0);
    });

    it('finds no skills in demand for aggname=% or _', async () => {
      expect((await skills(`/${MANAGEMENT}/job/early-applicant/getSkills`)).length).toBeGreaterThan(0);
      for (const q of ['%', '_', '\\']) {
        expect(
          await skills(`/${MANAGEMENT}/job/early-applicant/getSkills?aggname=${encodeURIComponent(q)}`),
        ).toEqual([]);
      }
    });
  });
});
