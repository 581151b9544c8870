import { PRO_FEATURES } from '@jobsite/domain';
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

/** Every plan, side by side. */
const IDS = ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'] as const;

/** `/subscribe/plans`: all plans side by side, with prices from `PLANS` (tax included). */
export const loader = (args: LoaderFunctionArgs) => planPageData(args, IDS);

/** `POST /subscribe/plans`: buy the chosen plan (the order, then the gateway's checkout). */
export const action = (args: ActionFunctionArgs) => buy(args);

export const headers = planPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  planPageMeta(loaderData, {
    title: 'Plans and prices',
    description:
      'Pro membership, early applicant and resume builder: what each plan gives and its price for 6 months, tax included.',
  });

export default function PlansPage() {
  const { plans, source, signedIn, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PlansView
      title="Plans and prices"
      intro="Applying to jobs is free. Paid plans add more: choose what helps your search. Prices are for 6 months and include GST."
      plans={plans}
      source={source}
      result={result}
      signedIn={signedIn}
      problem={problem}
    >
      <Card as="section" tone="sunken" aria-labelledby="basic-vs-pro">
        <Stack space="sm">
          <Heading level={2} size={4} id="basic-vs-pro">
            Basic and Pro compared
          </Heading>
          <Text>Basic membership (free) lets you apply to any job. Pro adds all six of:</Text>
          <ul>
            {PRO_FEATURES.map((f) => (
              <li key={f.key}>
                <Text as="span">{f.label}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
    </PlansView>
  );
}
