import { RouterLink } from '@jobsite/shell/link';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PLAIN_LIST } from '../LiveJobs.tsx';
import { ProgrammePage } from '../ProgrammePage.tsx';
import { pageMeta } from '../page-seo.ts';
import { BACK_TO_WORK_HREF, countText, femaleJobs, programmeSeo } from '../programme.ts';

/** Where a signed-in seeker lets recruiters hiring for diversity find them (the privacy settings). */
export const DIVERSITY_PREFERENCE_HREF = '/settings/privacy';

/**
 * `/women-at-work`: the brand's diversity page. Its copy is the brand's; its figures are the API's
 * counts of the women-friendly and back-to-work jobs open now, left out when the API cannot give them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const api = apiFor(site, request);
  const copy = site.brand.womenAtWork;
  const [all, backToWork] = await Promise.all([femaleJobs(api, '0', 1), femaleJobs(api, '2', 1)]);
  const figures =
    all && backToWork
      ? {
          all: countText(all.totalJobs, all.totalIsCapped === true),
          backToWork: countText(backToWork.totalJobs, backToWork.totalIsCapped === true),
        }
      : null;
  return {
    copy,
    figures,
    signedIn: site.signedIn,
    seo: programmeSeo(site, request, '/women-at-work', copy),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(300) };
}

export default function WomenAtWorkPage() {
  const { copy, figures, signedIn } = useLoaderData<typeof loader>();
  return (
    <ProgrammePage
      copy={copy}
      before={
        <section aria-labelledby="open-now">
          <Card tone="brand" padding="lg">
            <Stack space="md">
              <Heading level={2} size={3} id="open-now">
                Open now
              </Heading>
              {figures ? (
                <Stack as="ul" space="sm" style={PLAIN_LIST}>
                  <li>
                    <Text>
                      <strong>{figures.all}</strong> women-friendly jobs.{' '}
                      <Link href="/jobs-for-her" as={RouterLink}>
                        See jobs for her
                      </Link>
                    </Text>
                  </li>
                  <li>
                    <Text>
                      <strong>{figures.backToWork}</strong> of them welcome women back after a career break.{' '}
                      <Link href={BACK_TO_WORK_HREF} as={RouterLink}>
                        See back-to-work jobs
                      </Link>
                    </Text>
                  </li>
                </Stack>
              ) : (
                <Text role="status">
                  We could not count the open jobs just now.{' '}
                  <Link href="/jobs-for-her" as={RouterLink}>
                    See jobs for her
                  </Link>{' '}
                  or{' '}
                  <Link href={BACK_TO_WORK_HREF} as={RouterLink}>
                    back-to-work jobs
                  </Link>
                  .
                </Text>
              )}
            </Stack>
          </Card>
        </section>
      }
      after={
        <section aria-labelledby="next-steps">
          <Stack space="sm">
            <Heading level={2} size={3} id="next-steps">
              Next steps
            </Heading>
            <Stack as="ul" space="sm" style={PLAIN_LIST}>
              <li>
                <ButtonLink href="/jobs-for-her" as={RouterLink}>
                  Browse jobs for her
                </ButtonLink>
              </li>
              <li>
                <Link href={DIVERSITY_PREFERENCE_HREF} as={RouterLink}>
                  {signedIn
                    ? 'Turn on the diversity hiring preference in your privacy settings'
                    : 'Sign in to turn on the diversity hiring preference in your privacy settings'}
                </Link>
              </li>
              <li>
                <Link href="/talent-bridge" as={RouterLink}>
                  Back after a break or changing careers? See the talent bridge
                </Link>
              </li>
            </Stack>
          </Stack>
        </section>
      }
    />
  );
}
