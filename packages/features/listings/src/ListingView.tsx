import { POSTING_AGE_OPTIONS, plural } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { Avatar } from '@jobsite/ui/Avatar';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { FilterChips } from '@jobsite/ui/FilterChips';
import { Heading } from '@jobsite/ui/Heading';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { LoadMore } from '@jobsite/ui/LoadMore';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Form, useFetcher, useNavigate, useSubmit } from 'react-router';
import { Facets } from './Facets.tsx';
import { CitySelect, ExperienceSelect, FilterSubmit, SortSelect } from './FilterFields.tsx';
import * as styles from './ListingView.css.ts';
import type { ListingData, ListingIntro, SpellingNote } from './listing.ts';
import { ListingPages, Openings } from './Openings.tsx';

/** The drawer a phone's filters open in; loaded when first opened. */
const Drawer = lazy(() => import('@jobsite/ui/Drawer').then((m) => ({ default: m.Drawer })));

/**
 * The listing's filters as fields: the sort, and city, experience and posting age where the answer has
 * no counts for them (their links with counts, `Facets`, stand in for the fields otherwise). They apply
 * as they change; the submit button sends them from a keyboard or without JavaScript.
 */
function FilterForm({
  data,
  action,
  id,
  onSubmitted,
}: {
  data: ListingData;
  action: string;
  /** Given when the form's submit button is outside it (the drawer's footer names the form by `id`). */
  id?: string;
  onSubmitted?: () => void;
}) {
  const submit = useSubmit();
  const postingParam = data.postingAgeParam;
  // A GET form's own fields replace its address's query: what the listing's address holds goes as fields.
  const [path = action, query] = action.split('?');
  const faceted = new Set(data.facets.map((g) => g.key));
  return (
    <Form
      id={id}
      method="get"
      action={path}
      className={styles.filters}
      aria-label="Filter jobs"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      onSubmit={onSubmitted}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!data.hideCity && !faceted.has('locIds') && (
        <CitySelect cities={data.cities} value={data.filters.locIds} />
      )}
      {!faceted.has('exp') && <ExperienceSelect value={data.filters.exp} />}
      {!faceted.has('postingAge') && (
        <Select
          label="Posted"
          name={postingParam}
          options={POSTING_AGE_OPTIONS.map((o) => ({
            value: o.value === 'any' ? '' : o.value,
            label: o.value === 'any' ? 'Any time' : o.label,
          }))}
          defaultValue={data.filters.postingAge ?? ''}
          key={`age-${data.filters.postingAge ?? ''}`}
        />
      )}
      <SortSelect value={data.filters.sort} />
      {!id && <FilterSubmit label="Apply filters" />}
    </Form>
  );
}

/** A listing: heading, filters as a form and as removable chips, twenty jobs, load more and page links. */
export function ListingView({ data, children }: { data: ListingData; children?: ReactNode }) {
  const navigate = useNavigate();
  const fetcher = useFetcher<ListingData>();
  const [more, setMore] = useState<{ cards: ActionableJobCardData[]; nextHref: string | null; key: string }>({
    cards: [],
    nextHref: data.nextHref,
    key: data.seo.canonical + data.path,
  });
  const key = data.seo.canonical + data.path;
  // A new address (filter, page) starts again from its own page.
  const extra = more.key === key ? more : { cards: [], nextHref: data.nextHref, key };
  useEffect(() => {
    const next = fetcher.data;
    if (next?.kind !== 'listing') return;
    setMore((m) => {
      const base = m.key === key ? m : { cards: [], nextHref: data.nextHref, key };
      const seen = new Set([...data.cards, ...base.cards].map((c) => c.id));
      return {
        key,
        cards: [...base.cards, ...next.cards.filter((c) => !seen.has(c.id))],
        nextHref: next.nextHref,
      };
    });
  }, [fetcher.data, key, data.cards, data.nextHref]);

  // Once opened, the drawer stays mounted (closed), so that closing it puts the focus back on the toggle.
  const [drawer, setDrawer] = useState<'unused' | 'open' | 'closed'>('unused');
  const drawerOpen = drawer === 'open';
  const drawerFormId = useId();
  const setDrawerOpen = (open: boolean) => setDrawer(open ? 'open' : 'closed');
  const shown = data.cards.length + extra.cards.length;
  const formAction = data.base;

  return (
    <Stack space="xl">
      <PageTitle
        title={data.heading}
        intro={
          <>
            {data.total === 0
              ? 'No jobs right now'
              : data.total >= 1000
                ? `${data.total}+ jobs`
                : plural(data.total, 'job')}
            {data.page > 0 ? ` · page ${data.page + 1}` : ''}
          </>
        }
        space="sm"
      >
        {data.spelling && <Spelling note={data.spelling} />}
        {data.path.startsWith('/search/') && (
          <div>
            <ButtonLink
              href={`/saved-searches?save=${encodeURIComponent(data.path)}`}
              as={RouterLink}
              variant="secondary"
              size="sm"
            >
              Save this search
            </ButtonLink>
          </div>
        )}
      </PageTitle>
      {data.notice && (
        <Card tone="brand" padding="md">
          <p role="status" className={styles.notice}>
            {data.notice}
          </p>
        </Card>
      )}
      {data.intro && <Intro intro={data.intro} />}
      {children}
      <div className={data.noFilters ? undefined : styles.layout}>
        {!data.noFilters && (
          // The filters: a rail beside the results on a wide screen (always open). On a phone, a drawer
          // over the results; without JavaScript the disclosure opens them as a panel above the results.
          <details className={styles.rail}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's own button (keyboard included); with JavaScript it opens the drawer instead */}
            <summary
              className={styles.railToggle}
              onClick={(e) => {
                // With JavaScript, a phone's filters open in a drawer over the results.
                e.preventDefault();
                setDrawerOpen(true);
              }}
            >
              Filters{data.chips.length > 0 ? ` (${data.chips.length} applied)` : ''}
            </summary>
            <FilterForm data={data} action={formAction} />
            <Facets groups={data.facets} />
          </details>
        )}
        {drawer !== 'unused' && (
          <Suspense fallback={null}>
            <Drawer
              open={drawerOpen}
              side="bottom"
              title="Filters"
              closeLabel="Close filters"
              onClose={() => setDrawerOpen(false)}
              footer={
                <>
                  {data.chips.length > 0 && (
                    <Button
                      variant="secondary"
                      onClick={() => navigate(formAction, { preventScrollReset: true })}
                    >
                      Clear all
                    </Button>
                  )}
                  <Button type="submit" form={drawerFormId}>
                    {data.total === 1 ? 'Show 1 job' : `Show ${data.total} jobs`}
                  </Button>
                </>
              }
            >
              <FilterForm
                data={data}
                action={formAction}
                id={drawerFormId}
                onSubmitted={() => setDrawerOpen(false)}
              />
              <Facets groups={data.facets} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </Suspense>
        )}
        <div className={styles.results}>
          <FilterChips
            labels={data.chips.map((c) => c.label)}
            onRemove={(label) => {
              const chip = data.chips.find((c) => c.label === label);
              if (chip) navigate(chip.href, { preventScrollReset: true });
            }}
            onClearAll={() => navigate(formAction, { preventScrollReset: true })}
          />
          {shown === 0 ? (
            <EmptyState
              title="No jobs match these filters"
              description="Try removing a filter or looking at a nearby city."
            />
          ) : (
            <Openings cards={[...data.cards, ...extra.cards]} listClassName={styles.list} />
          )}
          {shown > 0 && (
            <LoadMore
              shown={Math.min(shown + data.page * 20, data.total)}
              total={data.total}
              hasMore={extra.nextHref !== null}
              loading={fetcher.state !== 'idle'}
              onLoadMore={() => {
                if (extra.nextHref) fetcher.load(extra.nextHref);
              }}
            />
          )}
          <ListingPages page={data.page} hrefs={data.pageHrefs} fallback={formAction} label="Pages of jobs" />
        </div>
      </div>
    </Stack>
  );
}

/**
 * What a search searched when it corrected the words: "Showing results for manager" and the words as
 * typed; on the search of the words as typed, that it is one, and the correction.
 */
function Spelling({ note }: { note: SpellingNote }) {
  const other = (
    <Link href={note.other.href} as={RouterLink}>
      {note.other.words}
    </Link>
  );
  return (
    <section aria-label="Spelling">
      <Text>
        Showing results for <strong>{note.searched}</strong>
        {note.asTyped ? ', as you typed it' : ''}
      </Text>
      <Text tone="muted">{note.asTyped ? <>Did you mean {other}?</> : <>Search instead for {other}</>}</Text>
    </section>
  );
}

/** A titled list of short points (the employer's perks, its benefits); nothing when there are none. */
function Points({ id, title, points }: { id: string; title: string; points: string[] | undefined }) {
  if (!points || points.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      <ul className={styles.bullets}>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}

function Intro({ intro }: { intro: ListingIntro }) {
  return (
    <Card padding="lg">
      <Stack space="md">
        {intro.logo ? (
          <div className={styles.introHead}>
            {/* Its about text starts with the company's name: then the logo beside it is decorative. */}
            <Avatar
              name={intro.logo.name}
              src={intro.logo.src}
              shape="square"
              size="lg"
              decorative={!!intro.about}
            />
            {intro.about && <Text>{intro.about}</Text>}
          </div>
        ) : (
          intro.about && <Text>{intro.about}</Text>
        )}
        {intro.facts && intro.facts.length > 0 && (
          <dl className={styles.facts}>
            {intro.facts.map((f) => (
              <div key={f.label}>
                <dt className={styles.factLabel}>{f.label}</dt>
                <dd className={styles.factValue}>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Points id="perks-heading" title="Perks" points={intro.perks} />
        <Points id="benefits-heading" title="Benefits" points={intro.benefits} />
      </Stack>
    </Card>
  );
}
