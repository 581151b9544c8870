import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, siteContext } from '@jobsite/shell/site';
import { Button } from '@jobsite/ui/Button';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { AuthLayout, formClass } from '../AuthLayout.tsx';
import { EmailField, NewPasswordField } from '../CredentialFields.tsx';

/** Where a new account continues: the first step of the registration wizard. */
export const FIRST_STEP = '/registration/addPersonalDetails';

export async function loader({ context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (site.signedIn) throw redirect('/jobfeed');
  return { name: site.name };
}

/** `POST /register`: creates the account and signs in at once (decision 0006), then the wizard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const values = { name: field(form, 'name'), email: field(form, 'email'), phone: field(form, 'phone') };
  try {
    await site.api.auth.register({ ...values, password: field(form, 'password') });
    return redirect(FIRST_STEP);
  } catch (error) {
    return { error: errorText(error), values };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Create your account | ${loaderData?.name ?? 'Site'}` },
];

export default function RegisterPage() {
  const { name } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthLayout
      title="Create your account"
      intro={`Join ${name}: apply in one click and hear back from recruiters.`}
    >
      <Form method="post" className={formClass}>
        <FormMessage error={result?.error} />
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          defaultValue={result?.values.name}
        />
        <EmailField email={result?.values.email} />
        <NewPasswordField label="Password" />
        <TextField
          label="Mobile number (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={result?.values.phone}
        />
        <Button type="submit" loading={busy} fullWidth>
          Create account
        </Button>
      </Form>
      <Text size="sm">
        Already registered?{' '}
        <Link href="/login" as={RouterLink}>
          Log in
        </Link>
      </Text>
    </AuthLayout>
  );
}
