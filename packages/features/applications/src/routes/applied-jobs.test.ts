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
});
