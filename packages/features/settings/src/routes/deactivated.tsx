import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

/** `/settings/deactivated`: where deactivation ends, signed out, with the way back. */
export function loader({ context }: LoaderFunctionArgs) {
  return { site: context.get(siteContext).name };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Your account is deactivated', loaderData?.site);

export default function DeactivatedPage() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <Card>
      <Stack space="md">
        <Heading level={1} size={2}>
          Your account is deactivated
        </Heading>
        <Text>Recruiters no longer see your profile, and you have been logged out of {site} everywhere.</Text>
        <Text>
          Changed your mind? Reactivate it with your email and password: we email you a code, and once you
          enter it your account is active again, just as you left it.
        </Text>
        <div>
          <ButtonLink href="/reactivate" as={RouterLink}>
            Reactivate your account
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
