import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, requireSignedIn } from '@jobsite/shell/site';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { useEffect } from 'react';
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
import { EPOCH_PATHS, formatWhen, loadEdition, notFound, roundOf } from '../edition.ts';
import {
  checkRegistration,
  REGISTER_FIELDS,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registerValues,
} from '../registration.ts';
import * as styles from './competition.css.ts';

/** Where a new candidate lands: their progress, with a confirmation. */
export const REGISTERED_REDIRECT = `${EPOCH_PATHS.progress}?registered=1`;

/**
 * `/epoch/register`: a signed-in seeker registers for the current edition with their institute,
 * programme, graduation year and (optionally) city, accepting the terms. Outside registration's window
 * the page says when it opens or when it closed; a registered seeker is sent on to their progress.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const { competition, progress } = await loadEdition(site, request, { progress: true });
  const registration = roundOf(competition, 'registration') ?? notFound();
  return {
    site: site.name,
    competitionId: competition.id,
    name: competition.name,
    registered: progress?.registered ?? competition.registered,
    registeredAt: progress?.registration?.registeredAt ?? null,
    window: {
      state: registration.state,
      opens: formatWhen(registration.startsAt),
      closes: formatWhen(registration.endsAt),
    },
  };
}

export type RegisterOutcome =
  | { errors: RegisterErrors; values: RegisterValues; message?: undefined }
  | { message: string; values: RegisterValues; errors?: undefined };

/** `POST /epoch/register`: checks the form with the domain's schema, registers, goes to the progress page. */
export async function action({ request, context }: ActionFunctionArgs): Promise<RegisterOutcome | Response> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const values = registerValues(form);
  const id = field(form, 'competitionId');
  const competitionId = /^\d{1,10}$/.test(id)
    ? Number(id)
    : (await loadEdition(site, request)).competition.id;
  const checked = checkRegistration(values, competitionId);
  if (!checked.ok) return { errors: checked.errors, values };
  const { competitionId: edition, city, ...rest } = checked.body;
  try {
    await site.api.user.competitionRegistration({
      path: 'user/competition/register',
      fields: { ...rest, competitionId: edition, ...(city ? { city } : {}) },
    });
  } catch (error) {
    // The API's words: registration not open (409), or a field it refused (400).
    return { message: errorText(error), values };
  }
  // Registered now, or already (the API answers 200 either way): the progress page says which.
  return redirect(REGISTERED_REDIRECT);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`Register for ${loaderData?.name ?? 'the competition'}`, loaderData?.site);

const inputId = (name: RegisterField) => `register-${name}`;

function Closed({
  name,
  window,
}: {
  name: string;
  window: { state: string; opens: string; closes: string };
}) {
  return (
    <Stack space="sm">
      <Text role="status">
        {window.state === 'upcoming'
          ? `Registration for ${name} opens on ${window.opens} and closes on ${window.closes} (India time).`
          : `Registration for ${name} closed on ${window.closes} (India time).`}
      </Text>
      <Text>
        <Link href={EPOCH_PATHS.landing} as={RouterLink}>
          See the competition's timeline
        </Link>{' '}
        or the{' '}
        <Link href={EPOCH_PATHS.results} as={RouterLink}>
          results
        </Link>
        .
      </Text>
    </Stack>
  );
}

function Registered({ name, since }: { name: string; since: string | null }) {
  return (
    <Stack space="sm">
      <Text role="status">
        You are already registered for {name}
        {since ? ` (since ${formatWhen(since, false)})` : ''}.
      </Text>
      <div>
        <ButtonLink href={EPOCH_PATHS.progress} as={RouterLink}>
          See your progress
        </ButtonLink>
      </div>
    </Stack>
  );
}

export default function RegisterPage() {
  const { competitionId, name, registered, registeredAt, window } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors: RegisterErrors = result?.errors ?? {};
  const values = result?.values;
  const firstError = REGISTER_FIELDS.find((f) => errors[f]);
  useEffect(() => {
    if (firstError) document.getElementById(inputId(firstError))?.focus();
    else if (result?.message) document.getElementById('register-message')?.focus();
  }, [firstError, result]);

  const error = (name: RegisterField) => errors[name];
  return (
    <Card padding="lg">
      <Stack space="lg">
        <PageTitle
          title={<>Register for {name}</>}
          intro={
            <>
              The competition is free and open to college students. You take part on your own, in three
              rounds.
            </>
          }
        />
        {registered ? (
          <Registered name={name} since={registeredAt} />
        ) : window.state !== 'open' ? (
          <Closed name={name} window={window} />
        ) : (
          <Form method="post" noValidate className={styles.form} aria-label={`Register for ${name}`}>
            <input type="hidden" name="competitionId" value={competitionId} />
            <div id="register-message" tabIndex={-1}>
              <FormMessage
                error={
                  result?.message ??
                  (firstError ? 'Please correct the fields marked below, then register again.' : undefined)
                }
              />
            </div>
            <TextField
              id={inputId('institute')}
              name="institute"
              label="Institute"
              hint="Your college or university, as it appears on your student card."
              autoComplete="organization"
              required
              maxLength={150}
              defaultValue={values?.institute}
              error={error('institute')}
            />
            <TextField
              id={inputId('programme')}
              name="programme"
              label="Programme"
              hint="For example MBA, PGDM or BBA."
              required
              maxLength={100}
              defaultValue={values?.programme}
              error={error('programme')}
            />
            <TextField
              id={inputId('graduationYear')}
              name="graduationYear"
              label="Graduation year"
              hint="The year you finish your programme, such as 2027."
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9]{4}"
              required
              maxLength={4}
              defaultValue={values?.graduationYear}
              error={error('graduationYear')}
            />
            <TextField
              id={inputId('city')}
              name="city"
              label="City (optional)"
              autoComplete="address-level2"
              maxLength={100}
              defaultValue={values?.city}
              error={error('city')}
            />
            <div className={styles.check}>
              <input
                id={inputId('acceptTerms')}
                type="checkbox"
                name="acceptTerms"
                value="on"
                defaultChecked={values?.acceptTerms ?? false}
                aria-invalid={error('acceptTerms') ? true : undefined}
                aria-describedby={
                  error('acceptTerms') ? `${inputId('acceptTerms')}-error terms-note` : 'terms-note'
                }
              />
              <label htmlFor={inputId('acceptTerms')}>I accept the terms</label>
            </div>
            <Text size="sm" id="terms-note">
              Read the{' '}
              <Link href={EPOCH_PATHS.terms} as={RouterLink}>
                rules and terms of {name}
              </Link>{' '}
              first: one attempt at the quiz, the files each round accepts and how cut-offs work.
            </Text>
            {error('acceptTerms') && (
              <Text size="sm" tone="critical" id={`${inputId('acceptTerms')}-error`}>
                {error('acceptTerms')}
              </Text>
            )}
            <div>
              <Button type="submit" loading={busy}>
                Register
              </Button>
            </div>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
