import { COMPETITION, plural, SUBMISSION_RULES } from '@jobsite/domain';
import type { CompetitionFile, CompetitionRoundProgress } from '@jobsite/domain/answers';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { experienceRange } from '@jobsite/ui/JobCard';
import { formatSalary } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { windowText } from '../CompetitionTimeline.tsx';
import {
  EPOCH_PATHS,
  editionIdOf,
  formatWhen,
  isCurrentEdition,
  loadEdition,
  PLAYABLE_STATES,
  ROUND_NAMES,
  ROUND_PATHS,
  ROUND_SHORT_NAMES,
  ROUND_STATE_TEXT,
  registrationOpen,
  resultsHref,
  STATUS_TEXT,
} from '../edition.ts';
import { FootLinks } from '../FootLinks.tsx';
import * as styles from './competition.css.ts';

/** How many of the candidates' roles the page shows. */
export const CANDIDATE_ROLES = 6;

const BADGE_TONE: Record<
  CompetitionRoundProgress['state'],
  'neutral' | 'brand' | 'positive' | 'critical' | 'info'
> = {
  locked: 'neutral',
  open: 'brand',
  started: 'brand',
  submitted: 'info',
  missed: 'critical',
  qualified: 'positive',
  eliminated: 'critical',
  graded: 'positive',
};

/** A role offered to the competition's candidates, as the page lists it. */
export interface CandidateRole {
  id: number;
  title: string;
  company: string;
  details: string;
}

/**
 * The roles offered to the competition's candidates only (`GET job/getUnpublishedJobs`, calls.md 7.1):
 * unpublished jobs, which have no public job page, so the page lists them without links. `null` when the
 * API refuses them, and the section is left out.
 */
async function candidateRoles(site: ReturnType<typeof requireSignedIn>): Promise<CandidateRole[] | null> {
  try {
    const answer = await site.api.job.unpublishedJobs({ tag: String(COMPETITION.unpublishedJobsTag) });
    return answer.jobs.slice(0, CANDIDATE_ROLES).map((j) => ({
      id: j.id,
      title: j.title,
      company: j.company?.name ?? 'Confidential company',
      details: [j.cities.map((c) => c.name).join(', '), experienceRange(j.minExp, j.maxExp), formatSalary(j)]
        .filter(Boolean)
        .join(' · '),
    }));
  } catch {
    return null;
  }
}

/**
 * `/epoch/progress`: where the signed-in seeker stands in an edition (the current one, or `?edition=`):
 * each round's state, their score, rank and the cut-off once published, the files they handed in, and
 * the way to the round that is theirs to play now. Not registered: the way to register.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const url = pageUrlOf(request);
  const competitionId = editionIdOf(url.searchParams.get('edition'));
  const { competition, progress } = await loadEdition(site, request, { competitionId, progress: true });
  const registered = progress?.registered === true;
  return {
    site: site.name,
    name: competition.name,
    competitionId: competition.id,
    registered,
    canRegister: registrationOpen(competition),
    status: progress?.status ?? competition.status,
    registration: progress?.registration ?? null,
    rounds: registered ? (progress?.rounds ?? []) : [],
    resultsEdition: isCurrentEdition(competition) ? undefined : competition.id,
    published: Object.fromEntries(competition.rounds.map((r) => [r.round, r.resultsPublished])),
    justRegistered: registered && url.searchParams.get('registered') === '1',
    roles: registered ? await candidateRoles(site) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`Your progress in ${loaderData?.name ?? 'the competition'}`, loaderData?.site);

const duration = (seconds: number): string => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function FileLine({ file }: { file: CompetitionFile }) {
  const facts = [
    SUBMISSION_RULES[file.kind].label,
    file.format.toUpperCase(),
    size(file.sizeBytes),
    file.slides === null ? null : plural(file.slides, 'slide'),
    file.durationSeconds === null ? null : `${duration(file.durationSeconds)} long`,
    `handed in ${formatWhen(file.uploadedAt)}`,
  ].filter(Boolean);
  return (
    <li>
      <strong>{file.fileName}</strong> <span>({facts.join(', ')})</span>
    </li>
  );
}

function Round({
  round,
  published,
  edition,
}: {
  round: CompetitionRoundProgress;
  published: boolean;
  edition: number | undefined;
}) {
  const id = `progress-${round.round}`;
  const playable = PLAYABLE_STATES.includes(round.state);
  return (
    <li>
      <Card padding="md" as="section" aria-labelledby={id}>
        <Stack space="sm">
          <div className={styles.roundTop}>
            <Heading level={2} size={4} id={id}>
              {ROUND_NAMES[round.round]}
            </Heading>
            <Badge tone={BADGE_TONE[round.state]}>{ROUND_STATE_TEXT[round.state]}</Badge>
          </div>
          <Text size="sm" tone="muted">
            {windowText(round)} (India time)
          </Text>
          {(round.score !== null || round.rank !== null || round.cutoff !== null || round.submittedAt) && (
            <dl className={styles.facts}>
              {round.submittedAt && (
                <div>
                  <dt>Handed in</dt>
                  <dd>{formatWhen(round.submittedAt)}</dd>
                </div>
              )}
              {round.score !== null && (
                <div>
                  <dt>Your score</dt>
                  <dd>{round.maxScore === null ? round.score : `${round.score} of ${round.maxScore}`}</dd>
                </div>
              )}
              {round.rank !== null && (
                <div>
                  <dt>Your rank</dt>
                  <dd>{round.rank}</dd>
                </div>
              )}
              {round.cutoff !== null && (
                <div>
                  <dt>Cut-off</dt>
                  <dd>{round.cutoff}</dd>
                </div>
              )}
            </dl>
          )}
          {round.files.length > 0 && (
            <>
              <Heading level={3} size={4}>
                Files you handed in
              </Heading>
              <ul className={styles.points}>
                {round.files.map((f) => (
                  <FileLine key={`${f.kind}-${f.uploadedAt}`} file={f} />
                ))}
              </ul>
            </>
          )}
          {playable && (
            <div>
              <ButtonLink href={ROUND_PATHS[round.round]} as={RouterLink}>
                Go to {ROUND_SHORT_NAMES[round.round]}
              </ButtonLink>
            </div>
          )}
          {published && (
            <Text size="sm">
              <Link href={resultsHref(edition, { round: round.round })} as={RouterLink}>
                See the {ROUND_SHORT_NAMES[round.round]} results
              </Link>
            </Text>
          )}
        </Stack>
      </Card>
    </li>
  );
}

export default function ProgressPage() {
  const data = useLoaderData<typeof loader>();
  const { name, registered, canRegister, status, registration, rounds, justRegistered, roles, published } =
    data;
  const edition = data.resultsEdition;
  return (
    <Stack space="xl">
      <PageTitle title={<>Your progress in {name}</>} size={1} space="sm">
        {justRegistered && <FormMessage notice={`You are registered for ${name}. Good luck!`} />}
        {registered ? (
          <dl className={styles.facts}>
            <div>
              <dt>Your status</dt>
              <dd>{STATUS_TEXT[status]}</dd>
            </div>
            {registration && (
              <div>
                <dt>Registered as</dt>
                <dd>
                  {registration.programme}, {registration.institute}, graduating {registration.graduationYear}
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <Stack space="sm">
            <Text>You have not registered for {name}.</Text>
            {canRegister ? (
              <div>
                <ButtonLink href={EPOCH_PATHS.register} as={RouterLink}>
                  Register for {name}
                </ButtonLink>
              </div>
            ) : (
              <Text>
                Registration is closed.{' '}
                <Link href={EPOCH_PATHS.landing} as={RouterLink}>
                  See the competition's timeline
                </Link>
                .
              </Text>
            )}
          </Stack>
        )}
      </PageTitle>

      {rounds.length > 0 && (
        <Stack as="ol" space="md" className={styles.plainList} aria-label="Rounds">
          {rounds.map((r) => (
            <Round key={r.round} round={r} published={published[r.round] === true} edition={edition} />
          ))}
        </Stack>
      )}

      {roles && (
        <Section title="Roles for Epoch candidates" id="candidate-roles" space="md">
          <Text tone="muted">
            Roles our hiring partners opened to the competition's candidates only: they are not listed
            anywhere else on the site.
          </Text>
          {roles.length === 0 ? (
            <Text>No roles are open to candidates just now: new ones appear here.</Text>
          ) : (
            <ul className={styles.plainList}>
              {roles.map((role) => (
                <li key={role.id}>
                  <Card padding="md">
                    <Stack space="xs">
                      <Heading level={3} size={4}>
                        {role.title}
                      </Heading>
                      <Text weight="medium">{role.company}</Text>
                      {role.details && (
                        <Text size="sm" tone="muted">
                          {role.details}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <FootLinks name={name} next={{ href: EPOCH_PATHS.terms, label: 'Rules and terms' }} />
    </Stack>
  );
}
