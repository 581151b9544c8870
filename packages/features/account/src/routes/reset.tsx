import { NewPasswordField } from '@jobsite/shell/password-field';
import { errorText, field, siteContext } from '@jobsite/shell/site';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { TextField } from '@jobsite/ui/TextField';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';

/** `/resetpassword?seekerId=&token=`: the emailed link; checks it before asking for a password. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const seekerId = url.searchParams.get('seekerId') ?? '';
  const token = url.searchParams.get('token') ?? '';
  const valid =
    seekerId !== '' && token !== ''
      ? await site.api.auth
          .validate({ seekerId, token, type: 'reset-password' })
          .then((a) => a.valid)
          .catch(() => false)
      : false;
  return { seekerId, token, valid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const password = field(form, 'password');
  if (password !== field(form, 'confirm')) return { error: 'The two passwords do not match.' };
  try {
    await site.api.auth.resetPassword({
      seekerId: field(form, 'seekerId'),
      token: field(form, 'token'),
      password,
    });
    return redirect('/login?reset=1');
  } catch (error) {
    return { error: errorText(error) };
  }
}

export const meta: MetaFunction = () => [
  { title: 'Set a new password' },
  { name: 'robots', content: 'noindex' },
];

export default function ResetPage() {
  const { seekerId, token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!valid)
    return (
      <AuthLayout title="This link has expired" intro="Reset links work once and for a limited time.">
        <FormMessage error="Please ask for a new link from the forgot password page." />
      </AuthLayout>
    );
  return (
    <AuthLayout title="Set a new password">
      <AuthForm submit="Save password">
        <FormMessage error={result?.error} />
        <input type="hidden" name="seekerId" value={seekerId} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label="New password" />
        <TextField
          label="Repeat the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
      </AuthForm>
    </AuthLayout>
  );
}
