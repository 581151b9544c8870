import type { SocialConnection } from '@jobsite/domain/answers';
import { SOCIAL_PROVIDERS } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect } from 'react';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { type Notice, noticeOf } from '../notices.ts';
import * as styles from './social-connection.css.ts';

/**
 * `/social-connection`: the seeker's LinkedIn, Facebook and X accounts. Connect sends the browser to the
 * network to sign in (OAuth 2 / OpenID Connect, decision 0034); Disconnect removes the connection. A
 * network the site has no client for shows as not available, without a button. Disconnect works
 * without JavaScript; Connect needs it (see the Connect form).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const { connections } = await site.api.social.socialConnections();
  return { site: site.name, connections, notice: noticeOf(pageUrlOf(request)) ?? null };
}

type Outcome = { ok: true; message: string } | { ok: false; error: string; provider: string };

export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const provider = field(form, 'provider');
  if (field(form, 'intent') !== 'disconnect' || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
    return { ok: false, error: 'Please choose an account to disconnect and try again.', provider };
  try {
    const done = await site.api.social.disconnectSocialConnection({
      provider: provider as (typeof SOCIAL_PROVIDERS)[number],
    });
    return { ok: true, message: `${done.message}.` };
  } catch (error) {
    return { ok: false, error: errorText(error), provider };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Social connections', loaderData?.site);

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function ConnectionCard({ c }: { c: SocialConnection }) {
  const busy = useNavigation().state !== 'idle';
  const headingId = `network-${c.provider}`;
  const status = c.connected ? 'Connected' : c.available ? 'Not connected' : 'Not available';
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <div className={styles.row}>
          <Heading level={2} size={4} id={headingId}>
            {c.label}
          </Heading>
          <Badge tone={c.connected ? 'positive' : 'neutral'}>{status}</Badge>
        </div>
        {c.connected && (
          <Text size="sm">
            Connected as {c.name ?? `your ${c.label} account`}
            {c.connectedAt ? ` since ${dayOf(c.connectedAt)}` : ''}.
          </Text>
        )}
        {!c.connected && !c.available && (
          <Text size="sm" tone="muted">
            {c.label} cannot be connected on this site at the moment.
          </Text>
        )}
        {c.connected ? (
          <Form method="post">
            <input type="hidden" name="intent" value="disconnect" />
            <input type="hidden" name="provider" value={c.provider} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-describedby={headingId}>
              Disconnect
            </Button>
          </Form>
        ) : (
          c.available && (
            // Submitted by the router, which follows the answer (the network's sign-in page) with a
            // document navigation: the page's Content-Security-Policy (form-action 'self') would stop a
            // plain form submission from being redirected to another site.
            <Form method="post" action={`/social-connection/${c.provider}/start`}>
              <Button type="submit" size="sm" disabled={busy}>
                Connect {c.label}
              </Button>
            </Form>
          )
        )}
      </Stack>
    </Card>
  );
}

function Notices({ notice, result }: { notice: Notice | null; result: Outcome | undefined }) {
  const error = result?.ok === false ? result.error : notice?.tone === 'critical' ? notice.text : undefined;
  const success =
    result?.ok === true ? result.message : notice?.tone === 'positive' ? notice.text : undefined;
  useEffect(() => {
    if (error) document.getElementById('social-error')?.focus();
  }, [error]);
  return (
    <>
      {error && (
        <Text tone="critical" role="alert" tabIndex={-1} id="social-error">
          {error}
        </Text>
      )}
      <div aria-live="polite">
        {success && (
          <Text tone="positive" role="status">
            {success}
          </Text>
        )}
      </div>
    </>
  );
}

export default function SocialConnectionPage() {
  const { connections, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Stack space="xl">
      <PageTitle
        title="Social connections"
        intro={
          <>
            Connect your LinkedIn, Facebook and X accounts. We read only your name and picture while you
            connect, and keep no access to the account. Each connection counts towards your{' '}
            <Link href="/myprofile" as={RouterLink}>
              profile completeness
            </Link>
            .
          </>
        }
      />
      <Notices notice={notice} result={result} />
      <ul className={styles.list}>
        {connections.map((c) => (
          <li key={c.provider}>
            <ConnectionCard c={c} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
