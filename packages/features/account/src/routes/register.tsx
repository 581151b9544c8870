import { pageShareMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { NewPasswordField } from '@jobsite/shell/password-field';
import { errorText, field, originOf, siteContext } from '@jobsite/shell/site';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
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
import { EmailField } from '../CredentialFields.tsx';

/** Where a new account continues: the first step of the registration wizard. */
export const FIRST_STEP = '/registration/addPersonalDetails';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (site.signedIn) throw redirect('/jobfeed');
  return { name: site.name, url: `${originOf(site, request)}/register` };
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
  // A link to sign up previews like every other page: the brand's card.
  ...(loaderData
    ? pageShareMeta({
        title: `Create your account | ${loaderData.name}`,
        description: registerDescription(loaderData.name),
        siteName: loaderData.name,
        url: loaderData.url,
      })
    : []),
];

/** What the sign-up page offers, in the words its page shows. */
const registerDescription = (name: string) =>
  `Join ${name}: apply in one click and hear back from recruiters.`;

export default function RegisterPage() {
  const { name } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout title="Create your account" intro={registerDescription(name)}>
      <AuthForm submit="Create account">
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
      </AuthForm>
      <Text size="sm">
        Already registered?{' '}
        <Link href="/login" as={RouterLink}>
          Log in
        </Link>
      </Text>
    </AuthLayout>
  );
}
