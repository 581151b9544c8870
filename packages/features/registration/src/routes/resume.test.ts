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
    const seeker = await site.signUp();
    const email = seeker.account?.email ?? '';
    const uploaded = await seeker.submit(action, '/registration/resume', {
      intent: 'upload',
      file: resume(email),
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.response.json()).toEqual({ ok: true, message: RESUME_UPLOADED });

    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(200);
    const { proposed } = (await read.response.json()) as { proposed: Record<string, unknown> };
    expect(proposed).toMatchObject({ name: 'Rohan Das', email, experienceYears: 6 });

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

  it('says so when there is no resume to read yet', async () => {
    const seeker = await site.signUp();
    const read = await seeker.load(loader, '/registration/resume');
    expect(read.status).toBe(400);
    expect(await read.response.json()).toEqual({ error: 'No resume uploaded yet' });
  });
});
