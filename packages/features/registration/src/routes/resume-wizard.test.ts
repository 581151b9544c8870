import { REGISTRATION_STEPS } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './resume-wizard.ts';

const site = setupTestSite();

describe('resuming the wizard (/registration)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/registration');

  it('takes a new person to the first step, then to the first step not done, then to the feed', async () => {
    const seeker = await site.signUp();
    const [first, second] = REGISTRATION_STEPS;
    expect(await seeker.load(loader, '/registration')).toMatchObject({ status: 302, location: first.path });

    const api = seeker.client();
    await api.user.updateProfile({ step: first.key });
    expect(await seeker.load(loader, '/registration')).toMatchObject({ location: second.path });

    for (const step of REGISTRATION_STEPS) await api.user.updateProfile({ step: step.key });
    expect(await seeker.load(loader, '/registration')).toMatchObject({ status: 302, location: '/jobfeed' });
  });
});
