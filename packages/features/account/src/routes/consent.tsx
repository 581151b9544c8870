import { errorText, field, requireSignedIn, safeNext, siteContext } from '@jobsite/shell/site';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { FormMessage } from '@jobsite/ui/FormMessage';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';

export const CONSENT_TEXT =
  'I agree to the terms and conditions and the privacy policy, and to recruiters seeing my profile when I apply.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(context, request);
  return { next: safeNext(new URL(request.url).searchParams.get('next')) };
}

/** `POST /consent`: records the person's consent (calls.md 7.3), then continues. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (field(form, 'agree') !== 'on') return { error: 'Please tick the box to continue.' };
  try {
    await context.get(siteContext).api.auth.consent({ body: CONSENT_TEXT });
    return redirect(safeNext(field(form, 'next')));
  } catch (error) {
    return { error: errorText(error) };
  }
}

export const meta: MetaFunction = () => [{ title: 'Your consent' }, { name: 'robots', content: 'noindex' }];

export default function ConsentPage() {
  const { next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout title="Before you continue" intro="We need your consent to show your profile to recruiters.">
      <AuthForm submit="Continue">
        <FormMessage error={result?.error} />
        <input type="hidden" name="next" value={next} />
        <Checkbox name="agree" label={CONSENT_TEXT} required />
      </AuthForm>
    </AuthLayout>
  );
}
