import { itSendsSignedOutVisitorsToLogIn, setupTestSite, testSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { latestFile } from '../rounds/submission.ts';
import {
  COMPETITION_VERTICAL,
  closeRound,
  openRound,
  playQuiz,
  publishRound,
  registeredSeeker,
  uploadCaseStudy,
} from '../rounds/test-edition.ts';
import { createEdition } from '../test-editions.ts';
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

const pdf = (name: string) => new File([makePdf([`Our answer: ${name}`])], name, { type: 'application/pdf' });

describe('the case round (/epoch/round-two) on the API', () => {
  const site = setupTestSite({ vertical: COMPETITION_VERTICAL });

  it('opens the case study and the answer to the candidates who went on, says why to the others, and keeps the latest answer', async () => {
    const { id } = await createEdition(site);
    await uploadCaseStudy(site, id);
    const [ahead, behind] = [await registeredSeeker(site), await registeredSeeker(site)];

    // Before round 1's results: why not yet, and when; the case study is refused with the API's reason.
    const early = await ahead.data(loader, PATH);
    expect(early.gate.kind === 'closed' && early.gate.reason).toMatch(
      /^Round 2 opens to the candidates who qualify in Round 1, once its results are published\. It runs from /,
    );
    const notYet = await ahead.load(caseStudy, CASE_STUDY);
    expect(notYet.status).toBe(409);
    expect(await notYet.response.text()).toMatch(/<p role="alert">The case study opens with round 2 on /);

    await openRound(site, id, 'round1');
    await playQuiz(ahead);
    await playQuiz(behind, 0);
    await closeRound(site, id, 'round1');
    await publishRound(site, id, 'round1', 2);
    await openRound(site, id, 'round2');

    const open = await ahead.data(loader, PATH);
    expect(open.gate).toMatchObject({ kind: 'open', progress: { state: 'open', files: [] } });
    const download = await ahead.load(caseStudy, CASE_STUDY);
    expect(download.status).toBe(200);
    expect(download.response.headers.get('content-type')).toBe('application/pdf');
    expect(download.response.headers.get('content-disposition')).toBe(
      'attachment; filename="case-study.pdf"',
    );
    expect(new TextDecoder().decode((await download.response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const out = await behind.data(loader, PATH);
    expect(out.gate).toMatchObject({
      kind: 'closed',
      reason: 'Round 2 is open only to candidates who qualified in Round 1, and you did not.',
    });
    const refused = await behind.load(caseStudy, CASE_STUDY);
    expect(refused.status).toBe(403);
    expect(await refused.response.text()).toContain(
      '<p role="alert">The case study is for the candidates who went on from round 1</p>',
    );
    expect(await behind.submitData(action, PATH, { kind: 'answer', file: pdf('mine.pdf') })).toMatchObject({
      kind: 'answer',
      ok: false,
    });

    // The API reads the bytes: a text file named .pdf is refused with its reason.
    const wrong = await ahead.submitData(action, PATH, {
      kind: 'answer',
      file: new File(['just some notes'], 'answer.pdf', { type: 'application/pdf' }),
    });
    expect(wrong).toMatchObject({ kind: 'answer', ok: false, error: expect.stringMatching(/\.pdf, \.ppt/) });

    const first = await ahead.submitData(action, PATH, { kind: 'answer', file: pdf('first draft.pdf') });
    expect(first).toMatchObject({
      kind: 'answer',
      ok: true,
      file: { fileName: 'first draft.pdf', format: 'pdf' },
    });
    const second = await ahead.submitData(action, PATH, { kind: 'answer', file: pdf('final answer.pdf') });
    expect(second).toMatchObject({
      ok: true,
      file: { fileName: 'final answer.pdf', kind: 'answer', round: 'round2' },
    });
    const after = await ahead.data(loader, PATH);
    expect(after.gate).toMatchObject({ kind: 'open', progress: { state: 'submitted' } });
    const files = after.gate.kind === 'open' ? after.gate.progress.files : [];
    expect(latestFile(files, 'answer')?.fileName).toBe('final answer.pdf');
    expect(files.filter((f) => f.kind === 'answer')).toHaveLength(1);
  });
});
