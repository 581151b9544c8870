import { itSendsSignedOutVisitorsToLogIn, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './round-three.tsx';

const PATH = '/epoch/round-three';

describe('the pitch round without its API (/epoch/round-three)', () => {
  const site = testSite(null);
  itSendsSignedOutVisitorsToLogIn(site, loader, PATH);

  it('takes only a deck or a video, and asks for the file before calling the API', async () => {
    const browser = site.browser();
    browser.cookies.receive([`${site.vertical}_token=an-expired-looking-token`]);
    expect(await browser.submitData(action, PATH, { kind: 'video' })).toEqual({
      kind: 'video',
      ok: false,
      error: 'Choose your pitch video file to hand in.',
    });
    expect(await browser.submitData(action, PATH, { kind: 'answer', file: new Blob(['x']) })).toMatchObject({
      kind: 'deck',
      ok: false,
      error: 'Choose what to hand in.',
    });
    await expect(browser.load(loader, PATH)).rejects.toMatchObject({ kind: 'network' });
  });
});
