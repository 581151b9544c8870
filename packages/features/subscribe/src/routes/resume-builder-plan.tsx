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

/** `/subscribe/resume-builder`: the resume builder, alone or with early applicant. */
export const loader = (args: LoaderFunctionArgs) => planPageData(args, ['resumeBuilder', 'bundle']);

/** `POST`: buy the resume builder (or both plans). */
export const action = (args: ActionFunctionArgs) => buy(args);

export const headers = planPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  planPageMeta(loaderData, {
    title: 'Resume builder',
    description:
      'Resume builder: build a professional resume from your profile and download it as often as you like.',
  });

export default function ResumeBuilderPlanPage() {
  const { plans, source, signedIn, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PlansView
      title="Resume builder"
      intro="Turn your profile into a professional resume in minutes."
      plans={plans}
      source={source}
      result={result}
      signedIn={signedIn}
      problem={problem}
    >
      <Text>
        Already bought it? <RouterLink href="/resume-builder">Open the resume builder</RouterLink>.
      </Text>
    </PlansView>
  );
}
