import type { TestBrowser, TestSite } from './testing.ts';

/**
 * A new seeker who has applied to a live job of the feed that takes applications on the site, and the
 * id of that application as the recruiter's side knows it (for the API's internal calls that act on
 * it: an assessment, interview slots…).
 */
export async function seekerWithApplication(
  site: TestSite,
): Promise<{ seeker: TestBrowser; applicationId: number | undefined }> {
  const seeker = await site.signUp();
  const api = seeker.client();
  const job = (await api.job.jobfeed({ page: 0 })).jobs.find((j) => j.applyType === 'internal');
  if (!job) throw new Error('no live internal job');
  await api.job.apply({ jobcode: String(job.id) });
  const { applications } = await site
    .api()
    .internal<{ applications: { id: number }[] }>(
      site.vertical,
      `/applications?seekerId=${seeker.account?.seekerId}&jobId=${job.id}`,
    );
  return { seeker, applicationId: applications[0]?.id };
}
