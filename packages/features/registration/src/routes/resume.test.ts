import { setupTestSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { action, loader, RESUME_UPLOADED } from './resume.ts';

const site = setupTestSite();

const resume = (email: string) =>
  new File(
    [makePdf(['Rohan Das', email, 'Phone: +91 98765 43210', 'Experience: 6 years', 'Skills: Excel, SQL'])],
    'resume.pdf',
    { type: 'application/pdf' },
  );

describe('resume upload (/registration/resume)', () => {
  it('asks a signed-out visitor to log in again, as JSON', async () => {
    const result = await site.browser().load(loader, '/registration/resume');
    expect(result.status).toBe(401);
    expect(await result.response.json()).toEqual({ error: 'Please log in again.' });
    const upload = await site.browser().submit(action, '/registration/resume', { intent: 'upload' });
    expect(upload.status).toBe(401);
  });

  it('needs a file, and refuses one over 5 MB', async () => {
    const seeker = await site.signUp();
    const none = await seeker.submit(action, '/registration/resume', { intent: 'upload' });
    expect(none.status).toBe(400);
    expect(await none.response.json()).toEqual({ error: 'Choose a file to upload.' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const tooBig = await seeker.submit(action, '/registration/resume', { intent: 'upload', file: big });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.response.json()).toEqual({ error: 'The limit is 5 MB. Choose a smaller file.' });
  });

  it('stores a resume, reads its fields back, and saves the ones the person keeps', async () => {
    const seeker = await site.signUp({ name: 'Rohan Das' });
    const email = seeker.account?.email ?? '';
    const uploaded = await seeker.submit(action, '/registration/resume', {
      intent: 'upload',
      file: resume(email),
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.response.json()).toEqual({ ok: true, message: RESUME_UPLOADED });

    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(200);
    const { proposed, cohort } = (await read.response.json()) as {
      proposed: Record<string, unknown>;
      cohort: { cohort: string; redirect: string };
    };
    expect(proposed).toMatchObject({ name: 'Rohan Das', email, experienceYears: 6 });
    // The profile has no experience yet and the resume gives it: nothing contradicts, nothing to match.
    expect(cohort).toMatchObject({ cohort: 'profileUpdateSuccess', redirect: '/myprofile' });

    const confirmed = await seeker.submit(action, '/registration/resume', {
      intent: 'confirm',
      name: 'Rohan Das',
      experienceYear: '6',
      skills: 'Excel, SQL',
    });
    expect(await confirmed.response.json()).toEqual({
      ok: true,
      message: 'Your profile has been updated from your resume.',
    });
    const { profile } = await seeker.client().user.profile(undefined);
    expect(profile).toMatchObject({ name: 'Rohan Das', experienceStatus: 'experienced', experienceYear: 6 });
    const { skills } = await seeker.client().user.skills(undefined);
    expect(skills).toEqual(expect.arrayContaining(['Excel', 'SQL']));
  });

  it('shows the cohort the resume puts the person in, beside what the profile says', async () => {
    const seeker = await site.signUp({ name: 'Rohan Das' });
    const email = seeker.account?.email ?? '';
    const cohortOf = async () => {
      const read = await seeker.load(loader, '/registration/resume');
      return ((await read.response.json()) as { cohort: { cohort: string; body: string } }).cohort;
    };
    const upload = (lines: string[]) =>
      seeker.submit(action, '/registration/resume', {
        intent: 'upload',
        file: new File([makePdf(lines)], 'resume.pdf', { type: 'application/pdf' }),
      });

    // No experience in the resume and none in the profile.
    await upload(['Rohan Das', email, 'Skills: Excel, SQL']);
    expect((await cohortOf()).cohort).toBe('experienceMissing');

    // The profile says 2 years, the resume says 6.
    await seeker.client().user.updateProfile({ we: { experienceStatus: 'experienced', experienceYear: 2 } });
    await upload(['Rohan Das', email, 'Experience: 6 years', 'Skills: Excel, SQL, Forecasting']);
    const mismatch = await cohortOf();
    expect(mismatch.cohort).toBe('parserMismatch');
    expect(mismatch.body).toContain('experience: 6 years in your resume, 2 years in your profile');

    // The profile agrees and already holds the resume's skills.
    await seeker.client().user.updateProfile({ we: { experienceStatus: 'experienced', experienceYear: 6 } });
    // Three of the vertical's skills, named in the resume and already on the profile.
    const skills = (await seeker.client().static.publicCategories(undefined))
      .flatMap((c) => c.tags.map((t) => t.name))
      .filter((name) => /^[A-Za-z][A-Za-z ]+$/.test(name))
      .slice(0, 3);
    expect(skills).toHaveLength(3);
    await upload(['Rohan Das', email, 'Experience: 6 years', `Skills: ${skills.join(', ')}`]);
    await seeker.client().user.saveSkills({ skills });
    expect((await cohortOf()).cohort).toBe('perfectMatch');

    // A fresher.
    await seeker.client().user.updateProfile({ we: { experienceStatus: 'fresher' } });
    expect((await cohortOf()).cohort).toBe('freshers');
  });

  it('says so when there is no resume to read yet', async () => {
    const seeker = await site.signUp();
    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(400);
    expect(await read.response.json()).toEqual({ error: 'No resume uploaded yet' });
  });
});
