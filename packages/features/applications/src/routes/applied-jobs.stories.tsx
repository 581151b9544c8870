import { formatDate, jobPath } from '@jobsite/domain';
import { storyPage } from '@jobsite/shell/stories/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyApplications } from '../stories/data.ts';
import { timelineSteps, usualResponse } from '../timeline.ts';
import AppliedJobsPage, { type loader } from './applied-jobs.tsx';

/**
 * The person's applications, all statuses, with their brand's own jobs: the status tabs, each
 * application's stage and the early-applicant mark. Pick the brand and the colour mode in the toolbar, and
 * a phone or desktop width in the viewport menu; the suite pictures it at 390 px too (`pictureWidths`).
 */
const meta = {
  title: 'Pages/Applied jobs',
  parameters: { layout: 'fullscreen', pictureWidths: [390] },
} satisfies Meta;
export default meta;

/**
 * Five of eleven applications, newest first, as the loader lists them, each with its latest step, its
 * whole timeline closed under it and when its recruiter usually answers (the page shows nothing of the
 * person).
 */
export const Applications: StoryObj<typeof meta> = storyPage({
  route: { id: 'applied', path: 'applied-jobs', element: <AppliedJobsPage /> },
  data: ({ vertical, siteName }): Awaited<ReturnType<typeof loader>> => ({
    site: siteName,
    status: null,
    page: 0,
    total: 11,
    hasMore: true,
    jobs: storyApplications(vertical, Date.now()).map((application) => {
      const { job, status, appliedAt, early } = application;
      return {
        id: job.id,
        title: job.title,
        href: jobPath(job),
        company: job.company?.name ?? 'Confidential employer',
        cities: job.cities.map((c) => c.name).join(', '),
        status,
        appliedOn: formatDate(appliedAt),
        early,
        timeline: {
          steps: timelineSteps(application),
          response: usualResponse(application.recruiterResponsiveness),
        },
      };
    }),
  }),
});
