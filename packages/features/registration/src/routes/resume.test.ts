import { setupTestSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { RESUME_SAMPLES } from '@jobsite/test-fixtures/resumes';
import { describe, expect, it } from 'vitest';
import * as entries from '../resume-entries.ts';
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

  it('offers the degrees, employers and email of a real PDF resume, and adds the kept ones to the profile', async () => {
    const seeker = await site.signUp({ name: 'Sneha Kulkarni' });
    const sample = RESUME_SAMPLES.find((s) => s.name === '02-sneha-kulkarni.pdf');
    const file = new File([sample?.read() ?? new Uint8Array()], 'Sneha.pdf', { type: 'application/pdf' });
    expect((await seeker.submit(action, '/registration/resume', { intent: 'upload', file })).status).toBe(
      200,
    );

    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(200);
    const { proposed } = (await read.response.json()) as {
      proposed: { email: string; education: entries.ReadEducation[]; companies: entries.ReadCompany[] };
    };
    expect(proposed.email).toBe('sneha.kulkarni@example.com');
    // What the confirm step shows, one checkbox each.
    expect(proposed.education.map(entries.educationLabel)).toEqual([
      'MBA (Finance), Symbiosis Institute of Business Management, Pune, 2016',
      'B.Com, Brihan Maharashtra College of Commerce, Pune, 2014',
    ]);
    const offered = proposed.companies.filter(entries.offersCompany);
    expect(offered.map(entries.companyLabel)).toEqual([
      'Assistant Manager – Credit Analysis, Bajaj Finserv Ltd. (Jan 2019 – present)',
      'Relationship Officer, ICICI Bank Limited (Jun 2016 – Dec 2018)',
    ]);

    // The profile already holds one degree; the person keeps the MBA and the current job.
    await seeker.client().user.updateProfile({
      ed: {
        info: [
          { courseType: 'Graduation', degree: 'B.Com', institute: 'Pune University', passingYear: 2014 },
        ],
      },
    });
    const [mba] = proposed.education;
    const [bajaj] = offered;
    const confirmed = await seeker.submit(action, '/registration/resume', {
      intent: 'confirm',
      education: mba ? entries.educationValue(mba) : '',
      company: bajaj ? entries.companyValue(bajaj) : '',
    });
    expect(await confirmed.response.json()).toEqual({
      ok: true,
      message: 'Your profile has been updated from your resume.',
    });
    const { profile } = await seeker.client().user.profile(undefined);
    expect(profile?.educationInfo?.info).toEqual([
      { courseType: 'Graduation', degree: 'B.Com', institute: 'Pune University', passingYear: 2014 },
      {
        courseType: 'Post graduation',
        degree: 'MBA (Finance)',
        institute: 'Symbiosis Institute of Business Management, Pune',
        passingYear: 2016,
      },
    ]);
    expect(profile?.professionalInfo).toEqual([
      {
        company: 'Bajaj Finserv Ltd.',
        designation: 'Assistant Manager – Credit Analysis',
        from: '2019-01-01',
        to: null,
      },
    ]);

    // A kept entry that is not one is refused with the reason, and nothing is saved.
    const broken = await seeker.submit(action, '/registration/resume', {
      intent: 'confirm',
      name: 'Someone Else',
      company: '{"company":"X"}',
    });
    expect(broken.status).toBe(400);
    expect(await broken.response.json()).toEqual({
      error: 'We could not read the education or work you kept. Please add it in your profile.',
    });
    expect((await seeker.client().user.profile(undefined)).profile?.name).toBe('Sneha Kulkarni');
  });

  it('says so when there is no resume to read yet', async () => {
    const seeker = await site.signUp();
    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(400);
    expect(await read.response.json()).toEqual({ error: 'No resume uploaded yet' });
  });
});
