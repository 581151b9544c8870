import { headMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { originOf, publicCache, siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Link } from '@jobsite/ui/Link';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CompetitionTimeline } from '../CompetitionTimeline.tsx';
import { quizOf, roundSummary } from '../copy.ts';
import {
  callsToAction,
  EPOCH_PATHS,
  loadEdition,
  loginHref,
  ROUND_NAMES,
  resultsHref,
  STATUS_TEXT,
} from '../edition.ts';
import * as styles from './competition.css.ts';

/**
 * `/epoch`: the competition's public page, for people and crawlers: the current edition, what the
 * competition is, its timeline with dates and states, where the signed-in seeker stands and what they can
 * do next, and the way to the rules and to this and past editions' results.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const view = await loadEdition(site, request, { progress: true });
  const { competition } = view;
  const description = `${competition.name}: ${site.name}'s business competition for college students. Three rounds: an elimination quiz, a surprise case and a final pitch. Dates, rules and results.`;
  return {
    ...view,
    actions: callsToAction(view),
    login: site.signedIn ? null : loginHref(EPOCH_PATHS.register),
    pastEditions: competition.editions.filter((e) => !e.current),
    head: {
      title: `${competition.name}: the college business competition | ${site.name}`,
      description,
      canonical: originOf(site, request) + EPOCH_PATHS.landing,
      siteName: site.name,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: competition.name,
        description,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        startDate: competition.rounds[0]?.startsAt,
        endDate: competition.rounds.at(-1)?.endsAt,
        organizer: { '@type': 'Organization', name: site.name, url: originOf(site, request) },
        location: { '@type': 'VirtualLocation', url: originOf(site, request) + EPOCH_PATHS.landing },
      },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  headMeta(loaderData?.head, 'Competition not found');

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

function Standing({ data }: { data: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { competition, progress, signedIn, login } = data;
  if (!signedIn)
    return (
      <Text>
        <Link href={login ?? EPOCH_PATHS.register} as={RouterLink}>
          Log in
        </Link>{' '}
        to register and to follow your progress. New to the site? You can create an account from there.
      </Text>
    );
  const status = progress?.status ?? competition.status;
  const current = progress?.currentRound ?? competition.currentRound;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Your status</dt>
        <dd>{STATUS_TEXT[status]}</dd>
      </div>
      {current && (
        <div>
          <dt>Your round</dt>
          <dd>{ROUND_NAMES[current]}</dd>
        </div>
      )}
    </dl>
  );
}

export default function EpochPage() {
  const data = useLoaderData<typeof loader>();
  const { competition, actions, pastEditions } = data;
  return (
    <Stack space="xl">
      <Stack space="sm">
        <Text tone="muted" accent>
          Edition {competition.edition} · {competition.year}
        </Text>
        <Heading level={1}>{competition.name}</Heading>
        <Text size="lg">
          A business competition for college students, in three rounds: an elimination quiz, an elimination
          surprise case and a final pitch that is not eliminating. Compete on your own, online, and put your
          name in front of the companies that hire from it.
        </Text>
        {actions.length > 0 && (
          <Inline space="sm">
            {actions.map((a, i) => (
              <ButtonLink
                key={a.href}
                href={a.href}
                as={RouterLink}
                variant={i === 0 ? 'primary' : 'secondary'}
              >
                {a.label}
              </ButtonLink>
            ))}
          </Inline>
        )}
      </Stack>

      <section aria-labelledby="epoch-standing">
        <Card tone="brand" padding="md">
          <Stack space="sm">
            <Heading level={2} size={3} id="epoch-standing">
              Where you stand
            </Heading>
            <Standing data={data} />
          </Stack>
        </Card>
      </section>

      <Section title="Timeline" id="epoch-rounds" space="md">
        <CompetitionTimeline competition={competition} />
      </Section>

      <Section title="How it works" id="epoch-how">
        <ul className={styles.points}>
          {(['round1', 'round2', 'round3'] as const).map((round) => (
            <li key={round}>
              <strong>{ROUND_NAMES[round]}.</strong> {roundSummary(round, quizOf(competition))}
            </li>
          ))}
        </ul>
        <Text>
          Cut-offs decide who goes on after rounds 1 and 2; every finalist is ranked after round 3. Read the{' '}
          <Link href={EPOCH_PATHS.terms} as={RouterLink}>
            rules and terms
          </Link>{' '}
          before you register.
        </Text>
      </Section>

      <Section title="Results" id="epoch-results">
        <Text>
          <Link href={EPOCH_PATHS.results} as={RouterLink}>
            Results of {competition.name}
          </Link>{' '}
          are published round by round.
        </Text>
        {pastEditions.length > 0 && (
          <ul className={styles.points} aria-label="Past editions">
            {pastEditions.map((e) => (
              <li key={e.id}>
                <Link href={resultsHref(e.id)} as={RouterLink}>
                  Results of {e.name} ({e.year})
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Stack>
  );
}
