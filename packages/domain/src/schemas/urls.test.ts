import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Assessment } from '../answers/job.ts';
import { JobDetail, JobFeedEntry } from './jobs.ts';
import { sampleJobDetail, sampleJobFeedEntry } from './samples.ts';
import { HTTPS_URL_MAX_LENGTH, HttpsUrl, isHttpsUrl } from './urls.ts';

// The WHATWG URL parser of the runtime the tests run on, to check that what the schema accepts is read
// by a browser as an https address of the same host. (The package itself does not rely on it.)
const WhatwgUrl = (
  globalThis as unknown as {
    URL: new (text: string) => { protocol: string; hostname: string; username: string };
  }
).URL;

describe('HttpsUrl', () => {
  it.each([
    'https://careers.example.in/apply/42',
    'https://tests.example.in/1?candidate=7&lang=en#start',
    'HTTPS://Example.COM',
    'https://example.com:8443/path',
    'https://xn--80ak6aa92e.com/',
    'https://उदाहरण.भारत/नौकरी',
    'https://203.0.113.9/x',
    'https://a1.example.com/2',
    "https://example.com/it's-%20fine",
    'http://localhost:3000/assessment',
    'http://127.0.0.1/x',
    'http://[::1]:8080/',
  ])('accepts %s', (text) => {
    expect(v.is(HttpsUrl, text)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a tab', '\tjavascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['https after a space', ' https://example.com'],
    ['https with a trailing space', 'https://example.com '],
    ['a NUL character', 'https://example.com/\u0000'],
    ['a zero-width space', 'https://exa\u200bmple.com'],
    ['a right-to-left override', 'https://example.com/\u202egnp.exe'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: of base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/x'],
    ['a relative path', '/company/acme'],
    ['a scheme-relative address', '//evil.example/x'],
    ['a bare host', 'example.com'],
    ['no slashes after the scheme', 'https:example.com'],
    ['backslashes', 'https:\\\\evil.example'],
    ['three slashes', 'https:///evil.example'],
    ['credentials', 'https://bank.example@evil.example/'],
    ['http to another host', 'http://example.com/'],
    ['http to a host that starts with localhost', 'http://localhost.evil.example/'],
    ['an empty host', 'https://'],
    ['a bad label', 'https://-bad-.example/'],
    ['an empty label', 'https://a..example/'],
    ['an escaped host', 'https://%65xample.com/'],
    ['a host a browser reads as a bad number', 'https://example.0x1/'],
    ['an IPv4 address out of range', 'https://256.1.1.1/'],
    ['a port out of range', 'https://example.com:70000/'],
    ['an empty port', 'https://example.com:/'],
    ['angle brackets', 'https://example.com/"><script>'],
    ['an empty string', ''],
  ])('refuses %s', (_, text) => {
    expect(v.is(HttpsUrl, text)).toBe(false);
  });

  it('refuses an address longer than 2048 characters, and names the rule', () => {
    expect(v.is(HttpsUrl, `https://example.com/${'a'.repeat(HTTPS_URL_MAX_LENGTH)}`)).toBe(false);
    const result = v.safeParse(HttpsUrl, 'javascript:alert(1)');
    expect(result.issues?.[0]?.message).toBe('must be an https:// address (http:// only for localhost)');
  });

  it('accepts only what a browser reads as https (or http to this machine), without credentials', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      'HtTpS:',
      '//',
      ' ',
      '\t',
      'java',
      'script:',
      'localhost',
      '127.0.0.1',
      '[::1]',
      'example.com',
      'a',
      '.',
      '-',
      ':',
      '8080',
      '@',
      '/',
      '?',
      '#',
      '%2F',
      '\\',
      'é',
      '\n',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
        (text) => {
          if (!isHttpsUrl(text)) return;
          const url = new WhatwgUrl(text);
          expect(url.username).toBe('');
          if (url.protocol === 'http:') expect(['localhost', '127.0.0.1', '[::1]']).toContain(url.hostname);
          else expect(url.protocol).toBe('https:');
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('is the rule of the addresses the seeker is answered: apply links and assessment links', () => {
    const external = { applyType: 'external', applyUrl: 'https://careers.example.in/1' } as const;
    expect(v.is(JobFeedEntry, { ...sampleJobFeedEntry, ...external })).toBe(true);
    expect(v.is(JobDetail, { ...sampleJobDetail, ...external })).toBe(true);
    const script = { ...external, applyUrl: 'javascript:alert(1)' };
    expect(v.is(JobFeedEntry, { ...sampleJobFeedEntry, ...script })).toBe(false);
    expect(v.is(JobDetail, { ...sampleJobDetail, ...script })).toBe(false);
    const assessment = {
      id: 1,
      jobId: 2,
      recruiterId: 3,
      title: 'Excel test',
      url: 'https://tests.example.in/1',
      status: 'pending',
      assignedAt: '2026-11-21T09:30:00.000Z',
      dueAt: null,
      completedAt: null,
    };
    expect(v.is(Assessment, assessment)).toBe(true);
    expect(v.is(Assessment, { ...assessment, url: 'javascript:alert(document.cookie)' })).toBe(false);
  });
});
