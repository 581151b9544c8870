import { REGISTRATION_STEPS } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loader } from './update-profile.tsx';

const site = setupTestSite();

describe('update your profile (/update-profile)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/update-profile');

  it('lists every part of the profile, each marked done once saved, and the resume once uploaded', async () => {
    const seeker = await site.signUp();
    const fresh = await seeker.data(loader, '/update-profile');
    expect(fresh.steps.map((s) => [s.path, s.done])).toEqual(REGISTRATION_STEPS.map((s) => [s.path, false]));
    expect(fresh.steps.every((s) => s.label !== s.key)).toBe(true);
    expect(fresh.resumeName).toBeNull();

    const api = seeker.client();
    const [first] = REGISTRATION_STEPS;
    await api.user.updateProfile({ step: first.key });
    const file = new Blob([makePdf(['Rohan Das', 'Skills: Excel'])], { type: 'application/pdf' });
    await api.user.uploadResume({ file, fileName: 'rohan.pdf' });

    const after = await seeker.data(loader, '/update-profile');
    expect(after.steps.filter((s) => s.done).map((s) => s.key)).toEqual([first.key]);
    expect(after.resumeName).not.toBeNull();
    expect(after.resumeUpdatedAt).not.toBeNull();
  });
});
