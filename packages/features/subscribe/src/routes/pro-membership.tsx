import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
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

/**
 * `/subscribe/pro-membership?refcode=&pageid=&recappid=`: Pro membership. The query names where the
 * seeker came from (`PRO_REFERENCE_CODES`); buying passes it into the order.
 */
export const loader = (args: LoaderFunctionArgs) => planPageData(args, ['pro']);

/** `POST`: buy Pro, with the visit's source. */
export const action = (args: ActionFunctionArgs) => buy(args);

export const headers = planPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  planPageMeta(loaderData, {
    title: 'Pro membership',
    description:
      'Pro membership: unlimited applies, application status notifications, a weekly follow-up, insights on other applicants, a starred profile and chat with recruiters who shortlisted you.',
  });

export default function ProMembershipPage() {
  const { plans, source, signedIn, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PlansView
      title="Pro membership"
      intro="Stand out to recruiters and see how you compare with other applicants."
      plans={plans}
      source={source}
      result={result}
      signedIn={signedIn}
      problem={problem}
    >
      <Card as="section" tone="sunken" aria-labelledby="basic-membership">
        <Stack space="xs">
          <Heading level={2} size={4} id="basic-membership">
            Basic membership
          </Heading>
          <Text>Free: apply to any job. Pro gives you all six features above.</Text>
        </Stack>
      </Card>
    </PlansView>
  );
}
