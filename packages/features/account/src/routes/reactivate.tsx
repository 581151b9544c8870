import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, siteContext } from '@jobsite/shell/site';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useRef } from 'react';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
} from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';
import { CredentialFields, EmailedCodeField, ForgotPasswordLink } from '../CredentialFields.tsx';

/**
 * `/reactivate`: a deactivated account comes back. Email and password first (the login call, which for
 * a deactivated account stops at an activation token and emails a 6-digit code), then the code
 * (`POST ext/user activate/account`, the login's own second step), and the person lands on their feed,
 * signed in. An account that is not deactivated is told to log in instead.
 */
export type ReactivateResult =
  | { step: 'password'; error: string; email: string }
  | { step: 'code'; activationToken: string; error?: string }
  | { step: 'active'; signedIn: boolean };

const FEED = '/jobfeed';

export function loader({ context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (site.signedIn) throw redirect(FEED);
  return { name: site.name };
}

export async function action({ request, context }: ActionFunctionArgs): Promise<ReactivateResult | Response> {
  const site = context.get(siteContext);
  const form = await request.formData();
  if (field(form, 'intent') === 'code') {
    const activationToken = field(form, 'activationToken');
    try {
      await site.api.settings.activateAccount({ activationToken, code: field(form, 'code') });
      return redirect(FEED);
    } catch (error) {
      return { step: 'code', activationToken, error: errorText(error) };
    }
  }
  const email = field(form, 'email');
  try {
    const answer = await site.api.auth.login({ email, password: field(form, 'password') });
    // Signed in at once: the account was active all along.
    if (answer.token) return { step: 'active', signedIn: true };
    if (answer.activationToken && answer.twoFactorAuth) return { step: 'active', signedIn: false };
    if (answer.activationToken) return { step: 'code', activationToken: answer.activationToken };
    return { step: 'password', error: 'Please try again.', email };
  } catch (error) {
    return { step: 'password', error: errorText(error), email };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Reactivate your account | ${loaderData?.name ?? 'Site'}` },
  { name: 'robots', content: 'noindex' },
];

export default function ReactivatePage() {
  const result = useActionData<typeof action>();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && (result.step === 'active' || result.error)) message.current?.focus();
  }, [result]);

  if (result?.step === 'active') {
    return (
      <AuthLayout title="Your account is active">
        <div ref={message} tabIndex={-1}>
          <Text role="status">
            {result.signedIn
              ? 'This account is not deactivated, so there is nothing to reactivate: you are now logged in.'
              : 'This account is not deactivated, so there is nothing to reactivate. Log in as usual.'}
          </Text>
        </div>
        <Text>
          {result.signedIn ? (
            <Link href={FEED} as={RouterLink}>
              Go to your job feed
            </Link>
          ) : (
            <Link href="/login" as={RouterLink}>
              Log in
            </Link>
          )}
        </Text>
      </AuthLayout>
    );
  }

  if (result?.step === 'code') {
    return (
      <AuthLayout
        title="Enter your code"
        intro="We emailed you a 6-digit code. It is valid for 10 minutes. Enter it to make your account active again."
      >
        <AuthForm submit="Reactivate and log in">
          <div ref={message} tabIndex={-1}>
            <FormMessage error={result.error} />
          </div>
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="activationToken" value={result.activationToken} />
          <EmailedCodeField autoFocus={!result.error} />
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reactivate your account"
      intro="A deactivated account can come back at any time, just as you left it: your profile, applications and saved jobs are kept. Enter the email and password you used, and we email you a code to confirm it is you."
    >
      <AuthForm submit="Send me a code">
        <div ref={message} tabIndex={-1}>
          <FormMessage error={result?.error} />
        </div>
        <CredentialFields email={result?.email} />
      </AuthForm>
      <ForgotPasswordLink />
      <Text size="sm">
        Account still active?{' '}
        <Link href="/login" as={RouterLink}>
          Log in
        </Link>
      </Text>
    </AuthLayout>
  );
}
