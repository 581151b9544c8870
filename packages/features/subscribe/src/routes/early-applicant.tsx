import { RouterLink } from '@jobsite/shell/link';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import { buy, planPageData, planPageHeaders } from '../checkout.ts';
import { PlansView } from '../components/PlansView.tsx';
import { planPageMeta } from '../meta.ts';

/** `/subscribe/early-applicant-preference`: the early-applicant subscription, alone or with the resume builder. */
export const loader = (args: LoaderFunctionArgs) => planPageData(args, ['earlyApplicant', 'bundle']);

/** `POST`: buy early applicant (or both plans). */
export const action = (args: ActionFunctionArgs) => buy(args);

export const headers = planPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  planPageMeta(loaderData, {
    title: 'Early applicant',
    description:
      'Early applicant: apply to new jobs before other applicants, with alerts for fresh jobs that match your skills, cities and roles.',
  });

export default function EarlyApplicantPlanPage() {
  const { plans, source, signedIn, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PlansView
      title="Early applicant"
      intro="Be among the first to apply: get new jobs that match your preferences as soon as they are posted."
      plans={plans}
      source={source}
      result={result}
      signedIn={signedIn}
      problem={problem}
    >
      <Text>
        After buying, tell us the skills, cities and roles you want alerts for on your{' '}
        <RouterLink href="/early-applicant-preference">early-applicant preferences</RouterLink>.
      </Text>
    </PlansView>
  );
}
