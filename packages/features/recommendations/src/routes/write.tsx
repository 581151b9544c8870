import { RECOMMENDATION_TEXT_MAX, RECOMMENDATION_TEXT_MIN } from '@jobsite/domain/calls';
import { apiFor, errorText, field, pageUrlOf, siteContext } from '@jobsite/shell/site';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
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

const NO_TOKEN = 'This recommendation link has no token. Please open the link in the email you received';

/**
 * `/recommendation/write?token=`: the link of a recommendation request's email. Whoever holds it writes
 * the recommendation, no account needed; a link that is not valid, expired, replaced or used shows why.
 * Never indexed, never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const token = (pageUrlOf(request).searchParams.get('token') ?? '').trim().slice(0, 300);
  if (!token) return { site: site.name, token, error: NO_TOKEN, request: null, profile: null };
  const api = apiFor(site, request).recommendations;
  try {
    const [found, profile] = await Promise.all([
      api.extRecommendation({ token }),
      api.recommendationProfile({ token }),
    ]);
    return { site: site.name, token, error: null, request: found, profile };
  } catch (error) {
    return { site: site.name, token, error: errorText(error), request: null, profile: null };
  }
}

type Outcome =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: string; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const site = context.get(siteContext);
  const form = await request.formData();
  const values = {
    text: field(form, 'text'),
    name: field(form, 'name'),
    relation: field(form, 'relation'),
    linkedin: field(form, 'linkedin'),
  };
  const token = field(form, 'token');
  if (!token) return { ok: false, error: NO_TOKEN, values };
  const api = apiFor(site, request).recommendations;
  try {
    const linkedin = values.linkedin
      .trim()
      .replace(/^https?:\/\/(www\.)?linkedin\.com\/in\//i, '')
      .replace(/\/+$/, '');
    if (linkedin) {
      await api
        .addSocialUser({
          token,
          type: 'linkedin',
          name: values.name || 'LinkedIn profile',
          publicId: linkedin,
        })
        .catch((error: unknown) => {
          const named = fieldError(errorText(error));
          throw named?.field === 'publicId' ? new FieldRefusal('linkedin', named.text) : error;
        });
    }
    const answer = await api.addRecommendationComment({
      token,
      text: values.text,
      name: values.name,
      relation: values.relation,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof FieldRefusal) return { ok: false, error: error.message, field: error.field, values };
    const text = errorText(error);
    const named = fieldError(text);
    return named
      ? { ok: false, error: named.text, field: named.field, values }
      : { ok: false, error: text, values };
  }
}

class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Write a recommendation | ${loaderData?.site ?? ''}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export default function WriteRecommendationPage() {
  const { token, error, request, profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const failed = result?.ok === false ? result : undefined;
  const bind = useRefusal('write', failed);

  if (result?.ok) {
    return (
      <Stack space="lg">
        <Heading level={1} size={2}>
          Thank you
        </Heading>
        <Card>
          <Text tone="positive" role="status">
            {result.message}.
          </Text>
        </Card>
      </Stack>
    );
  }
  if (error || !request) {
    return (
      <Stack space="lg">
        <Heading level={1} size={2}>
          This link does not work
        </Heading>
        <Card>
          <Text tone="critical" role="alert">
            {error ?? NO_TOKEN}.
          </Text>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1} size={2}>
          Recommend {request.seekerName}
        </Heading>
        <Text tone="muted">
          {request.seekerName} asked you, {request.name}, for a few lines about their work. This link works
          until {dayOf(request.linkExpiresAt)}, for one recommendation.
        </Text>
      </Stack>
      {(request.message || profile) && (
        <Card as="section" aria-labelledby="about-heading">
          <Stack space="xs">
            <Heading level={2} size={4} id="about-heading">
              About {request.seekerName}
            </Heading>
            {profile?.headline && <Text>{profile.headline}</Text>}
            {profile?.city && <Text size="sm">{profile.city}</Text>}
            {profile?.education && <Text size="sm">{profile.education}</Text>}
            {profile && profile.skills.length > 0 && (
              <Text size="sm">Skills: {profile.skills.join(', ')}</Text>
            )}
            {request.message && (
              <Text>
                {request.seekerName} writes: “{request.message}”
              </Text>
            )}
          </Stack>
        </Card>
      )}
      <Card as="section" aria-labelledby="write-heading">
        <Form method="post" noValidate>
          <input type="hidden" name="token" value={token} />
          <Stack space="md">
            <Heading level={2} size={3} id="write-heading">
              Your recommendation
            </Heading>
            <RefusalMessage form="write" failed={failed} />
            <TextArea
              label="Recommendation"
              {...bind('text')}
              rows={6}
              required
              minLength={RECOMMENDATION_TEXT_MIN}
              maxLength={RECOMMENDATION_TEXT_MAX}
              hint={`${RECOMMENDATION_TEXT_MIN} to ${RECOMMENDATION_TEXT_MAX} characters: what they did, and how well.`}
            />
            <TextField
              label="Your name"
              {...bind('name', request.name)}
              maxLength={100}
              autoComplete="name"
            />
            <TextField
              label="How you know them (optional)"
              {...bind('relation')}
              maxLength={100}
              hint="For example: their manager at Acme"
            />
            <TextField
              label="Your LinkedIn profile id (optional)"
              {...bind('linkedin')}
              maxLength={150}
              hint="The part after linkedin.com/in/"
            />
            <div>
              <Button type="submit" disabled={busy}>
                Send recommendation
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
