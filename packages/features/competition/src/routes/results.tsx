import { COMPETITION, PLAYED_ROUNDS, type PlayedRound, plural } from '@jobsite/domain';
import { CompetitionResultQuery } from '@jobsite/domain/calls';
import { headMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, originOf, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { Button } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Pagination } from '@jobsite/ui/Pagination';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { Form, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as v from 'valibot';
import {
  EPOCH_PATHS,
  editionCall,
  editionIdOf,
  isCurrentEdition,
  notFound,
  ROUND_NAMES,
  ROUND_SHORT_NAMES,
  resultsHref,
} from '../edition.ts';
import * as styles from './competition.css.ts';

/** The page's filters as the address gives them (blank ones left out). */
export function resultsFilters(url: URL) {
  const get = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    return value ? value : undefined;
  };
  const competitionId = editionIdOf(get('edition'));
  const parsed = v.safeParse(CompetitionResultQuery, {
    ...(competitionId ? { competitionId } : {}),
    ...(get('name') ? { name: get('name') } : {}),
    ...(get('institute') ? { institute: get('institute') } : {}),
    ...(get('round') ? { round: get('round') } : {}),
    ...(get('page') ? { page: get('page') } : {}),
  });
  if (!parsed.success) return notFound();
  const q = parsed.output;
  return {
    competitionId,
    name: q.name ?? '',
    institute: q.institute ?? '',
    round: q.round,
    page: Number(q.page),
  };
}

type Filters = ReturnType<typeof resultsFilters>;

/** The address of a page of these results, with the same filters. */
export const pageHref = (
  edition: number | undefined,
  filters: Omit<Filters, 'page' | 'competitionId'>,
  page: number,
) =>
  resultsHref(edition, {
    ...(filters.round ? { round: filters.round } : {}),
    name: filters.name,
    institute: filters.institute,
    page,
  });

/**
 * `/epoch/results`: an edition's published results, a round at a time (the last published one unless
 * `?round=` names another), searchable by name and institute, 100 to a page with real page links. The
 * form is a plain GET, so it works without JavaScript. Before the organisers publish, it says so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const filters = resultsFilters(url);
  const api = apiFor(site, request);
  const edition = filters.competitionId === undefined ? {} : { competitionId: filters.competitionId };
  const [competition, result] = await Promise.all([
    editionCall(api.competition.competitionInfo(edition)),
    editionCall(
      api.competition.competitionResult({
        ...edition,
        ...(filters.round ? { round: filters.round } : {}),
        ...(filters.name ? { name: filters.name } : {}),
        ...(filters.institute ? { institute: filters.institute } : {}),
        page: String(filters.page),
        pageSize: String(COMPETITION.result.pageSize),
      }),
    ),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.published && filters.page > totalPages) notFound();
  const editionParam = isCurrentEdition(competition) ? undefined : competition.id;
  const round = result.round ?? filters.round ?? null;
  const searched = filters.name !== '' || filters.institute !== '';
  const hrefFor = (page: number) => pageHref(editionParam, filters, page);
  const origin = originOf(site, request);
  return {
    name: competition.name,
    year: competition.year,
    editionId: competition.id,
    editionParam,
    editions: competition.editions,
    filters,
    round,
    published: result.published,
    publishedRounds: result.publishedRounds,
    rows: result.results,
    total: result.total,
    page: filters.page,
    totalPages,
    head: {
      title: `${competition.name} results${round ? `: ${ROUND_SHORT_NAMES[round]}` : ''}${filters.page > 1 ? ` Page-${filters.page}` : ''} | ${site.name}`,
      description: `Published results of ${competition.name}, round by round: rank, name, institute and score of every candidate, and who qualified.`,
      canonical: origin + hrefFor(filters.page).replace(/[?&](name|institute)=[^&]*/g, ''),
      siteName: site.name,
      prev: filters.page > 1 ? origin + hrefFor(filters.page - 1) : undefined,
      next: filters.page < totalPages ? origin + hrefFor(filters.page + 1) : undefined,
      noindex: searched || !result.published,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

const score = (s: number, max: number | null) => (max === null ? String(s) : `${s} / ${max}`);

const qualifiedText = (q: boolean | null) => (q === null ? '—' : q ? 'Yes' : 'No');

function ResultsTable({ data }: { data: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { rows, round, name, page, totalPages, total } = data;
  const elimination = rows.some((r) => r.qualified !== null);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          {round ? ROUND_NAMES[round] : 'Results'} of {name}: {plural(total, 'candidate')}
          {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              Rank
            </th>
            <th scope="col">Name</th>
            <th scope="col">Institute</th>
            <th scope="col" className="number">
              Score
            </th>
            {elimination && <th scope="col">Qualified</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.rank}-${r.name}-${r.institute}`}>
              <td className="number">{r.rank}</td>
              <th scope="row">{r.name}</th>
              <td>{r.institute}</td>
              <td className="number">{score(r.score, r.maxScore)}</td>
              {elimination && <td>{qualifiedText(r.qualified)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ResultsPage() {
  const data = useLoaderData<typeof loader>();
  const {
    name,
    editions,
    editionId,
    editionParam,
    filters,
    published,
    publishedRounds,
    rows,
    round,
    page,
    totalPages,
  } = data;
  const searched = filters.name !== '' || filters.institute !== '';
  const roundOptions = [
    { value: '', label: 'Latest published round' },
    ...PLAYED_ROUNDS.map((r: PlayedRound) => ({
      value: r,
      label: `${ROUND_NAMES[r]}${publishedRounds.includes(r) ? '' : ' (not published yet)'}`,
    })),
  ];
  return (
    <Stack space="xl">
      <PageTitle
        title={<>{name} results</>}
        intro={
          <>
            Results are published round by round once the organisers have graded it. Candidates at or above a
            round's cut-off qualify for the next round.
          </>
        }
        size={1}
        space="sm"
      />

      <Form method="get" action={EPOCH_PATHS.results} className={styles.filters} aria-label="Find results">
        <Select
          label="Edition"
          name="edition"
          defaultValue={String(editionId)}
          options={editions.map((e) => ({ value: String(e.id), label: `${e.name} (${e.year})` }))}
        />
        <Select label="Round" name="round" defaultValue={filters.round ?? ''} options={roundOptions} />
        <TextField label="Name" name="name" type="search" maxLength={100} defaultValue={filters.name} />
        <TextField
          label="Institute"
          name="institute"
          type="search"
          maxLength={150}
          defaultValue={filters.institute}
        />
        <Button type="submit" variant="secondary">
          Show results
        </Button>
      </Form>

      {!published ? (
        <Text role="status">
          {round
            ? `The ${ROUND_SHORT_NAMES[round]} results of ${name} are not published yet.`
            : `No results of ${name} are published yet.`}{' '}
          They appear here as soon as the organisers publish them.
        </Text>
      ) : rows.length === 0 ? (
        <Text role="status">
          {searched
            ? 'No candidate matches that name and institute. Check the spelling, or search by one of them only.'
            : 'No candidate is listed in this round.'}
        </Text>
      ) : (
        <>
          <ResultsTable data={data} />
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(p) => pageHref(editionParam, filters, p)}
            linkComponent={RouterLink}
            label="Pages of results"
          />
        </>
      )}

      {editions.length > 1 && (
        <nav aria-labelledby="results-editions">
          <Stack space="sm">
            <Heading level={2} size={4} id="results-editions">
              Results of every edition
            </Heading>
            <ul className={styles.points}>
              {editions.map((e) => (
                <li key={e.id}>
                  <Link
                    href={resultsHref(e.current ? undefined : e.id)}
                    as={RouterLink}
                    aria-current={e.id === editionId ? 'page' : undefined}
                  >
                    {e.name} ({e.year})
                  </Link>
                </li>
              ))}
            </ul>
          </Stack>
        </nav>
      )}

      <Text>
        <Link href={EPOCH_PATHS.landing} as={RouterLink}>
          Back to the competition
        </Link>
      </Text>
    </Stack>
  );
}
