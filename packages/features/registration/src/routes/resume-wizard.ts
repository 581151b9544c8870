import { requireSignedIn } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { resumeStep } from '../steps.ts';

/** `/registration`: resumes the wizard at the first step not done (the job feed once all are). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const answer = await site.api.user.profile({
    pd: false,
    we: false,
    ed: false,
    co: false,
    ai: false,
    atr: false,
  });
  const next = resumeStep(answer.profile?.registration?.completedSteps ?? []);
  throw redirect(next?.path ?? '/jobfeed');
}
