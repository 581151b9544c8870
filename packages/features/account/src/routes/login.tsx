import { pageShareMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, originOf, safeNext, siteContext } from '@jobsite/shell/site';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';
import { CredentialFields, EmailedCodeField, ForgotPasswordLink } from '../CredentialFields.tsx';

type LoginResult =
  | { step: 'password'; error: string; email: string }
  | { step: 'code'; activationToken: string; kind: 'twoFactor' | 'reactivate'; error?: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get('next'));
  if (site.signedIn) throw redirect(next);
  return {
    next,
    reset: url.searchParams.get('reset') === '1',
    name: site.name,
    url: `${originOf(site, request)}/login`,
  };
}

/**
 * `POST /login`: email and password; with two-factor authentication on (or a deactivated account) the
 * API stops at an activation token and the emailed 6-digit code finishes the login.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<LoginResult | Response> {
  const site = context.get(siteContext);
  const form = await request.formData();
  const next = safeNext(field(form, 'next'));
  if (field(form, 'intent') === 'code') {
    const activationToken = field(form, 'activationToken');
    const kind = field(form, 'kind') === 'reactivate' ? 'reactivate' : 'twoFactor';
    try {
      const input = { activationToken, code: field(form, 'code') };
      if (kind === 'reactivate') await site.api.settings.activateAccount(input);
      else await site.api.settings.twoFaVerify(input);
      return redirect(next);
    } catch (error) {
      return { step: 'code', activationToken, kind, error: errorText(error) };
    }
  }
  const email = field(form, 'email');
  try {
    const answer = await site.api.auth.login({ email, password: field(form, 'password') });
    if (answer.token) return redirect(next);
    if (answer.activationToken)
      return {
        step: 'code',
        activationToken: answer.activationToken,
        kind: answer.twoFactorAuth ? 'twoFactor' : 'reactivate',
      };
    return { step: 'password', error: 'Please try again.', email };
  } catch (error) {
    return { step: 'password', error: errorText(error), email };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Log in | ${loaderData?.name ?? 'Site'}` },
  { name: 'robots', content: 'noindex' },
  // Kept out of indexes, but a shared link to it still previews with the brand's card.
  ...(loaderData
    ? pageShareMeta({
        title: `Log in | ${loaderData.name}`,
        description: `Log in to ${loaderData.name} to apply, and to see your applications and saved jobs.`,
        siteName: loaderData.name,
        url: loaderData.url,
      })
    : []),
];

export default function LoginPage() {
  const { next, reset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result && result.step === 'code') {
    return (
      <AuthLayout
        title={result.kind === 'twoFactor' ? 'Enter your code' : 'Reactivate your account'}
        intro="We emailed you a 6-digit code. It is valid for 10 minutes."
      >
        <AuthForm submit="Verify and log in">
          <FormMessage error={result.error} />
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="next" value={next} />
          <input type="hidden" name="kind" value={result.kind} />
          <input type="hidden" name="activationToken" value={result.activationToken} />
          <EmailedCodeField />
        </AuthForm>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to see your job feed and applications.">
      <AuthForm submit="Log in">
        <FormMessage
          error={result?.error}
          notice={reset ? 'Your password has been reset. Log in with it.' : undefined}
        />
        <input type="hidden" name="next" value={next} />
        <CredentialFields email={result?.email} />
      </AuthForm>
      <ForgotPasswordLink />
      <Text size="sm">
        New here?{' '}
        <Link
          href={`/register${next !== '/jobfeed' ? `?next=${encodeURIComponent(next)}` : ''}`}
          as={RouterLink}
        >
          Create an account
        </Link>
      </Text>
    </AuthLayout>
  );
}
