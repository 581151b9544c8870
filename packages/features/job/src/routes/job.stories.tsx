import { type JobDetail, jobMatch, jobPath, matchJobFacts, VERTICALS } from '@jobsite/domain';
import type { SeekerSummary } from '@jobsite/shell/seeker';
import { type StoryBrand, storyBrand } from '@jobsite/shell/stories';
import { storyRouter } from '@jobsite/shell/stories/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { jobPageData, similarCards } from '../page-data.ts';
import { type StoryJobKind, storyJob } from '../stories/data.ts';
import JobPage, { handle, type loader } from './job.tsx';

/**
 * The job page as a signed-out visitor sees it, with its brand's own jobs: the posting, its facts, the
 * employer and recruiter, the similar jobs and the courses that make one ready. Pick the brand and the
 * colour mode in the toolbar, and a phone or desktop width in the viewport menu.
 *
 * The page shows its public apply link: on the sites the job actions' layout route fills the page's
 * actions slot (apply, save), and a feature's stories may not import another feature. An expired job
 * has no page of its own (the loader sends people to its listing), so there is no story of it.
 */
type JobData = Awaited<ReturnType<typeof loader>>;

/** What the page's loader returns for the sample job of that kind, from the same helpers. */
function jobData({ vertical, siteName }: StoryBrand, kind: StoryJobKind): JobData {
  const now = Date.now();
  const { job, similar, courses } = storyJob(vertical, kind, now);
  return {
    ...jobPageData({ job, origin: 'https://www.jobsite.example', siteName, vertical }),
    similar: Promise.resolve(similarCards(job, similar, now)),
    courses: Promise.resolve(courses),
    match: null,
    floatingApply: VERTICALS[vertical].flags.applyFloatingButton,
  };
}

/** A seeker signed in to look at the job, with a half-complete profile. */
const SEEKER: SeekerSummary = {
  id: 52817,
  name: 'Aditi Sharma',
  pictureUrl: null,
  notificationCount: 2,
  chatCount: 0,
  savedCount: 3,
  appliedCount: 1,
  completeness: 60,
  plan: 'basic',
};

/**
 * How the signed-in seeker matches the job, by the domain's own rule: they have the job's first two
 * skills, one they lack goes with the second, the last is taught by the first course; they live in the
 * job's first city, have not said their expected salary.
 */
function storyMatch(job: JobDetail, course: { id: number; name: string; path: string } | undefined) {
  const [first, second, third, ...rest] = job.tags;
  const last = rest.at(-1);
  return jobMatch(
    matchJobFacts(job),
    {
      skills: [first?.name, second?.name].flatMap((n) => n ?? []),
      years: job.minExp + 1,
      currentCityId: job.cities[0]?.id ?? null,
      preferredCityIds: [],
      expectedSalary: null,
    },
    {
      related: new Map(third && second ? [[third.id, [second.name]]] : []),
      courses: new Map(last && course ? [[last.name.toLowerCase(), [course]]] : []),
    },
  );
}

/**
 * The page in a router of its own at the job's address, under a root route that says nobody is signed
 * in (as the shell's root loader does for a visitor), their data given as the routes' loader data.
 */
function Page({ data, seeker = null }: { data: JobData; seeker?: SeekerSummary | null }) {
  const router = useMemo(
    () =>
      storyRouter({
        seeker,
        routes: [{ id: 'job', path: 'j/:slug', element: <JobPage />, loader: () => data, handle }],
        path: jobPath({ id: data.job.id, title: data.job.title }),
        loaderData: { job: data },
      }),
    [data, seeker],
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Pages/Job page', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live job with its salary, the employer's card, similar jobs and the courses that make one job-ready. */
export const Visitor: Story = {
  render: (_, context) => <Page data={jobData(storyBrand(context), 'live')} />,
  parameters: { pictureWidths: [390] },
};
/**
 * A signed-in seeker: how they match the job above its description, from the match call (their skills,
 * a related one at half, a gap with a course, the years, the city, and what to add). Their actions come
 * from the job actions' slot on the sites, so the public apply link shows here.
 */
export const SignedInSeeker: Story = {
  render: (_, context) => {
    const brand = storyBrand(context);
    const data = jobData(brand, 'live');
    const { job, courses } = storyJob(brand.vertical, 'live', Date.now());
    const course = courses[0] && { id: courses[0].id, name: courses[0].name, path: courses[0].path };
    return <Page data={{ ...data, match: storyMatch(job, course) }} seeker={SEEKER} />;
  },
  parameters: { pictureWidths: [390] },
};
/** A confidential employer: no company link or card, the salary not disclosed, the recruiter a search firm. */
export const ConfidentialEmployer: Story = {
  render: (_, context) => <Page data={jobData(storyBrand(context), 'confidential')} />,
};
/** A job applied to on the company's own site: the apply button leads there. */
export const ApplyOnCompanySite: Story = {
  render: (_, context) => <Page data={jobData(storyBrand(context), 'external')} />,
};
