import type { EmailListAnswer } from '@jobsite/api-client';
import { ONE_CLICK_BODY, RECOMMENDATION_REQUESTS_LIST } from '@jobsite/domain/calls';
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
import { useEffect, useRef } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';

/**
 * `/unsubscribe?token=` (decision 0037): the address in the `List-Unsubscribe` header of every email a
 * person can leave, and the "Unsubscribe" link in its text. Opening it (GET) says what would stop and
 * shows a button, because mail scanners open links; the form's POST stops it. A mail client's RFC 8058
 * one-click POST (`List-Unsubscribe=One-Click`, the token in the address) lands on the same action and
 * is relayed as it came. No sign-in: the signed token is the proof.
 */

const NO_TOKEN = 'This unsubscribe link has no token. Please use the link in your email';

/** The link's token: from the address, or the confirmation form's field. */
const tokenOf = (url: URL) => (url.searchParams.get('token') ?? '').trim().slice(0, 800);

type Described = { ok: true; list: EmailListAnswer } | { ok: false; error: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const token = tokenOf(pageUrlOf(request));
  let described: Described;
  if (!token) described = { ok: false, error: NO_TOKEN };
  else {
    try {
      described = {
        ok: true,
        list: await apiFor(site, request).emailPreferences.describeUnsubscribe({ token }),
      };
    } catch (error) {
      described = { ok: false, error: errorText(error) };
    }
  }
  return { site: site.name, token, described };
}

export type UnsubscribeOutcome = { ok: true; message: string; list: string } | { ok: false; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const oneClick = `List-Unsubscribe=${field(form, 'List-Unsubscribe')}` === ONE_CLICK_BODY;
  const token = (oneClick ? tokenOf(pageUrlOf(request)) : field(form, 'token')).slice(0, 800);
  if (!token) return data<UnsubscribeOutcome>({ ok: false, error: NO_TOKEN }, { status: 400 });
  try {
    const answer = await apiFor(site, request).emailPreferences.unsubscribeEmails({ token, oneClick });
    return data<UnsubscribeOutcome>({ ok: true, message: answer.message, list: answer.list });
  } catch (error) {
    return data<UnsubscribeOutcome>({ ok: false, error: errorText(error) }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Unsubscribe', loaderData?.site);

export default function UnsubscribePage() {
  const { token, described } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) message.current?.focus();
  }, [result]);
  const list = described.ok ? described.list : undefined;
  const done = result?.ok === true || (result === undefined && list?.unsubscribed === true);
  const forSeeker = list !== undefined && list.list !== RECOMMENDATION_REQUESTS_LIST;
  return (
    <Stack space="lg">
      <Heading level={1} size={2}>
        {done ? 'You are unsubscribed' : 'Unsubscribe'}
      </Heading>
      <Card>
        <Stack space="md">
          <FormMessage
            live
            ref={message}
            error={
              result?.ok === false
                ? `${result.error}.`
                : result === undefined && !described.ok
                  ? `${described.error}.`
                  : undefined
            }
            notice={
              result?.ok === true
                ? `${result.message}.`
                : result === undefined && list?.unsubscribed === true
                  ? `You are already unsubscribed: no more ${list.description} go to ${list.recipient}.`
                  : undefined
            }
          />
          {list && !done && (
            <UnsubscribeForm token={token} busy={busy}>
              Stop {list.description}? We send them to {list.recipient}. Other emails are not affected.
            </UnsubscribeForm>
          )}
          {forSeeker ? (
            <>
              <Text>You can turn emails on or off at any time in your settings.</Text>
              <div>
                <ButtonLink href="/settings" as={RouterLink} variant="secondary">
                  Email settings
                </ButtonLink>
              </div>
            </>
          ) : (
            <div>
              <ButtonLink href="/" as={RouterLink} variant="secondary">
                Go to the home page
              </ButtonLink>
            </div>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
