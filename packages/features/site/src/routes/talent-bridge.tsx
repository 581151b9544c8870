import { RouterLink } from '@jobsite/shell/link';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CopySections } from '../CopySections.tsx';
import { LiveJobs } from '../LiveJobs.tsx';
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
    <article aria-labelledby="page-title">
      <Stack space="xl">
        <Stack space="sm">
          <Heading level={1} size={2} id="page-title">
            {copy.title}
          </Heading>
          <Text size="lg">{copy.description}</Text>
        </Stack>
        <CopySections sections={copy.sections} />
        <section aria-labelledby="next-step">
          <Card tone="brand" padding="lg">
            <Stack space="md">
              <Heading level={2} size={3} id="next-step">
                Take the next step
              </Heading>
              <Inline space="md" wrap>
                <ButtonLink href={next.href} as={RouterLink}>
                  {next.label}
                </ButtonLink>
                <ButtonLink href={BACK_TO_WORK_HREF} as={RouterLink} variant="secondary">
                  Back-to-work jobs
                </ButtonLink>
              </Inline>
            </Stack>
          </Card>
        </section>
        <LiveJobs
          id="listing-jobs"
          title="Back-to-work jobs open now"
          jobs={jobs}
          more={{ label: 'See all back-to-work jobs', href: BACK_TO_WORK_HREF }}
        />
      </Stack>
    </article>
  );
}
