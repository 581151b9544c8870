import { itSendsSignedOutVisitorsToLogIn, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader as caseStudy } from './case-study.ts';
import { action, loader } from './round-two.tsx';

const PATH = '/epoch/round-two';
const CASE_STUDY = '/epoch/round-two/case-study';

/** A site whose API does not answer, and a visitor it takes for signed in (a session cookie). */
function offline() {
  const site = testSite(null);
  const browser = site.browser();
  browser.cookies.receive([`${site.vertical}_token=an-expired-looking-token`]);
  return browser;
}

describe('the case round without its API (/epoch/round-two)', () => {
  const site = testSite(null);
  itSendsSignedOutVisitorsToLogIn(site, loader, PATH);
  itSendsSignedOutVisitorsToLogIn(site, caseStudy, CASE_STUDY);

  it('sends a signed-out visitor who hands in a file to log in', async () => {
    const result = await site
      .browser()
      .submit(action, PATH, { kind: 'answer', file: new Blob(['%PDF-1.4']) });
    expect(result).toMatchObject({ status: 302, location: `/login?next=${encodeURIComponent(PATH)}` });
  });

  it('asks for a file before calling the API', async () => {
    expect(await offline().submitData(action, PATH, { kind: 'answer' })).toEqual({
      kind: 'answer',
      ok: false,
      error: 'Choose your case answer file to hand in.',
    });
    expect(await offline().submitData(action, PATH, { kind: 'deck', file: new Blob(['x']) })).toMatchObject({
      ok: false,
      error: 'Choose what to hand in.',
    });
  });

  it('says so when the API does not answer: the page is the shell’s 503, the download a page of its own', async () => {
    await expect(offline().load(loader, PATH)).rejects.toMatchObject({
      name: 'ApiClientError',
      kind: 'network',
    });
    const download = await offline().load(caseStudy, CASE_STUDY);
    expect(download.status).toBe(503);
    expect(download.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(download.response.headers.get('retry-after')).toBe('30');
    const html = await download.response.text();
    expect(html).toContain('<h1>The case study cannot be downloaded</h1>');
    expect(html).toContain('The competition service is not answering right now.');
    expect(html).toContain(`<a href="${PATH}">Back to round 2</a>`);
  });
});
