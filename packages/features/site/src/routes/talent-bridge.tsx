import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ProgrammePage } from '../ProgrammePage.tsx';
import { pageMeta } from '../page-seo.ts';
import { BACK_TO_WORK_HREF, femaleJobs, liveJobsOf, programmeSeo } from '../programme.ts';

/**
 * `/talent-bridge`: the programme for career returners and career switchers (the brand's copy), with
 * the back-to-work jobs open now and the next step: register, or (signed in) the profile.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const copy = site.brand.talentBridge;
  const jobs = liveJobsOf(await femaleJobs(apiFor(site, request), '2'));
  return {
    copy,
    jobs,
    next: site.signedIn
      ? { label: 'Update your profile', href: '/myprofile' }
      : { label: 'Register for free', href: '/register' },
    seo: programmeSeo(site, request, '/talent-bridge', copy),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function TalentBridgePage() {
  const { copy, jobs, next } = useLoaderData<typeof loader>();
  return (
    <ProgrammePage
      copy={copy}
      next={{
        heading: 'Take the next step',
        actions: [next, { label: 'Back-to-work jobs', href: BACK_TO_WORK_HREF, secondary: true }],
      }}
      jobs={{
        title: 'Back-to-work jobs open now',
        data: jobs,
        more: { label: 'See all back-to-work jobs', href: BACK_TO_WORK_HREF },
      }}
    />
  );
}
