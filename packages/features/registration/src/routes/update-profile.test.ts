import { REGISTRATION_STEPS } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loader } from './update-profile.tsx';

const site = setupTestSite();

describe('update your profile (/update-profile)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/update-profile');

  it('lists every part of the profile, done as the profile page counts it, and the resume once uploaded', async () => {
    const seeker = await site.signUp();
    const api = seeker.client();
    const stateOf = async () => {
      const page = await seeker.data(loader, '/update-profile');
      const { completeness } = await api.user.profile(undefined);
      return { page, completeness };
    };
    const fresh = await stateOf();
    expect(fresh.page.steps.map((s) => s.path)).toEqual(REGISTRATION_STEPS.map((s) => s.path));
    expect(fresh.page.steps.every((s) => s.label !== s.key)).toBe(true);
    expect(fresh.page.resumeName).toBeNull();

    // Skipping work experience and passing the cover letter step fill nothing: neither is done.
    await api.user.updateProfile({ step: 'workExperience' });
    await api.user.updateProfile({ step: 'coverLetterAndSkills' });
    const file = new Blob([makePdf(['Rohan Das', 'Skills: Excel'])], { type: 'application/pdf' });
    await api.user.uploadResume({ file, fileName: 'rohan.pdf' });

    const after = await stateOf();
    for (const step of REGISTRATION_STEPS) {
      const shown = after.page.steps.find((s) => s.key === step.key)?.done;
      if (step.completes) expect(shown, step.key).toBe(after.completeness?.[step.completes] === 1);
    }
    expect(after.page.steps.find((s) => s.key === 'workExperience')?.done).toBe(false);
    expect(after.page.resumeName).not.toBeNull();
    expect(after.page.resumeUpdatedAt).not.toBeNull();
  });
});
