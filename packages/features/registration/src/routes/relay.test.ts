/** How the media relay answers from what the API answered, and reads the access-token cookie. */

import { relayed } from '@jobsite/shell/file-relay';
import { describe, expect, it } from 'vitest';
import { cookieOf } from './media.ts';

describe('the media relay', () => {
  it('passes a file and its range on, and nothing else of the answer', async () => {
    const answer = new Response('abc', {
      status: 206,
      headers: {
        'content-type': 'video/mp4',
        'content-range': 'bytes 0-2/10',
        'accept-ranges': 'bytes',
        'set-cookie': 'x=1',
        'x-request-id': 'r1',
      },
    });
    const out = relayed(answer);
    expect(out.status).toBe(206);
    expect(Object.fromEntries(out.headers)).toEqual({
      'content-type': 'video/mp4',
      'content-range': 'bytes 0-2/10',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(await out.text()).toBe('abc');
    const past = relayed(new Response(null, { status: 416, headers: { 'content-range': 'bytes */10' } }));
    expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */10']);
  });

  it('answers a refusal as not found, and a failure of the API as 502', () => {
    for (const status of [401, 403, 404]) expect(relayed(new Response('no', { status })).status).toBe(404);
    expect(relayed(new Response('oops', { status: 500 })).status).toBe(502);
    expect(relayed(new Response('late', { status: 503 })).status).toBe(502);
  });

  it('reads one cookie of the request', () => {
    const request = new Request('http://site.test/media/file/1/a-b.mp4', {
      headers: { cookie: 'other=1; site_token=a.b.c; site_tokenx=no' },
    });
    expect(cookieOf(request, 'site_token')).toBe('a.b.c');
    expect(cookieOf(request, 'missing')).toBeUndefined();
  });
});
