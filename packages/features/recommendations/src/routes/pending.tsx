import type { Recommendation } from '@jobsite/domain';
import { RECOMMENDATION_NOTE_MAX, RECOMMENDATION_PENDING_LIMIT } from '@jobsite/domain/calls';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, requireSignedIn } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextArea } from '@jobsite/ui/TextArea';
import { TextField } from '@jobsite/ui/TextField';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { dayOf, fieldError } from '../errors.ts';
import { RefusalMessage, useRefusal } from '../refusal.tsx';
import * as styles from './pending.css.ts';

/**
 * `/pending-recommendations`: ask a contact for a recommendation by email, and the seeker's requests by
 * status: written and waiting for a decision (accept or decline), asked and not written yet (send again
 * or withdraw), accepted (shown on the profile) and declined. Every form works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const all = await site.api.recommendations.recommendationList({});
  return { site: site.name, recommendations: all, limit: RECOMMENDATION_PENDING_LIMIT };
}

type Outcome =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      intent: string;
      id?: string;
      field?: string;
      values?: Record<string, string>;
    };

export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  const api = site.api.recommendations;
  try {
    switch (intent) {
      case 'ask':
        return {
          ok: true,
          message: (
            await api.requestRecommendation({
              email: field(form, 'email'),
              name: field(form, 'name'),
              message: field(form, 'message'),
            })
          ).message,
        };
      case 'accept':
      case 'decline':
        return {
          ok: true,
          message: (await api.processRecommendation({ recommendationId: id, action: intent })).message,
        };
      case 'resend':
        return { ok: true, message: (await api.resendRecommendationMail({ recommendationId: id })).message };
      default:
        return { ok: false, error: 'Please choose what to do and try again.', intent };
    }
  } catch (error) {
    const text = errorText(error);
    const named = intent === 'ask' ? fieldError(text) : undefined;
    return {
      ok: false,
      error: named ? named.text : text,
      intent,
      ...(id ? { id } : {}),
      ...(named ? { field: named.field } : {}),
      ...(intent === 'ask'
        ? {
            values: {
              email: field(form, 'email'),
              name: field(form, 'name'),
              message: field(form, 'message'),
            },
          }
        : {}),
    };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Recommendations', loaderData?.site);

function AskForm() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const failed = result?.ok === false && result.intent === 'ask' ? result : undefined;
  // After a request is sent the form starts empty again; after a refusal it keeps what was typed.
  const bind = useRefusal('ask', failed);
  const key = result?.ok === true ? result.message : 'form';
  return (
    <section aria-labelledby="ask-heading">
      <Card>
        <Form method="post" key={key} noValidate>
          <input type="hidden" name="intent" value="ask" />
          <Stack space="md">
            <Heading level={2} size={3} id="ask-heading">
              Ask for a recommendation
            </Heading>
            <Text tone="muted">
              We email them a link to write it; they need no account, and the link works for 14 days.
            </Text>
            <RefusalMessage form="ask" failed={failed} />
            <TextField label="Their name" {...bind('name')} required maxLength={100} autoComplete="off" />
            <TextField
              label="Their email"
              {...bind('email')}
              type="email"
              required
              maxLength={254}
              autoComplete="off"
            />
            <TextArea
              label="A note to them (optional)"
              {...bind('message')}
              rows={3}
              maxLength={RECOMMENDATION_NOTE_MAX}
            />
            <div>
              <Button type="submit" disabled={busy}>
                Send request
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>
    </section>
  );
}

function ActionButton({
  intent,
  id,
  label,
  describedBy,
  variant = 'secondary',
}: {
  intent: string;
  id: number;
  label: string;
  describedBy: string;
  variant?: 'primary' | 'secondary';
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={busy} aria-describedby={describedBy}>
        {label}
      </Button>
    </Form>
  );
}

function RecommendationCard({ r }: { r: Recommendation }) {
  const result = useActionData<typeof action>();
  const headingId = `recommendation-${r.recommendationId}`;
  const error = result?.ok === false && result.id === String(r.recommendationId) ? result.error : undefined;
  return (
    <Card as="article" aria-labelledby={headingId} data-recommendation-id={r.recommendationId}>
      <Stack space="sm">
        <div className={styles.actions}>
          <Heading level={3} size={4} id={headingId}>
            {r.senderName}
          </Heading>
          <Badge tone={r.status === 'accepted' ? 'positive' : 'neutral'}>{STATUS_LABELS[r.status]}</Badge>
        </div>
        <Text size="sm" tone="muted">
          {[r.relation, r.email].filter(Boolean).join(' · ')}
        </Text>
        {r.recommendationText && <blockquote className={styles.quote}>{r.recommendationText}</blockquote>}
        {r.status === 'pending' && (
          <Text size="sm">
            Asked on {dayOf(r.createdAt)}. The link in the latest email works until {dayOf(r.linkExpiresAt)}.
          </Text>
        )}
        {r.status !== 'pending' && r.writtenAt && <Text size="sm">Written on {dayOf(r.writtenAt)}.</Text>}
        {error && (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        )}
        <div className={styles.actions}>
          {r.status === 'written' && (
            <>
              <ActionButton
                intent="accept"
                id={r.recommendationId}
                label="Accept"
                describedBy={headingId}
                variant="primary"
              />
              <ActionButton
                intent="decline"
                id={r.recommendationId}
                label="Decline"
                describedBy={headingId}
              />
            </>
          )}
          {r.status === 'pending' && (
            <>
              <ActionButton
                intent="resend"
                id={r.recommendationId}
                label="Send again"
                describedBy={headingId}
              />
              <ActionButton
                intent="decline"
                id={r.recommendationId}
                label="Withdraw"
                describedBy={headingId}
              />
            </>
          )}
          {r.status === 'accepted' && (
            <ActionButton
              intent="decline"
              id={r.recommendationId}
              label="Remove from profile"
              describedBy={headingId}
            />
          )}
          {r.status === 'declined' && r.recommendationText && (
            <ActionButton intent="accept" id={r.recommendationId} label="Accept" describedBy={headingId} />
          )}
        </div>
      </Stack>
    </Card>
  );
}

const STATUS_LABELS: Record<Recommendation['status'], string> = {
  written: 'Waiting for you',
  pending: 'Not written yet',
  accepted: 'On your profile',
  declined: 'Declined',
};

const GROUPS: { status: Recommendation['status']; title: string }[] = [
  { status: 'written', title: 'Waiting for your decision' },
  { status: 'pending', title: 'Asked, not written yet' },
  { status: 'accepted', title: 'Accepted' },
  { status: 'declined', title: 'Declined or withdrawn' },
];

export default function PendingRecommendationsPage() {
  const { recommendations, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Stack space="xl">
      <PageTitle
        title="Recommendations"
        intro={
          <>
            Ask people who know your work to recommend you. Accepted recommendations show on your profile. Up
            to {limit} requests can wait to be written at once.
          </>
        }
      />
      <div aria-live="polite">
        <FormMessage notice={result?.ok === true ? result.message : undefined} />
      </div>
      <AskForm />
      {recommendations.length === 0 ? (
        <EmptyState
          title="No recommendations yet"
          description="Ask a manager, a colleague or a teacher: a few lines from them tell recruiters a lot."
        />
      ) : (
        GROUPS.map(({ status, title }) => {
          const items = recommendations.filter((r) => r.status === status);
          if (items.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`group-${status}`}>
              <Stack space="md">
                <Heading level={2} size={3} id={`group-${status}`}>
                  {title} ({items.length})
                </Heading>
                <ul className={styles.list}>
                  {items.map((r) => (
                    <li key={r.recommendationId}>
                      <RecommendationCard r={r} />
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
          );
        })
      )}
    </Stack>
  );
}
