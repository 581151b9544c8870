import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

/**
 * `/verify-email?seekerId=&token=`: the link the verification email carries (the API's
 * `auth/validate` with type `verify-email` verifies the address as it checks the link).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const seekerId = url.searchParams.get('seekerId') ?? '';
  const token = url.searchParams.get('token') ?? '';
  const verified =
    /^\d{1,10}$/.test(seekerId) && token !== '' && token.length <= 200
      ? await site.api.auth
          .validate({ seekerId, token, type: 'verify-email' })
          .then((a) => a.valid)
          .catch(() => false)
      : false;
  return { site: site.name, verified, signedIn: site.signedIn };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Verify your email address', loaderData?.site);

export default function VerifyEmailPage() {
  const { verified, signedIn } = useLoaderData<typeof loader>();
  const next = signedIn ? '/settings/verify-contact-details' : '/login';
  return (
    <Card>
      <Stack space="md">
        <Heading level={1} size={2}>
          {verified ? 'Your email address is verified' : 'This link has expired'}
        </Heading>
        <Text>
          {verified
            ? 'Thank you. Recruiters now see that your email address is verified.'
            : 'Verification links work once and for 48 hours. Ask for a new one from your contact details.'}
        </Text>
        <div>
          <ButtonLink href={next} as={RouterLink}>
            {signedIn ? 'Go to your contact details' : 'Log in'}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
