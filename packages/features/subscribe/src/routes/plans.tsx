import { BASIC_DAILY_APPLY_LIMIT, PRO_FEATURES } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { pageUrlOf } from '@jobsite/shell/site';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useLocation,
} from 'react-router';
import { buy, planPageData, planPageHeaders } from '../checkout.ts';
import { PlansView } from '../components/PlansView.tsx';
import { planPageMeta } from '../meta.ts';
import { PLAN_PAGE, type PlanId, planPageAt } from '../plans.ts';

/**
 * Every plan page, one route per address (`PLAN_PAGE`): `/subscribe/plans` (all plans side by side),
 * `/subscribe/pro-membership?refcode=&pageid=&recappid=` (Pro; the query names where the seeker came
 * from, `PRO_REFERENCE_CODES`, and buying passes it into the order), `/subscribe/early-applicant-preference`
 * and `/subscribe/resume-builder` (each plan alone or in the bundle). Prices come from `PLANS`, tax included.
 */
export function loader(args: LoaderFunctionArgs) {
  const page = planPageAt(pageUrlOf(args.request).pathname);
  if (!page) throw data(null, { status: 404 });
  return planPageData(args, PLAN_PAGE[page].plans);
}

/** `POST` of a plan page: buy the chosen plan (the order with the visit's source, then the gateway's checkout). */
export const action = (args: ActionFunctionArgs) => buy(args);

export const headers = planPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const page = planPageAt(location.pathname);
  return page ? planPageMeta(loaderData, PLAN_PAGE[page]) : [];
};

/** What each page says below its plans. */
const ASIDES: Record<PlanId, ReactNode> = {
  bundle: (
    <Card as="section" tone="sunken" aria-labelledby="basic-vs-pro">
      <Stack space="sm">
        <Heading level={2} size={4} id="basic-vs-pro">
          Basic and Pro compared
        </Heading>
        <Text>
          Basic membership (free) lets you apply to any job, up to {BASIC_DAILY_APPLY_LIMIT} applications in
          24 hours. Pro adds all six of:
        </Text>
        <ul>
          {PRO_FEATURES.map((f) => (
            <li key={f.key}>
              <Text as="span">{f.label}</Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  ),
  pro: (
    <Card as="section" tone="sunken" aria-labelledby="basic-membership">
      <Stack space="xs">
        <Heading level={2} size={4} id="basic-membership">
          Basic membership
        </Heading>
        <Text>
          Free: apply to any job, up to {BASIC_DAILY_APPLY_LIMIT} applications in 24 hours. Pro lifts that
          limit and gives you all six features above.
        </Text>
      </Stack>
    </Card>
  ),
  earlyApplicant: (
    <Text>
      After buying, tell us the skills, cities and roles you want alerts for on your{' '}
      <RouterLink href="/early-applicant-preference">early-applicant preferences</RouterLink>.
    </Text>
  ),
  resumeBuilder: (
    <Text>
      Already bought it? <RouterLink href="/resume-builder">Open the resume builder</RouterLink>.
    </Text>
  ),
};

export default function PlanPageRoute() {
  const { plans, source, signedIn, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The loader answered, so the address is a plan page's.
  const page = planPageAt(useLocation().pathname) ?? 'bundle';
  return (
    <PlansView
      title={PLAN_PAGE[page].title}
      intro={PLAN_PAGE[page].intro}
      plans={plans}
      source={source}
      result={result}
      signedIn={signedIn}
      problem={problem}
    >
      {ASIDES[page]}
    </PlansView>
  );
}
