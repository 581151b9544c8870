import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './applied-jobs.tsx';

const site = setupTestSite();

describe('applied jobs (/applied-jobs?status=)', () => {
  let seeker: Awaited<ReturnType<typeof site.signUp>>;
  let applied: { id: number; title: string }[];

  beforeAll(async () => {
    seeker = await site.signUp();
    const api = seeker.client();
    const feed = await api.job.jobfeed({ page: 0 });
    applied = feed.jobs.filter((j) => j.applyType === 'internal').slice(0, 2);
    for (const job of applied) await api.job.apply({ jobcode: String(job.id) });
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, '/applied-jobs?status=hired');

  it('lists every application, with its status and the day it was sent', async () => {
    const page = await seeker.data(loader, '/applied-jobs');
    expect(page.status).toBeNull();
    expect(page.total).toBe(2);
    expect(page.jobs.map((j) => j.id).sort()).toEqual(applied.map((j) => j.id).sort());
    for (const job of page.jobs) {
      expect(job.status).toBe('applied');
      expect(job.appliedOn).not.toBeNull();
      // No early-applicant plan, so no application of theirs carries the mark.
      expect(job.early).toBe(false);
      expect(job.href).toMatch(new RegExp(`-${job.id}\\.html$`));
    }
  });

  it("lists only one status's applications when the address names it", async () => {
    const target = applied[0];
    if (!target) throw new Error('no application');
    const { applications } = await site
      .api()
      .internal<{ applications: { id: number; jobId: number }[] }>(
        site.vertical,
        `/applications?seekerId=${seeker.account?.seekerId}`,
      );
    const application = applications.find((a) => a.jobId === target.id);
    await site
      .api()
      .internal(site.vertical, `/applications/${application?.id}/status`, { status: 'shortlisted' });

    const shortlisted = await seeker.data(loader, '/applied-jobs?status=shortlisted');
    expect(shortlisted.status).toBe('shortlisted');
    expect(shortlisted.jobs.map((j) => [j.id, j.status])).toEqual([[target.id, 'shortlisted']]);
    const hired = await seeker.data(loader, '/applied-jobs?status=hired');
    expect(hired.jobs).toEqual([]);
    const unknown = await seeker.data(loader, '/applied-jobs?status=everything');
    expect(unknown.status).toBeNull();
    expect(unknown.jobs).toHaveLength(2);
  });

  it("shows each application's own timeline, oldest first, and when its recruiter usually answers", async () => {
    // As the demo seeker's applications are: one moved on by the recruiter step by step, one refused.
    const api = seeker.client();
    const feed = await api.job.jobfeed({ page: 0 });
    const taken = new Set(applied.map((j) => j.id));
    const [moved, refused] = feed.jobs.filter((j) => j.applyType === 'internal' && !taken.has(j.id));
    if (!moved || !refused) throw new Error('no job to apply to');
    for (const job of [moved, refused]) await api.job.apply({ jobcode: String(job.id) });
    const { applications } = await site
      .api()
      .internal<{ applications: { id: number; jobId: number }[] }>(
        site.vertical,
        `/applications?seekerId=${seeker.account?.seekerId}`,
      );
    const move = (jobId: number, status: string) =>
      site
        .api()
        .internal(site.vertical, `/applications/${applications.find((a) => a.jobId === jobId)?.id}/status`, {
          status,
        });
    for (const status of ['viewed', 'shortlisted', 'interview']) await move(moved.id, status);
    await move(refused.id, 'rejected');

    const page = await seeker.data(loader, '/applied-jobs');
    const jobOf = (id: number) => page.jobs.find((j) => j.id === id);
    const steps = jobOf(moved.id)?.timeline?.steps ?? [];
    expect(steps.map((s) => [s.status, s.by])).toEqual([
      ['applied', 'you'],
      ['viewed', 'recruiter'],
      ['shortlisted', 'recruiter'],
      ['interview', 'recruiter'],
    ]);
    const times = steps.map((s) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(steps[0]?.date).toBe(jobOf(moved.id)?.appliedOn);
    expect(jobOf(refused.id)?.timeline?.steps.map((s) => [s.status, s.by])).toEqual([
      ['applied', 'you'],
      ['rejected', 'recruiter'],
    ]);

    // When the recruiter usually answers is what their figures in the same answer say, never more.
    const answer = await api.job.appliedJobs({ page: 0 });
    for (const job of answer.jobs) {
      const figures = job.application?.recruiterResponsiveness;
      const response = jobOf(job.id)?.timeline?.response;
      if (!figures?.enough) expect(response).toEqual({ kind: 'new' });
      else if (figures.medianResponseHours === null) expect(response).toEqual({ kind: 'rarely' });
      else
        expect(response).toEqual({
          kind: 'within',
          days: Math.max(1, Math.ceil(figures.medianResponseHours / 24)),
        });
    }
  });
});
