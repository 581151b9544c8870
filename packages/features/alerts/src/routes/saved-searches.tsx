import { EXPERIENCE_OPTIONS } from '@jobsite/domain';
import type { SavedSearch } from '@jobsite/domain/answers';
import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Select } from '@jobsite/ui/Select';
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
import { describeCriteria, draftFromUrl, hasDraft, runHref } from '../criteria.ts';
import * as styles from './saved-searches.css.ts';

/**
 * `/saved-searches`: the seeker's saved searches (name, criteria, alerts on or off, run, rename, delete)
 * and a form to save one, filled from `?save=<search address>` or the search's own parameters.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const [answer, cities] = await Promise.all([
    site.api.alerts.savedSearches(),
    site.api.job.nearbyCitiesJobs().catch(() => []),
  ]);
  const byId = new Map<number, string>();
  for (const c of cities)
    for (const city of [c, ...c.nearby]) if (!byId.has(city.id)) byId.set(city.id, city.name);
  const draft = draftFromUrl(pageUrlOf(request));
  return {
    site: site.name,
    searches: answer.searches,
    limit: answer.limit,
    cities: [...byId].map(([id, name]) => ({ id, name })),
    draft,
    saving: hasDraft(draft),
  };
}

type Outcome = { ok: true; message: string } | { ok: false; error: string; intent: string; id?: string };

/** `POST /saved-searches`: save a search, rename one, turn its alerts on or off, or delete it. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  const api = site.api.alerts;
  try {
    switch (intent) {
      case 'save': {
        const answer = await api.saveSearch({
          name: field(form, 'name'),
          keyword: field(form, 'keyword'),
          ...(field(form, 'locIds') ? { locIds: field(form, 'locIds') } : {}),
          ...(field(form, 'exp') ? { exp: field(form, 'exp') } : {}),
          ...(field(form, 'categoryId') ? { categoryId: field(form, 'categoryId') } : {}),
          alerts: field(form, 'alerts') === 'on',
        });
        return { ok: true, message: answer.message };
      }
      case 'rename':
        return {
          ok: true,
          message: (await api.updateSavedSearch({ id, name: field(form, 'name') })).message,
        };
      case 'alerts':
        return {
          ok: true,
          message: (await api.updateSavedSearch({ id, alerts: field(form, 'alerts') === 'on' })).message,
        };
      case 'delete':
        return { ok: true, message: (await api.deleteSavedSearch({ id })).message };
      default:
        return { ok: false, error: 'Please choose what to do and try again.', intent };
    }
  } catch (error) {
    return { ok: false, error: errorText(error), intent, ...(id ? { id } : {}) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Saved searches', loaderData?.site);

const experienceOptions = EXPERIENCE_OPTIONS.map((o) => ({
  value: o.filterId === 1 ? '' : String(o.filterId),
  label: o.label,
}));

function SaveForm() {
  const { draft, cities, saving, searches, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const error = result?.ok === false && result.intent === 'save' ? result.error : undefined;
  const full = searches.length >= limit;
  // The select offers one city of the list; a search of other or several cities keeps its own.
  const listed = cities.some((c) => String(c.id) === draft.locIds);
  const cityOptions = [
    { value: '', label: 'Any city' },
    ...(draft.locIds && !listed
      ? [
          {
            value: draft.locIds,
            label: draft.locIds.includes(',') ? 'The cities of this search' : 'The city of this search',
          },
        ]
      : []),
    ...cities.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <section aria-labelledby="save-search">
      <Card>
        <Stack space="md">
          <Heading level={2} size={3} id="save-search">
            {saving ? 'Save this search' : 'Save a search'}
          </Heading>
          {full ? (
            <Text tone="muted">
              You keep {limit} saved searches, the most there can be. Delete one to save another.
            </Text>
          ) : (
            <Form method="post" aria-describedby={error ? 'save-error' : undefined}>
              <input type="hidden" name="intent" value="save" />
              {draft.categoryId && <input type="hidden" name="categoryId" value={draft.categoryId} />}
              <Stack space="md">
                <div className={styles.fields}>
                  <TextField label="Name" name="name" required maxLength={80} defaultValue={draft.name} />
                  <TextField
                    label="Keywords"
                    name="keyword"
                    maxLength={200}
                    defaultValue={draft.keyword}
                    hint="Job title, skill or company"
                  />
                  <Select label="City" name="locIds" options={cityOptions} defaultValue={draft.locIds} />
                  <Select
                    label="Experience"
                    name="exp"
                    options={experienceOptions}
                    defaultValue={draft.exp}
                  />
                </div>
                <Checkbox
                  name="alerts"
                  defaultChecked
                  label="Email me new matches once a day"
                  description="Every email has a one-click unsubscribe link."
                />
                {error && (
                  <Text tone="critical" role="alert" id="save-error">
                    {error}
                  </Text>
                )}
                <div className={styles.actions}>
                  <Button type="submit" disabled={busy}>
                    Save search
                  </Button>
                </div>
              </Stack>
            </Form>
          )}
        </Stack>
      </Card>
    </section>
  );
}

function SearchCard({ search, cityNames }: { search: SavedSearch; cityNames: ReadonlyMap<number, string> }) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const headingId = `saved-search-${search.id}`;
  const error = result?.ok === false && result.id === String(search.id) ? result.error : undefined;
  return (
    <Card as="article" aria-labelledby={headingId} data-saved-search-id={search.id}>
      <Stack space="md">
        <Stack space="xs">
          <div className={styles.actions}>
            <Heading level={3} size={4} id={headingId}>
              {search.name}
            </Heading>
            <Badge tone={search.alerts ? 'positive' : 'neutral'}>
              {search.alerts ? 'Daily alerts on' : 'Alerts off'}
            </Badge>
          </div>
          <Text tone="muted">{describeCriteria(search, cityNames)}</Text>
        </Stack>
        {error && (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        )}
        <div className={styles.actions}>
          <ButtonLink href={runHref(search)} as={RouterLink} size="sm" aria-describedby={headingId}>
            Run search
          </ButtonLink>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="alerts" />
            <input type="hidden" name="id" value={search.id} />
            <input type="hidden" name="alerts" value={search.alerts ? 'off' : 'on'} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-describedby={headingId}>
              {search.alerts ? 'Turn alerts off' : 'Turn alerts on'}
            </Button>
          </Form>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-describedby={headingId}>
              Delete
            </Button>
          </Form>
        </div>
        <details>
          <summary className={styles.summary}>Rename “{search.name}”</summary>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={search.id} />
            <TextField
              label="New name"
              name="name"
              required
              maxLength={80}
              defaultValue={search.name}
              id={`rename-${search.id}`}
            />
            <Button type="submit" size="sm" disabled={busy}>
              Rename
            </Button>
          </Form>
        </details>
      </Stack>
    </Card>
  );
}

export default function SavedSearchesPage() {
  const { searches, cities, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const cityNames = new Map(cities.map((c) => [c.id, c.name]));
  return (
    <Stack space="xl">
      <PageTitle
        title="Saved searches"
        intro={<>Save up to {limit} searches and get an email with their new jobs once a day.</>}
      />
      <div aria-live="polite">
        <FormMessage notice={result?.ok === true ? result.message : undefined} />
      </div>
      <SaveForm />
      <Section title="Your searches" id="your-searches" space="md">
        {searches.length === 0 ? (
          <EmptyStateLink
            title="No saved searches yet"
            description="Search for jobs, then save the search here to hear about new matches."
            href="/jobfeed"
            label="Browse jobs"
          />
        ) : (
          <ul className={styles.list}>
            {searches.map((search) => (
              <li key={search.id}>
                <SearchCard search={search} cityNames={cityNames} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Stack>
  );
}
