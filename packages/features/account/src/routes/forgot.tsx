import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, siteContext } from '@jobsite/shell/site';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { type ActionFunctionArgs, type MetaFunction, useActionData } from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';

/** `POST /forgot`: emails a reset link. The answer never says whether the account exists. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  try {
    await site.api.auth.forgotPassword({ email: field(form, 'email') });
    return { notice: 'If an account uses that email, we have sent it a link to reset the password.' };
  } catch (error) {
    return { error: errorText(error) };
  }
}

export const meta: MetaFunction = () => [{ title: 'Forgot your password?' }];

export default function ForgotPage() {
  const result = useActionData<typeof action>();
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter your email and we will send you a link to set a new one."
    >
      <AuthForm submit="Send reset link">
        <FormMessage
          error={result && 'error' in result ? result.error : undefined}
          notice={result && 'notice' in result ? result.notice : undefined}
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
      </AuthForm>
      <Text size="sm">
        <Link href="/login" as={RouterLink}>
          Back to log in
        </Link>
      </Text>
    </AuthLayout>
  );
}
