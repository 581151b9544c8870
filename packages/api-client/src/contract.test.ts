/**
 * Contract tests: every call the API serves, through the client, against the real API (PGlite, seeded;
 * started once by src/testing/global-setup.ts). Each answer is validated against its schema by the
 * client itself (`validateResponses` is on), so a drifting server fails here.
 */
import { DEFAULT_FEATURE_FLAGS, type Vertical } from '@jobsite/domain';
import { describe, expect, inject, it } from 'vitest';
import { ApiClientError, createApiClient } from './index.ts';
import {
  browserClient,
  latestMessage,
  makePdf,
  PASSWORD,
  PNG_1X1,
  recordingFetch,
  signUp,
  TEST_VERTICALS,
  uniqueEmail,
} from './testing/real-api.ts';

const apiOrigin = inject('apiOrigin');

describe.each(TEST_VERTICALS)('the %s API through the client', (vertical) => {
  const setCookies: string[] = [];
  const recorder = recordingFetch();
  const api = createApiClient({
    vertical,
    apiOrigin,
    pageUrl: `http://site.test/jobfeed?ref=9&utm_source=contract`,
    validateResponses: true,
    fetch: recorder.fetch,
    cookies: { get: () => undefined, set: (headers) => setCookies.push(...headers) },
  });

  it('serves the feeds and search', async () => {
    const feed = await api.job.jobfeed({ page: 0 });
    expect(feed.jobs.length).toBeGreaterThan(0);
    expect(feed.page).toBe(0);
    const next = await api.job.jobfeed({ page: 1, sort: 'date' });
    expect(next.page).toBe(1);
    const first = feed.jobs[0];
    if (!first) throw new Error('empty feed');
    const search = await api.job.search({ keyword: first.title.split(' ')[0] ?? '' });
    expect(search.totalJobs).toBeGreaterThan(0);
    // The search says what it corrected, and searches the words as typed on request.
    const slip = await api.job.search({ keyword: 'managr' });
    expect(slip.searched).toEqual({ keyword: 'managr', correction: 'manager' });
    expect(slip.totalJobs).toBeGreaterThan(0);
    const asTyped = await api.job.search({ keyword: 'managr', asTyped: '1' });
    expect(asTyped.searched.correction).toBe('manager');
    expect(asTyped.totalJobs).toBe(0);
    // The recommended variant: the same feed, asked for without the version header.
    const recommended = await api.job.recommendedJobfeed({});
    expect(recommended.jobs.map((j) => j.id)).toEqual(feed.jobs.map((j) => j.id));
    const [feedRequest, , recommendedRequest] = recorder.to('job/jobfeed');
    expect(feedRequest?.headers.get('version')).toBe('2');
    expect(recommendedRequest?.headers.get('version')).toBeNull();
    const similar = await api.job.similarJobs({ tags: first.tags.map((t) => t.id).slice(0, 3) });
    expect(Array.isArray(similar.jobs)).toBe(true);
    const recruiter = await api.job.recruiterJobs({ userId: -1, recruiterId: first.recruiter.id, page: 0 });
    expect(recruiter.jobs.every((j) => j.recruiter.id === first.recruiter.id)).toBe(true);
    const female = await api.job.femaleJobs({ femaleFilter: '0', start: 0, end: 10 });
    expect(female.end).toBeLessThanOrEqual(10);
    const extracted = await api.job.extractParam({ query: 'analyst jobs in Mumbai' });
    expect(typeof extracted.keyword).toBe('string');
  });

  it('serves a job, its view count and its company', async () => {
    const [job] = (await api.job.jobfeed()).jobs;
    if (!job) throw new Error('empty feed');
    const detail = await api.job.jobDetail({ jobcode: job.id });
    expect(detail.id).toBe(job.id);
    const view = await api.job.jobView({ jobcode: job.id });
    expect(view.views).toBeGreaterThan(0);
    await api.job.recruiterData({ id: job.recruiter.id });
    const companies = await api.job.companyList({ page: 0 });
    const company = companies.companies[0];
    if (!company) throw new Error('no companies');
    await api.job.companyData({ slug: company.slug });
    expect(await api.job.companyIdSlug({ slug: company.slug })).toEqual({
      id: company.id,
      slug: company.slug,
    });
    expect(await api.job.companySlug({ id: company.id })).toEqual({ id: company.id, slug: company.slug });
    await api.job.perksAndBenefits({ companyId: company.id });
    await api.job.topJobs({ companyId: company.id });
    await api.job.companyListSearch({ q: company.name.slice(0, 4) });
    expect((await api.job.companySlugs()).length).toBeGreaterThan(0);
  });

  it('answers with a job how its recruiter responds, figures only from 10 applications', async () => {
    // Each answer is checked against the contract's `RecruiterResponsiveness` by the client itself.
    const kinds = new Set<boolean>();
    for (const job of (await api.job.jobfeed({ page: 0 })).jobs) {
      const { responsiveness } = (await api.job.jobDetail({ jobcode: job.id })).recruiter;
      kinds.add(responsiveness.enough);
      if (responsiveness.enough) expect(responsiveness.applications).toBeGreaterThanOrEqual(10);
      else expect(Object.keys(responsiveness)).toEqual(['enough']);
    }
    expect(kinds.has(true)).toBe(true);
  });

  it('serves categories, tags, cities, blogs, industries and recruiters', async () => {
    const categories = await api.static.publicCategories();
    const category = categories[0];
    if (!category) throw new Error('no categories');
    const menu = await api.job.category({ categoryId: category.id });
    expect(menu.dataId).toBe(category.id);
    const tags = await api.job.tags();
    const tag = tags[0];
    if (!tag) throw new Error('no tags');
    const keyword = await api.job.keyword({ keywordId: tag.id });
    expect(keyword.id).toBe(tag.id);
    expect((await api.job.tagsById({ tagIds: [tag.id] }))[0]?.id).toBe(tag.id);
    if (tag.key) {
      expect((await api.job.tagInfo({ slug: tag.key })).id).toBe(tag.id);
      expect((await api.job.tagIdsByName({ slug: tag.key })).tagIds).toContain(tag.id);
    }
    await api.job.mainTags();
    expect((await api.job.sitemapCategories()).length).toBe(categories.length);
    await api.job.nearbyCitiesJobs();
    await api.job.latestBlogs({});
    await api.job.industries();
    await api.job.recruiterFeed();
    await api.static.functionalAreas();
  });

  it('serves the static JSON', async () => {
    const flags = await api.static.featureFlags();
    expect(flags.competition).toBe(DEFAULT_FEATURE_FLAGS[vertical].competition);
    await api.static.seoMetadata({ path: '/' }).catch((error: unknown) => {
      expect((error as ApiClientError).code).toBe(404);
    });
    await api.static.readCsv({ name: 'promo-banners' }).catch((error: unknown) => {
      // A vertical may have no banner list; the error is then the banners default or the server's 404.
      expect(error).toBeInstanceOf(ApiClientError);
    });
  });

  it("normalises the API's errors", async () => {
    const error = await api.job.jobDetail({ jobcode: 2_000_000_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).toJSON()).toEqual({ message: 'Job not found', code: 404 });
  });
});

/** The `seekerId` and `token` of an emailed link (`/verify-email?...`, `/resetpassword?...`). */
const linkParams = (link: string | null) => {
  const url = new URL(link ?? '', 'http://site.test');
  return { seekerId: url.searchParams.get('seekerId') ?? '', token: url.searchParams.get('token') ?? '' };
};

const codeOf = async (vertical: Vertical, to: string, kind: string) =>
  (await latestMessage(vertical, to, kind)).code ?? '';

describe.each(TEST_VERTICALS)('accounts on the %s API through the client', (vertical) => {
  // One seeker walks through every account call in order (the tests of this block share it).
  let seeker: Awaited<ReturnType<typeof signUp>>;

  it('signs up, checks, consents, logs out and in, refreshes', async () => {
    const visitor = browserClient(vertical);
    const email = uniqueEmail('contract');
    expect((await visitor.client.auth.emailExists({ email })).exists).toBe(false);
    seeker = await signUp(vertical, {}, 'contract');
    expect(seeker.answer.token).toEqual(expect.any(String));
    expect(seeker.client.token).toBe(seeker.answer.token);
    expect((await visitor.client.auth.emailExists({ email: seeker.email })).exists).toBe(true);
    const auth = await seeker.client.auth.getauth();
    expect(auth).toMatchObject({ isLoggedIn: true, userId: seeker.seekerId });
    expect(await seeker.client.auth.cookiePolicy({ uniqueIdentifier: 'device-1' })).toMatchObject({
      accepted: true,
    });
    await seeker.client.auth.consent({ body: 'I agree to the terms' });
    expect((await seeker.client.auth.resendPolicyEmail()).emailSent).toBe(true);
    const verify = linkParams((await latestMessage(vertical, seeker.email, 'verify-email')).link);
    expect(await visitor.client.auth.validate({ ...verify, type: 'verify-email' })).toEqual({
      valid: true,
      type: 'verify-email',
    });
    await seeker.client.auth.logout();
    expect(seeker.client.token).toBeUndefined();
    const login = await seeker.client.auth.login({ email: seeker.email, password: PASSWORD });
    expect(login).toMatchObject({
      twoFactorAuth: false,
      seekerId: seeker.seekerId,
      token: expect.any(String),
    });
    const refreshed = await seeker.client.auth.refresh();
    expect(seeker.client.token).toBe(refreshed.token);
  });

  it('serves the profile, skills, cover letter, keywords and uploads', async () => {
    const { client } = seeker;
    const { profile, completeness } = await client.user.profile();
    expect(profile?.email).toBe(seeker.email);
    expect(completeness?.percentage).toBeGreaterThanOrEqual(0);
    expect((await client.user.profile({ we: false, ed: false })).profile?.id).toBe(seeker.seekerId);
    const updated = await client.user.updateProfile({
      pd: { name: 'Asha R', gender: 'female', phone: '+91 98765 43210' },
      step: 'personalDetails',
    });
    expect(updated.profile.name).toBe('Asha R');
    await client.user.skipWork();
    const [tag] = await client.job.tags();
    if (!tag) throw new Error('no tags');
    const suggested = await client.user.suggestSkills({ q: tag.name.slice(0, 3) });
    expect(suggested.skills.length).toBeGreaterThan(0);
    expect((await client.user.saveSkills({ skills: [tag.name, 'Excel'] })).skills).toEqual([
      tag.name,
      'Excel',
    ]);
    expect((await client.user.skills()).skills).toEqual([tag.name, 'Excel']);
    await client.user.saveCoverLetter({ coverletter: 'Dear hiring team', includeCoverletter: true });
    expect((await client.user.coverLetter()).data).toEqual({
      coverletter: 'Dear hiring team',
      includeCoverletter: true,
    });
    expect((await client.user.profileTags({ tagInfo: [{ id: tag.id, name: tag.name }] })).tags).toEqual([
      tag.id,
    ]);
    expect(await client.user.diversityMaven({ showMaven: 'true' })).toEqual({ showMaven: true });
    expect((await client.user.followups()).followed).toEqual([]);
    const pdf = makePdf(['Asha Rao', 'asha.rao@example.com', `7 years of ${tag.name}`]);
    const resume = await client.user.uploadResume({ file: new Blob([pdf], { type: 'application/pdf' }) });
    expect(resume.resumeUpdated).toBe(true);
    expect(resume.resumePath).toMatch(/\/resume-[a-z0-9]+\.pdf$/);
    await client.user.updateStamp({});
    const parsed = await client.user.parseResume();
    expect(parsed.proposed.email).toBe('asha.rao@example.com');
    expect(parsed.proposed.skills).toContain(tag.name);
    const picture = await client.user.uploadProfilePicture({
      file: new Blob([PNG_1X1], { type: 'image/png' }),
    });
    expect(picture.picUrl).toMatch(/\/picture-[a-z0-9]+\.png$/);
    const after = await client.user.profile();
    expect(after.profile?.resumePath).toBe(resume.resumePath);
    expect(after.profile?.picUrl).toBe(picture.picUrl);
  });

  it('serves the settings, blocked companies, email preferences, email change and contact checks', async () => {
    const { client } = seeker;
    expect((await client.settings.settings()).settings.promotions).toBe(false);
    expect((await client.settings.saveSettings({ promotions: true })).settings.promotions).toBe(true);
    const company = (await client.job.companyList({ page: 0 })).companies[0];
    if (!company) throw new Error('no companies');
    expect((await client.settings.saveBlockedCompanies({ companyIds: [company.id] })).companyIds).toEqual([
      company.id,
    ]);
    expect((await client.settings.blockedCompanies()).companies).toEqual([
      { id: company.id, name: company.name },
    ]);
    expect((await client.settings.emailSettings()).settings.newsletters).toBe(true);
    const preferences = await client.settings.updateEmailSettings({
      settings: { newsletters: false },
      reason: 'too many mails',
    });
    expect(preferences.settings.newsletters).toBe(false);
    const next = uniqueEmail('changed');
    expect(await client.settings.changeEmail({ email: next, password: PASSWORD })).toMatchObject({
      status: 'requested',
      email: next,
    });
    expect((await client.settings.settings()).settings.emailChangeRequestedOn).toEqual(expect.any(String));
    expect((await client.settings.resendEmailVerification()).status).toBe('requested');
    const verified = await client.settings.verifyEmail({
      code: await codeOf(vertical, next, 'email-change'),
    });
    expect(verified).toMatchObject({ status: 'verified', email: next });
    seeker.email = next;
    await client.settings.changeEmail({ email: uniqueEmail('cancelled'), password: PASSWORD });
    expect((await client.settings.cancelEmailChange()).status).toBe('cancelled');
    await client.settings.resendVerificationEmail();
    await client.settings.verifyContact({ type: 'email' });
    await client.settings.verifyContact({ type: 'phone' });
    const otp = await codeOf(vertical, seeker.email, 'one-time-code');
    expect((await client.settings.verifyContact({ type: 'phone', otp })).verifiedNumber).toBe(true);
    expect((await client.user.profile()).profile?.verifiedNumber).toBe(true);
  });

  it('serves the OTP service with the bearer', async () => {
    const { client } = seeker;
    expect((await client.otp.sendOtp()).status?.success).toBe(true);
    const answer = await client.otp.verifyOtp({
      otp: await codeOf(vertical, seeker.email, 'one-time-code'),
    });
    expect(answer.status).toEqual({ success: true, error: false });
    expect(answer.data?.en_cookie).toEqual(expect.any(String));
  });

  it('turns two-factor authentication on, logs in with the code, and off again', async () => {
    const { client } = seeker;
    await client.settings.twoFaEnableCode();
    await client.settings.twoFaSendOtp();
    const on = await client.settings.twoFaVerify({
      code: await codeOf(vertical, seeker.email, 'two-factor-code'),
    });
    expect(on).toMatchObject({ twoFactorAuth: true });
    expect((await client.settings.settings()).settings.twoFactorAuth).toBe(true);
    await client.auth.logout();
    const step = await client.auth.login({ email: seeker.email, password: PASSWORD });
    expect(step).toMatchObject({ twoFactorAuth: true, token: null, activationToken: expect.any(String) });
    const code = await codeOf(vertical, seeker.email, 'two-factor-code');
    const done = await client.settings.twoFaVerify({ code, activationToken: step.activationToken ?? '' });
    expect(done).toMatchObject({ twoFactorAuth: true, token: expect.any(String) });
    expect((await client.settings.twoFaDisable()).twoFactorAuth).toBe(false);
  });

  it('changes and resets the password', async () => {
    const { client } = seeker;
    await client.settings.changePassword({ oldPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    const visitor = browserClient(vertical, { pageUrl: 'http://site.test/forgot' });
    await visitor.client.auth.forgotPassword({ email: seeker.email });
    const reset = linkParams((await latestMessage(vertical, seeker.email, 'reset-password')).link);
    expect((await visitor.client.auth.validate({ ...reset, type: 'reset-password' })).valid).toBe(true);
    await visitor.client.auth.resetPassword({ ...reset, password: PASSWORD });
    await expect(
      visitor.client.auth.login({ email: seeker.email, password: PASSWORD }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('deactivates an account and reactivates it with the emailed code', async () => {
    const other = await signUp(vertical, { pageUrl: 'http://site.test/settings' }, 'deactivate');
    await other.client.settings.deactivate({ password: PASSWORD, reason: 'found a job' });
    expect(other.client.token).toBeUndefined();
    const step = await other.client.auth.login({ email: other.email, password: PASSWORD });
    expect(step).toMatchObject({ token: null, activationToken: expect.any(String) });
    const answer = await other.client.settings.activateAccount({
      activationToken: step.activationToken ?? '',
      code: await codeOf(vertical, other.email, 'reactivate'),
    });
    expect(answer.token).toEqual(expect.any(String));
    expect((await other.client.user.profile()).profile?.id).toBe(other.seekerId);
  });
});

describe.each(TEST_VERTICALS)('how a seeker matches a job on the %s API through the client', (vertical) => {
  it('asks an empty profile for skills, then compares them; refuses a visitor', async () => {
    const { client } = await signUp(vertical, {}, 'match');
    const job = (await client.job.jobfeed({ page: 0 })).jobs.find((j) => j.tags.length > 0);
    if (!job) throw new Error('no job with tags in the seed');
    const empty = await client.job.match({ jobcode: job.id });
    expect(empty).toMatchObject({
      jobId: job.id,
      skills: { state: 'profile-lists-none', jobSkills: job.tags.length },
    });
    expect(empty.toAdd).toContain('skills');
    const [tag] = job.tags;
    await client.user.saveSkills({ skills: [tag?.name ?? ''] });
    const compared = await client.job.match({ jobcode: job.id });
    expect(compared.skills).toMatchObject({ state: 'compared', of: job.tags.length, exact: [tag?.name] });
    expect(compared.toAdd).not.toContain('skills');
    const visitor = browserClient(vertical).client;
    await expect(visitor.job.match({ jobcode: job.id })).rejects.toMatchObject({ status: 401 });
  });
});

describe.each(TEST_VERTICALS)('the seeker lists on the %s API through the client', (vertical) => {
  it('serves the wizard progress, the applications with their status, and the notifications', async () => {
    const { client } = await signUp(vertical, {}, 'lists');
    const progress = (await client.user.profile()).profile?.registration;
    expect(progress).toEqual({ completedSteps: [], nextStep: 'personalDetails' });
    await client.user.updateProfile({ step: 'personalDetails', pd: { name: 'Lists Seeker' } });
    expect((await client.user.profile()).profile?.registration?.nextStep).toBe('educationalDetails');

    const feed = await client.job.search({ sort: 'date' });
    const job = feed.jobs.find((j) => j.applyType === 'internal');
    if (!job) throw new Error('no internal job in the seed');
    await client.job.apply({ jobcode: job.id });
    const applied = await client.job.appliedJobs({ page: 0 });
    expect(applied.jobs[0]).toMatchObject({ id: job.id, application: { status: 'applied' } });
    // Each application carries its own timeline and its recruiter's figures (decision 0103), checked
    // against the contract by the client itself.
    const application = applied.jobs[0]?.application;
    expect(application?.events).toEqual([{ status: 'applied', at: application?.appliedAt, by: 'you' }]);
    const figures = application?.recruiterResponsiveness;
    if (figures?.enough) expect(figures.applications).toBeGreaterThanOrEqual(10);
    else expect(figures).toEqual({ enough: false });
    expect((await client.job.appliedJobs({ page: 0, status: 'rejected' })).jobs).toEqual([]);

    const list = await client.user.notifications({ page: 0 });
    expect(list).toMatchObject({ page: 0, hasMore: false, unread: expect.any(Number) });
    expect((await client.user.notificationsCount()).count).toBe(list.unread);
    expect(await client.user.readNotifications({})).toMatchObject({ unread: 0 });
  });
});
