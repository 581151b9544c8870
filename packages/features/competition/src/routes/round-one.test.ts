import { QUIZ_DESKTOP_ONLY_MESSAGE } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './round-one.tsx';

const PATH = '/epoch/round-one';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A site whose API does not answer, and a visitor it takes for signed in (a session cookie). */
function offline() {
  const site = testSite(null);
  const browser = site.browser();
  browser.cookies.receive([`${site.vertical}_token=an-expired-looking-token`]);
  return browser;
}

describe('the quiz page without its API (/epoch/round-one)', () => {
  const site = testSite(null);
  itSendsSignedOutVisitorsToLogIn(site, loader, PATH);

  it('sends a signed-out visitor who posts to log in too', async () => {
    expect(await site.browser().submit(action, PATH, { intent: 'start' })).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(PATH)}`,
    });
  });

  it('does not start the quiz from a phone, with the desktop-only message and no call to the API', async () => {
    const result = await offline().submitData(
      action,
      PATH,
      { intent: 'start' },
      { headers: { 'user-agent': PHONE } },
    );
    expect(result).toEqual({ ok: false, error: QUIZ_DESKTOP_ONLY_MESSAGE });
  });

  it('leaves an API that does not answer to the shell’s 503 page', async () => {
    await expect(offline().load(loader, PATH)).rejects.toMatchObject({
      name: 'ApiClientError',
      kind: 'network',
    });
  });
});
