import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { apiFor, errorText, field, pageUrlOf, siteContext } from '@jobsite/shell/site';
import { UnsubscribeForm } from '@jobsite/shell/unsubscribe-form';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';

/**
 * `/alerts/unsubscribe?token=`: the one-click unsubscribe link of a job-alert email. Opening it (GET)
 * only shows the button, because mail scanners open links; the POST turns the alerts off. No sign-in.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const token = (pageUrlOf(request).searchParams.get('token') ?? '').slice(0, 300);
  return { site: site.name, token };
}

type Outcome = { ok: true; message: string; searchName: string } | { ok: false; error: string };

export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const site = context.get(siteContext);
  const token = field(await request.formData(), 'token');
  if (!token)
    return { ok: false, error: 'This unsubscribe link has no token. Please use the link in your email' };
  try {
    const answer = await apiFor(site, request).alerts.unsubscribeAlerts({ token });
    return { ok: true, message: answer.message, searchName: answer.searchName };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Unsubscribe from job alerts', loaderData?.site);

export default function UnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Stack space="lg">
      <Heading level={1} size={2}>
        {result?.ok ? 'You are unsubscribed' : 'Unsubscribe from job alerts'}
      </Heading>
      <Card>
        <Stack space="md">
          <FormMessage
            live
            error={result?.ok === false ? `${result.error}.` : undefined}
            notice={result?.ok === true ? `${result.message}.` : undefined}
          />
          {result?.ok ? (
            <Text>You can turn alerts back on, or change your searches, on your saved searches page.</Text>
          ) : token ? (
            <UnsubscribeForm token={token} busy={busy}>
              Stop the daily email of new jobs for this saved search? Other searches keep theirs.
            </UnsubscribeForm>
          ) : (
            <Text tone="critical">
              This unsubscribe link has no token. Please use the link in your email.
            </Text>
          )}
          <div>
            <ButtonLink href="/saved-searches" as={RouterLink} variant="secondary">
              Manage saved searches
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
