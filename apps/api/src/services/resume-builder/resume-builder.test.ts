import { VERTICALS } from '@jobsite/domain';
import { ResumeDraftAnswer, SaveResumeDraftAnswer, UseResumeAnswer } from '@jobsite/domain/answers';
import { pdfFileName, type ResumeDraft } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drivers, freshSeeker, setupTestServer, TEST_BASE_PATHS } from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { extractResumeText } from '../user/resume-text.ts';
import { draftFromProfile } from './draft.ts';
import { paragraphs } from './pdf.ts';

const MANAGEMENT = VERTICALS.management.id;
const M = TEST_BASE_PATHS[MANAGEMENT];
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe.each(drivers)('the resume builder on %s', (driver) => {
  const s = setupTestServer(driver);

  const subscribe = (seekerId: number) =>
    s.db.raw(
      `UPDATE seeker_profiles SET resume_builder_until = now() + interval '30 days' WHERE seeker_id = $1`,
      [seekerId],
    );

  async function fillProfile(b: Browser) {
    const res = await b.request('POST', `${M}/user/profile/v2`, {
      json: {
        pd: { phone: '9876543210' },
        we: {
          experienceStatus: 'experienced',
          professionalInfo: [
            { company: 'Old Co', designation: 'Analyst', from: '2015-06-01', to: '2018-03-31' },
            { company: 'Tata Motors', designation: 'Brand Manager', from: '2018-04-01', to: null },
          ],
        },
        ed: {
          info: [{ courseType: 'Full time', degree: 'MBA', institute: 'IIM Kozhikode', passingYear: 2015 }],
        },
        ai: { about: 'Brand manager with a decade in consumer goods.' },
      },
    });
    expect(res.status).toBe(200);
    await b.request('POST', `${M}/skills`, { json: { skills: ['Brand strategy', 'Market research'] } });
  }

  async function draftOf(b: Browser) {
    const res = await b.request('GET', `${M}/user/resume-builder`);
    expect(res.status).toBe(200);
    return v.parse(ResumeDraftAnswer, await res.json());
  }

  it('fills a new draft from the profile, and keeps a saved one', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT, { name: 'Ananya Iyer' });
    await fillProfile(b);
    const first = await draftOf(b);
    expect(first.saved).toBe(false);
    expect(first.canExport).toBe(false);
    expect(first.templates.map((t) => t.id)).toEqual(['classic', 'compact']);
    expect(first.draft).toMatchObject({
      template: 'classic',
      name: 'Ananya Iyer',
      headline: 'Brand Manager',
      phone: '+91 9876543210',
      summary: 'Brand manager with a decade in consumer goods.',
      skills: ['Brand strategy', 'Market research'],
      education: [{ degree: 'MBA', institute: 'IIM Kozhikode', year: '2015', details: '' }],
    });
    // The current position first.
    expect(first.draft.experience.map((job) => [job.title, job.from, job.to])).toEqual([
      ['Brand Manager', '2018-04', ''],
      ['Analyst', '2015-06', '2018-03'],
    ]);

    const edited: ResumeDraft = {
      ...first.draft,
      template: 'compact',
      projects: [{ name: 'Festive launch', link: 'https://example.com/launch', description: '- Led it' }],
      certifications: [{ name: 'Digital Marketing', issuer: 'Google', year: '2020' }],
    };
    const saved = await b.request('POST', `${M}/user/resume-builder`, { json: edited });
    expect(saved.status).toBe(200);
    const answer = v.parse(SaveResumeDraftAnswer, await saved.json());
    expect(answer.message).toBe('Your resume draft has been saved');
    const again = await draftOf(b);
    expect(again.saved).toBe(true);
    expect(again.updatedAt).toBe(answer.updatedAt);
    expect(again.draft).toEqual(edited);
  });

  it('refuses a draft that breaks the rules with a 400 that names the field', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    const { draft } = await draftOf(b);
    const cases: [unknown, string][] = [
      [{ ...draft, name: '  ' }, "Invalid body field 'name': is required"],
      [{ ...draft, template: 'fancy' }, "Invalid body field 'template': must be 'classic' or 'compact'"],
      [
        {
          ...draft,
          experience: [
            { title: 'PM', company: 'X', location: '', from: '2020-05', to: '2019-01', description: '' },
          ],
        },
        "Invalid body field 'experience.0.to': must not be before the start month",
      ],
      [
        {
          ...draft,
          experience: [{ title: 'PM', company: 'X', location: '', from: '2020-13', to: '', description: '' }],
        },
        "Invalid body field 'experience.0.from': must be a month as YYYY-MM",
      ],
      [
        { ...draft, skills: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) },
        'can hold at most 40 skills',
      ],
      [
        { ...draft, summary: 'x'.repeat(1501) },
        "Invalid body field 'summary': must be at most 1500 characters",
      ],
      [{ ...draft, email: 'not an email' }, "Invalid body field 'email': must be an email address"],
    ];
    for (const [body, message] of cases) {
      const res = await b.request('POST', `${M}/user/resume-builder`, { json: body });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toContain(message);
    }
    expect((await draftOf(b)).saved).toBe(false);
  });

  it('answers 403 on the PDF and on "use" to a seeker without the resume builder', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    const pdf = await b.request('GET', `${M}/user/resume-builder/pdf`);
    expect(pdf.status).toBe(403);
    expect(await errorOf(pdf)).toBe('Subscribe to the resume builder to download your resume');
    const use = await b.request('POST', `${M}/user/resume-builder/use`, { json: {} });
    expect(use.status).toBe(403);
    expect(await errorOf(use)).toBe('Subscribe to the resume builder to use it as your resume');
    // An expired entitlement is no entitlement.
    const { b: lapsed, seekerId } = await freshSeeker(s, MANAGEMENT);
    await s.db.raw(
      `UPDATE seeker_profiles SET resume_builder_until = now() - interval '1 day' WHERE seeker_id = $1`,
      [seekerId],
    );
    expect((await lapsed.request('GET', `${M}/user/resume-builder/pdf`)).status).toBe(403);
    // Signed out: 401.
    expect((await s.get(`${M}/user/resume-builder/pdf`)).status).toBe(401);
    expect((await s.get(`${M}/user/resume-builder`)).status).toBe(401);
  });

  it('gives a subscriber a text PDF with embedded fonts in both templates', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT, { name: 'Rohan Deshpande' });
    await fillProfile(b);
    await subscribe(seekerId);
    expect((await draftOf(b)).canExport).toBe(true);
    for (const template of ['classic', 'compact'] as const) {
      const res = await b.request('GET', `${M}/user/resume-builder/pdf?template=${template}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="Rohan-Deshpande-resume.pdf"',
      );
      const data = new Uint8Array(await res.arrayBuffer());
      const raw = Buffer.from(data).toString('latin1');
      expect(raw.startsWith('%PDF-')).toBe(true);
      // TrueType fonts embedded (subsets), no image XObjects.
      expect(raw).toContain('/FontFile2');
      expect(raw).not.toContain('/Subtype /Image');
      const text = await extractResumeText('pdf', data);
      expect(text).toContain('Rohan Deshpande');
      expect(text).toContain('Brand Manager, Tata Motors');
      // Standard headings, in reading order.
      const headings =
        template === 'classic'
          ? ['Summary', 'Experience', 'Education', 'Skills']
          : ['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS'];
      const at = headings.map((h) => text.indexOf(`\n${h}\n`));
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
    }
    expect((await b.request('GET', `${M}/user/resume-builder/pdf?template=fancy`)).status).toBe(400);
  });

  it('makes the PDF the seeker\u2019s resume as an upload does', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT, { name: 'Kavya Menon' });
    await fillProfile(b);
    await subscribe(seekerId);
    const before = (await (await b.request('GET', `${M}/user/profile/v2`)).json()) as {
      completeness: { resumeAttached: number };
    };
    expect(before.completeness.resumeAttached).toBe(0);
    const res = await b.request('POST', `${M}/user/resume-builder/use`, { json: { template: 'compact' } });
    expect(res.status).toBe(200);
    const answer = v.parse(UseResumeAnswer, await res.json());
    expect(answer.resumePath).toMatch(
      new RegExp(`^/${MANAGEMENT}/media/file/${seekerId}/resume-[a-z0-9]+\\.pdf$`),
    );
    const after = (await (await b.request('GET', `${M}/user/profile/v2`)).json()) as {
      profile: { resumePath: string; resumeName: string; resumeUpdated: boolean };
      completeness: { resumeAttached: number };
    };
    expect(after.completeness.resumeAttached).toBe(1);
    expect(after.profile).toMatchObject({
      resumePath: answer.resumePath,
      resumeName: 'Kavya-Menon-resume.pdf',
      resumeUpdated: true,
    });
    const file = await b.request('GET', answer.resumePath.replace(`/${MANAGEMENT}`, M));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = await extractResumeText('pdf', new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain('Kavya Menon');
    expect(text).toContain('EXPERIENCE');
    // The product reads it like any uploaded resume.
    const parsed = await b.request('GET', `${M}/user/parse-resume`);
    expect(parsed.status).toBe(200);
  });

  it('keeps each seeker to their own draft', async () => {
    const { b: first } = await freshSeeker(s, MANAGEMENT);
    const { draft } = await draftOf(first);
    await first.request('POST', `${M}/user/resume-builder`, {
      json: { ...draft, summary: 'Private summary of Meera' },
    });
    const { b: second } = await freshSeeker(s, MANAGEMENT, { name: 'Arjun Rao' });
    const theirs = await draftOf(second);
    expect(theirs.saved).toBe(false);
    expect(theirs.draft.name).toBe('Arjun Rao');
    expect(JSON.stringify(theirs)).not.toContain('Meera');
    // Saving writes only one's own draft.
    await second.request('POST', `${M}/user/resume-builder`, { json: { ...theirs.draft, summary: 'Arjun' } });
    expect((await draftOf(first)).draft.summary).toBe('Private summary of Meera');
  });
});

describe('resume builder helpers', () => {
  it('fills a draft that validates even from odd profile data', () => {
    const draft = draftFromProfile(
      {
        name: 'A'.repeat(150),
        email: 'a@example.com',
        phone: null,
        countryCode: '+91',
        work: { professionalInfo: [{ company: 'X', designation: 'Y', from: 'bad', to: null }, 'junk'] },
        education: [{ courseType: 'x', degree: 'BCom', institute: null, passingYear: 1900 }],
        additional: {},
        skills: ['SQL', 'SQL', ''],
      },
      '',
    );
    expect(draft.name).toHaveLength(100);
    expect(draft.experience).toEqual([]);
    expect(draft.education).toEqual([{ degree: 'BCom', institute: '', year: '', details: '' }]);
    expect(draft.skills).toEqual(['SQL']);
  });

  it('writes bullets and file names plainly', () => {
    expect(paragraphs('- one\n\n* two\n  three ')).toEqual(['• one', '• two', 'three']);
    expect(pdfFileName('Zoë O’Brien')).toBe('Zoe-OBrien-resume.pdf');
    expect(pdfFileName('***')).toBe('my-resume.pdf');
  });
});
