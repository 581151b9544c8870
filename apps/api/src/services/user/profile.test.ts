import { Profile, ProfileCompleteness, REGISTRATION_STEPS, VERTICALS } from '@jobsite/domain';
import { makePdf, PNG_1X1 } from '@jobsite/test-fixtures';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from '../../media/test-media.ts';
import { drivers, errorOf, SEEKER, setupTestServer, signUpSeeker, uniqueEmail } from '../../test-server.ts';
import { type Browser, browser } from '../auth/test-browser.ts';

const TECHNOLOGY = VERTICALS.technology.id;

describe.each(drivers)('profile, resume and settings on %s', (driver) => {
  const s = setupTestServer(driver);

  const upload = (b: Browser, path: string, file: Blob, name: string) => {
    const form = new FormData();
    form.set('file', file, name);
    return fetch(`${s.base}${path}`, {
      method: 'POST',
      body: form,
      headers: {
        cookie: `technology_token=${b.cookie('technology_token')}`,
        origin: 'http://localhost:3000',
      },
    });
  };

  const cities = async () =>
    (await s.db.raw(`SELECT id, name FROM cities WHERE vertical = $1 ORDER BY id LIMIT 3`, [TECHNOLOGY])) as {
      id: number;
      name: string;
    }[];

  it('answers the normalised profile with completeness, and "profile not found" for an account without one', async () => {
    const { b, seekerId } = await signUpSeeker(s, TECHNOLOGY);
    const res = await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { profile: unknown; completeness: unknown };
    const profile = v.parse(Profile, body.profile);
    expect(profile).toMatchObject({ id: seekerId, name: SEEKER.name, gender: '', verifiedEmail: false });
    const completeness = v.parse(ProfileCompleteness, body.completeness);
    expect(completeness.percentage).toBe(0);

    await s.db.raw('DELETE FROM seeker_profiles WHERE seeker_id = $1', [seekerId]);
    const missing = await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'profile not found', statusCode: 404 } });
  });

  it('returns only the sections the fields flags ask for', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const onlyPersonal = (await (
      await b.request('GET', `/${TECHNOLOGY}/user/profile/v2?fields=1000000`)
    ).json()) as {
      profile: Record<string, unknown>;
    };
    expect(onlyPersonal.profile).toHaveProperty('dob');
    expect(onlyPersonal.profile).not.toHaveProperty('experienceYear');
    expect(onlyPersonal.profile).not.toHaveProperty('educationInfo');
    const asNumber = (await (await b.request('GET', `/${TECHNOLOGY}/user/profile/v2?fields=6`)).json()) as {
      profile: Record<string, unknown>;
    };
    expect(asNumber.profile).toHaveProperty('experienceYear');
    expect(asNumber.profile).toHaveProperty('educationInfo');
    expect(asNumber.profile).not.toHaveProperty('dob');
    expect((await b.request('GET', `/${TECHNOLOGY}/user/profile/v2?fields=2x`)).status).toBe(400);
  });

  it('saves the registration steps one by one, so the wizard resumes where it stopped', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const [pune, mumbai] = await cities();
    const personal = await b.request('POST', `/${TECHNOLOGY}/user/profile/v2`, {
      json: {
        pd: {
          dob: '1996-04-12',
          gender: 'female',
          currentLocation: pune?.id,
          preferredLocations: [mumbai?.id],
        },
        step: 'personalDetails',
      },
    });
    expect(personal.status).toBe(200);
    const education = await b.request('POST', `/${TECHNOLOGY}/user/profile/v2`, {
      json: {
        ed: {
          info: [
            {
              courseType: 'graduation',
              degree: 'B.Tech Computer Science',
              institute: 'COEP',
              passingYear: 2018,
            },
          ],
        },
        step: 'educationalDetails',
      },
    });
    expect(education.status).toBe(200);
    expect((await b.request('POST', `/${TECHNOLOGY}/user/profile/skipwork`)).status).toBe(200);

    const { profile, completeness } = (await (
      await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`)
    ).json()) as {
      profile: Record<string, unknown> & { registration: { completedSteps: string[]; nextStep: string } };
      completeness: Record<string, number>;
    };
    expect(profile.gender).toBe('female');
    expect(profile.locations).toEqual({ current: pune, preferred: [mumbai] });
    expect(profile.institute).toBe('COEP');
    expect(profile.registration.completedSteps).toEqual([
      'personalDetails',
      'educationalDetails',
      'workExperience',
    ]);
    expect(profile.registration.nextStep).toBe(REGISTRATION_STEPS[3]?.key);
    expect(completeness).toMatchObject({
      personalDetails: 1,
      educationDetails: 1,
      professionalDetails: 1,
      resumeAttached: 0,
    });
    expect(completeness.percentage).toBe(40);
  });

  it('names the bad field of a profile update and changes nothing', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const bad = await b.request('POST', `/${TECHNOLOGY}/user/profile/v2`, {
      json: { pd: { dob: '1996-04-12' }, we: { experienceMonth: 14 } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/experienceMonth/);
    const { profile } = (await (await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`)).json()) as {
      profile: { dob: string | null };
    };
    expect(profile.dob).toBeNull();
  });

  it('keeps the cover letter, skills and followed keywords', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    expect(
      (
        await b.request('POST', `/${TECHNOLOGY}/coverletter`, {
          form: { coverletter: 'I build data platforms.', includeCoverletter: 'true' },
        })
      ).status,
    ).toBe(200);
    expect(await (await b.request('GET', `/${TECHNOLOGY}/coverletter`)).json()).toEqual({
      data: { coverletter: 'I build data platforms.', includeCoverletter: true },
    });
    const skills = await b.request('POST', `/${TECHNOLOGY}/skills`, {
      json: { skills: ['Python', 'SQL', 'python'] },
    });
    expect(await skills.json()).toMatchObject({ skills: ['python', 'SQL'] });
    const suggestions = (await (await s.get(`/${TECHNOLOGY}/user/suggest/skills?q=py`)).json()) as {
      skills: string[];
    };
    expect(Array.isArray(suggestions.skills)).toBe(true);
    const tags = (await s.db.raw(`SELECT id FROM tags WHERE vertical = $1 ORDER BY id LIMIT 2`, [
      TECHNOLOGY,
    ])) as { id: number }[];
    const followed = await b.request('POST', `/${TECHNOLOGY}/profile/tags`, {
      form: { tagInfo: JSON.stringify([...tags.map((t) => ({ id: t.id })), 999999]) },
    });
    expect(await followed.json()).toMatchObject({ tags: tags.map((t) => t.id) });
    expect(
      (await b.request('POST', `/${TECHNOLOGY}/profile/tags`, { form: { tagInfo: 'not json' } })).status,
    ).toBe(400);
  });

  it('stores a real PDF resume, marks it updated, and proposes fields parsed from it', async () => {
    const { b, seekerId } = await signUpSeeker(s, TECHNOLOGY);
    const tag =
      (
        (await s.db.raw(`SELECT name FROM tags WHERE vertical = $1 ORDER BY id LIMIT 1`, [TECHNOLOGY])) as {
          name: string;
        }[]
      )[0]?.name ?? 'Python';
    const pdf = makePdf([
      'Meera Krishnan',
      'meera.k@example.in | +91 98450 12345',
      `Skills: ${tag}, leadership`,
      '6 years of experience',
    ]);
    const res = await upload(b, `/${TECHNOLOGY}/user/resume`, new Blob([pdf]), 'Meera CV.pdf');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Your resume has been uploaded successfully!',
      resumeUpdated: true,
    });
    const { profile } = (await (await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`)).json()) as {
      profile: { resumeUpdated: boolean; resumePath: string };
    };
    expect(profile.resumeUpdated).toBe(true);
    expect(profile.resumePath).toMatch(new RegExp(`^/${TECHNOLOGY}/media/file/${seekerId}/resume-`));

    const parsed = (await (await b.request('GET', `/${TECHNOLOGY}/user/parse-resume`)).json()) as {
      proposed: Record<string, unknown>;
    };
    expect(parsed.proposed).toMatchObject({
      name: 'Meera Krishnan',
      email: 'meera.k@example.in',
      phone: '+919845012345',
      experienceYears: 6,
    });
    expect(parsed.proposed.skills).toContain(tag);

    // The file is the owner's alone.
    const own = await b.request('GET', profile.resumePath);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const other = await signUpSeeker(s, TECHNOLOGY);
    expect((await other.b.request('GET', profile.resumePath)).status).toBe(404);
    expect((await s.get(profile.resumePath)).status).toBe(401);
  });

  it('refuses uploads whose content is not what the name says, and files over the limit', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const lying = await upload(
      b,
      `/${TECHNOLOGY}/user/resume`,
      new Blob(['MZ\u0090\u0000 not a pdf at all']),
      'resume.pdf',
    );
    expect(lying.status).toBe(415);
    expect(JSON.stringify(await lying.json())).toMatch(/PDF, DOC, DOCX/);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(makePdf(['x']).subarray(0, 8));
    expect((await upload(b, `/${TECHNOLOGY}/user/resume`, new Blob([big]), 'big.pdf')).status).toBe(413);
    const pdfAsPicture = await upload(
      b,
      `/${TECHNOLOGY}/user/profile-picture`,
      new Blob([makePdf(['x'])]),
      'me.png',
    );
    expect(pdfAsPicture.status).toBe(415);
    const picture = await upload(b, `/${TECHNOLOGY}/user/profile-picture`, new Blob([PNG_1X1]), 'me.png');
    expect(picture.status).toBe(200);
    const { picUrl } = (await picture.json()) as { picUrl: string };
    expect((await s.get(picUrl)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a picture whose header declares more than 8000 pixels a side or 36 megapixels', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const picture = (data: Uint8Array, name: string) =>
      upload(b, `/${TECHNOLOGY}/user/profile-picture`, new Blob([Buffer.from(data)]), name);
    // 1.1 MB that declares 20000 × 20000 pixels: a decompression bomb for whoever renders it.
    const bomb = await picture(pngDeclaring(20_000, 20_000, 1_100_000), 'bomb.png');
    expect(bomb.status).toBe(400);
    expect(await errorOf(bomb)).toBe(
      'The picture is 20000 × 20000 pixels. Please upload one of at most 8000 pixels on a side and 36 megapixels in all',
    );
    // A JPEG's frame after 100 KB of metadata, and a WebP's extended header, are read too.
    const wide = await picture(jpegDeclaring(9000, 100, 100_000), 'wide.jpg');
    expect(await errorOf(wide)).toMatch(/^The picture is 9000 × 100 pixels\./);
    const many = await picture(webpDeclaring('VP8X', 7000, 6000), 'many.webp');
    expect(await errorOf(many)).toMatch(/^The picture is 7000 × 6000 pixels\./);
    const unreadable = await picture(pngDeclaring(0, 0), 'none.png');
    expect(unreadable.status).toBe(400);
    expect(await errorOf(unreadable)).toBe(
      'We could not read the size of this picture. Please save it again and upload it',
    );
    const profile = async () =>
      (
        (await (await b.request('GET', `/${TECHNOLOGY}/user/profile/v2`)).json()) as {
          profile: { picUrl?: string | null };
        }
      ).profile.picUrl;
    expect(await profile()).toBeFalsy();
    // Within the caps: taken.
    const taken = await picture(pngDeclaring(8000, 4500), 'wide.png');
    expect(taken.status).toBe(200);
    expect(await profile()).toMatch(/\/picture-[a-z0-9]+\.png$/);
  });

  it('reads and saves settings, refusing flags a seeker cannot change', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const before = (await (await b.request('GET', `/${TECHNOLOGY}/settings`)).json()) as {
      settings: Record<string, unknown>;
    };
    expect(before.settings).toMatchObject({
      jobFeed: true,
      twoFactorAuth: false,
      emailChangeRequestedOn: null,
    });
    const saved = await b.request('POST', `/${TECHNOLOGY}/settings`, {
      form: { settings: JSON.stringify({ jobFeed: false }) },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: Record<string, unknown> }).settings.jobFeed).toBe(false);
    const sneaky = await b.request('POST', `/${TECHNOLOGY}/settings`, {
      form: { settings: JSON.stringify({ boost: true }) },
    });
    expect(sneaky.status).toBe(400);
  });

  it('changes the email through requested, resent and verified, or cancelled', async () => {
    const { b } = await signUpSeeker(s, TECHNOLOGY);
    const to = uniqueEmail('new');
    const wrongPassword = await b.request('POST', `/${TECHNOLOGY}/change_email`, {
      form: { email: to, password: 'nope nope nope' },
    });
    expect(wrongPassword.status).toBe(400);
    const asked = await b.request('POST', `/${TECHNOLOGY}/change_email`, {
      form: { email: to, password: SEEKER.password },
    });
    expect(await asked.json()).toMatchObject({ status: 'requested' });
    expect(
      (await (await b.request('GET', `/${TECHNOLOGY}/settings`)).json()) as {
        settings: { emailChangeRequestedOn: string };
      },
    ).toMatchObject({ settings: { emailChangeRequestedOn: expect.any(String) } });
    expect(await (await b.request('POST', `/${TECHNOLOGY}/resend_email_verification`)).json()).toMatchObject({
      message: 'Email sent',
    });
    const messages = (await (
      await s.get(`/${TECHNOLOGY}/dev/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as {
      messages: { code: string }[];
    };
    expect(messages.messages).toHaveLength(2);
    const code = messages.messages[0]?.code ?? '';
    const verified = await b.request('POST', `/${TECHNOLOGY}/verify_email`, { form: { code } });
    expect(await verified.json()).toEqual({ status: 'verified', email: to });
    expect((await b.request('POST', `/${TECHNOLOGY}/cancel_email_change`)).status).toBe(404);

    const again = uniqueEmail('again');
    await b.request('POST', `/${TECHNOLOGY}/change_email`, {
      form: { email: again, password: SEEKER.password },
    });
    expect(await (await b.request('POST', `/${TECHNOLOGY}/cancel_email_change`)).json()).toEqual({
      status: 'cancelled',
    });
  });

  it('changes the password with an error name on failure, ending the other sessions', async () => {
    const { b, email } = await signUpSeeker(s, TECHNOLOGY);
    const other = browser(s.base);
    await other.request('POST', `/${TECHNOLOGY}/user/login`, {
      form: { email, password: SEEKER.password },
    });
    const wrong = await b.request('POST', `/${TECHNOLOGY}/change_password`, {
      form: { oldPassword: 'wrong one!', newPassword: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { name: string } }).error.name).toBe('wrong_password');
    const ok = await b.request('POST', `/${TECHNOLOGY}/change_password`, {
      form: { oldPassword: SEEKER.password, newPassword: 'filter coffee at noon' },
    });
    expect(ok.status).toBe(200);
    expect((await b.request('GET', `/${TECHNOLOGY}/settings`)).status).toBe(200);
    expect((await other.request('GET', `/${TECHNOLOGY}/settings`)).status).toBe(418);
  });

  it('turns two-factor on with an emailed code, and off', async () => {
    const { b, email } = await signUpSeeker(s, TECHNOLOGY);
    expect((await b.request('POST', `/${TECHNOLOGY}/twoFactorAuth/twoFaEnableCode`)).status).toBe(200);
    const messages = (await (
      await s.get(`/${TECHNOLOGY}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { kind: string; code: string }[];
    };
    const code = messages.messages.find((m) => m.kind === 'two-factor-code')?.code ?? '';
    expect(
      await (
        await b.request('POST', `/${TECHNOLOGY}/twoFactorAuth/verify-two-fa`, { form: { code } })
      ).json(),
    ).toMatchObject({
      twoFactorAuth: true,
    });
    expect(
      (
        (await (await b.request('GET', `/${TECHNOLOGY}/settings`)).json()) as {
          settings: { twoFactorAuth: boolean };
        }
      ).settings.twoFactorAuth,
    ).toBe(true);
    await b.request('POST', `/${TECHNOLOGY}/twoFactorAuth/disableTwoAuth`);
    expect(
      (
        (await (await b.request('GET', `/${TECHNOLOGY}/settings`)).json()) as {
          settings: { twoFactorAuth: boolean };
        }
      ).settings.twoFactorAuth,
    ).toBe(false);
  });

  it('deactivates an account, and reactivates it with a code at the next login', async () => {
    const { b, email } = await signUpSeeker(s, TECHNOLOGY);
    expect(
      (
        await b.request('POST', `/${TECHNOLOGY}/deactivate`, {
          form: { password: SEEKER.password, reason: 'found a job' },
        })
      ).status,
    ).toBe(200);
    expect((await b.request('GET', `/${TECHNOLOGY}/settings`)).status).toBe(418);
    const again = browser(s.base);
    const login = (await (
      await again.request('POST', `/${TECHNOLOGY}/user/login`, {
        form: { email, password: SEEKER.password },
      })
    ).json()) as {
      activationToken: string;
      token: null;
    };
    expect(login.token).toBeNull();
    const messages = (await (
      await s.get(`/${TECHNOLOGY}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { kind: string; code: string }[];
    };
    const code = messages.messages.find((m) => m.kind === 'reactivate')?.code ?? '';
    const back = await again.request('POST', `/${TECHNOLOGY}/ext/user/activate/account`, {
      form: { activationToken: login.activationToken, code },
    });
    expect(back.status).toBe(200);
    expect((await again.request('GET', `/${TECHNOLOGY}/settings`)).status).toBe(200);
  });

  it('serves the OTP service with a bearer only, in its own answer shape', async () => {
    const { b, email } = await signUpSeeker(s, TECHNOLOGY);
    const none = await s.get(`/${TECHNOLOGY}/otp/send`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      status: { success: false, error: true },
      errorMsg: 'Try again!',
      code: 0,
    });
    const bearer = { authorization: `Bearer ${b.cookie('technology_token')}` };
    expect(
      await (await s.get(`/${TECHNOLOGY}/otp/send`, { method: 'POST', headers: bearer })).json(),
    ).toMatchObject({
      status: { success: true },
    });
    const messages = (await (
      await s.get(`/${TECHNOLOGY}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { kind: string; code: string }[];
    };
    const otp = messages.messages.find((m) => m.kind === 'one-time-code')?.code ?? '';
    const ok = await s.get(`/${TECHNOLOGY}/otp/verify`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
      body: `otp=${otp}`,
    });
    expect(await ok.json()).toMatchObject({
      status: { success: true },
      code: 200,
      data: { en_cookie: expect.any(String) },
    });
    const reused = await s.get(`/${TECHNOLOGY}/otp/verify`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
      body: `otp=${otp}`,
    });
    expect(await reused.json()).toMatchObject({ status: { success: false } });
  });

  it("never lets one seeker read or change another's profile or settings", async () => {
    const a = await signUpSeeker(s, TECHNOLOGY);
    const z = await signUpSeeker(s, TECHNOLOGY);
    // Every call acts on the session's own seeker; ids in bodies or queries are ignored.
    await z.b.request('POST', `/${TECHNOLOGY}/user/profile/v2`, { json: { pd: { name: 'Mallory' } } });
    const aProfile = (await (await a.b.request('GET', `/${TECHNOLOGY}/user/profile/v2`)).json()) as {
      profile: { name: string; id: number };
    };
    expect(aProfile.profile).toMatchObject({ id: a.seekerId, name: SEEKER.name });
    const zProfile = (await (
      await z.b.request('GET', `/${TECHNOLOGY}/user/profile/v2?seekerId=${a.seekerId}`)
    ).json()) as { profile: { id: number } };
    expect(zProfile.profile.id).toBe(z.seekerId);
  });
});
