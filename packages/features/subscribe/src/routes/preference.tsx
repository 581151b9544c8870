import { PREFERENCE_MAX_ENTRIES } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { errorText, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
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
import { privatePageMeta } from '../meta.ts';
import { formatDate, readPreference } from '../plans.ts';

type Lists = { skills: string[]; cities: string[]; roles: string[] };

/** The preference's lists, in the form's order, each a comma-separated field. */
const LISTS: { name: keyof Lists; label: string }[] = [
  { name: 'skills', label: 'Skills' },
  { name: 'cities', label: 'Cities' },
  { name: 'roles', label: 'Roles' },
];

/**
 * `/early-applicant-preference`: the subscriber's skills, cities and roles for early-applicant alerts.
 * Anyone else sees what it is and where to buy it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const none = { site: site.name, active: false, until: null, lists: null, loadError: null };
  if (!site.signedIn) return { ...none, signedIn: false as const };
  try {
    const answer = await site.api.subscription.earlyApplicantPreference(undefined);
    return {
      ...none,
      signedIn: true as const,
      active: answer.subscription.active,
      until: formatDate(answer.subscription.expiry),
      lists: { skills: answer.skills, cities: answer.cities, roles: answer.roles } satisfies Lists,
    };
  } catch (error) {
    // The page still explains itself; a lost session is the shell's to handle (its redirect).
    return { ...none, signedIn: true as const, loadError: errorText(error) };
  }
}

type Result =
  | { ok: true; message: string; lists: Lists }
  | { ok: false; error: string; field?: keyof Lists; values: Record<keyof Lists, string> };

/** `POST`: save the preferences, checked with the API's own schema first. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Result> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const values = {
    skills: String(form.get('skills') ?? ''),
    cities: String(form.get('cities') ?? ''),
    roles: String(form.get('roles') ?? ''),
  };
  const read = readPreference(form);
  if (!read.ok) {
    const field = (['skills', 'cities', 'roles'] as const).find((f) => read.error.includes(f));
    return { ok: false, error: read.error, values, ...(field ? { field } : {}) };
  }
  try {
    const saved = await site.api.subscription.saveEarlyApplicantPreference(read.value);
    return {
      ok: true,
      message: saved.message,
      lists: { skills: saved.skills, cities: saved.cities, roles: saved.roles },
    };
  } catch (error) {
    return { ok: false, error: errorText(error), values };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Early-applicant preferences', loaderData?.site);

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

function About() {
  return (
    <Text>
      Early applicant members hear about new jobs first: tell us the skills, cities and roles you care about
      and we alert you as soon as a matching job is posted, so you can apply before everyone else.
    </Text>
  );
}

export default function PreferencePage() {
  const { signedIn, active, until, lists, loadError } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (!active || !lists) {
    return (
      <Stack space="lg">
        <Heading level={1} size={2}>
          Early-applicant preferences
        </Heading>
        <About />
        {loadError && (
          <Text tone="critical" role="alert">
            Your preferences could not be loaded: {loadError}
          </Text>
        )}
        <Card tone="sunken">
          <Stack space="sm">
            <Text>
              {!signedIn
                ? 'Log in with an early-applicant subscription to set your preferences.'
                : loadError
                  ? 'If you have an early-applicant subscription, reload this page in a moment to set your preferences.'
                  : 'You do not have an early-applicant subscription yet.'}
            </Text>
            <div>
              <ButtonLink href="/subscribe/early-applicant-preference" as={RouterLink} variant="primary">
                Get early applicant
              </ButtonLink>
            </div>
            {!signedIn && (
              <Text size="sm">
                Already subscribed?{' '}
                <RouterLink href={`/login?next=${encodeURIComponent('/early-applicant-preference')}`}>
                  Log in
                </RouterLink>
              </Text>
            )}
          </Stack>
        </Card>
      </Stack>
    );
  }
  const shown: Record<keyof Lists, string> =
    result?.ok === false
      ? result.values
      : {
          skills: (result?.ok ? result.lists : lists).skills.join(', '),
          cities: (result?.ok ? result.lists : lists).cities.join(', '),
          roles: (result?.ok ? result.lists : lists).roles.join(', '),
        };
  const fieldError = (name: keyof Lists) =>
    result?.ok === false && result.field === name ? result.error : undefined;
  const hint = `Separate entries with commas; up to ${PREFERENCE_MAX_ENTRIES}.`;
  return (
    <Stack space="lg">
      <PageTitle title="Early-applicant preferences">
        <About />
        {until && <Text tone="muted">Your early-applicant subscription runs until {until}.</Text>}
      </PageTitle>
      <div aria-live="polite">
        <FormMessage
          error={result?.ok === false && !result.field ? result.error : undefined}
          notice={result?.ok === true ? result.message : undefined}
        />
      </div>
      <Form method="post" key={result?.ok ? JSON.stringify(result.lists) : 'form'}>
        <Stack space="md">
          {LISTS.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              defaultValue={shown[name]}
              hint={hint}
              error={fieldError(name)}
              autoComplete="off"
            />
          ))}
          <div>
            <Button type="submit" variant="primary" loading={busy}>
              Save preferences
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
