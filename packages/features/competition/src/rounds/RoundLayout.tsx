/**
 * What the three round pages share: the page's heading with its edition, the edition's timeline for
 * context, the way on (progress, the competition, the rules), and what a seeker who has not registered
 * is told.
 */
import type { Competition } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import { CompetitionTimeline } from '../CompetitionTimeline.tsx';
import { EPOCH_PATHS, formatWhen, registrationOpen, roundOf } from '../edition.ts';
import * as styles from './rounds.css.ts';

/** The edition's rounds on its timeline, for context, under a heading of the page. */
function RoundsTimeline({ competition }: { competition: Competition }) {
  return (
    <Section title={<>{competition.name} timeline</>} id="timeline-heading" size={4}>
      <CompetitionTimeline competition={competition} />
    </Section>
  );
}

/** A round page: its h1 and edition, the page's body, then the timeline and the way on. */
export function RoundLayout({
  title,
  competition,
  children,
  timeline = true,
}: {
  title: string;
  competition: Competition;
  children: ReactNode;
  /** Whether to show the edition's timeline (not while the quiz runs). */
  timeline?: boolean;
}) {
  return (
    <Stack space="xl">
      <PageTitle title={title} intro={competition.name} id="round-heading" tabIndex={-1} />
      {children}
      {timeline && <RoundsTimeline competition={competition} />}
      <nav aria-label="Competition">
        <div className={styles.links}>
          <Link href={EPOCH_PATHS.progress} as={RouterLink}>
            Your progress
          </Link>
          <Link href={EPOCH_PATHS.landing} as={RouterLink}>
            About {competition.name}
          </Link>
          <Link href={EPOCH_PATHS.terms} as={RouterLink}>
            Rules
          </Link>
        </div>
      </nav>
    </Stack>
  );
}

/** For a seeker who has not registered: register while registration is open, else when it was. */
export function NotRegistered({ competition }: { competition: Competition }) {
  const registration = roundOf(competition, 'registration');
  const open = registrationOpen(competition);
  return (
    <Card as="section" aria-labelledby="not-registered">
      <Stack space="sm">
        <Heading level={2} size={3} id="not-registered">
          You have not registered
        </Heading>
        {open ? (
          <>
            <Text>
              Only registered candidates play the rounds of {competition.name}. Registration is open
              {registration ? ` until ${formatWhen(registration.endsAt)}` : ''}.
            </Text>
            <div>
              <ButtonLink href={EPOCH_PATHS.register} as={RouterLink}>
                Register for {competition.name}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <Text>
              Only registered candidates play the rounds of {competition.name}.{' '}
              {registration?.state === 'upcoming'
                ? `Registration opens on ${formatWhen(registration.startsAt)}.`
                : registration
                  ? `Registration closed on ${formatWhen(registration.endsAt)}.`
                  : 'Registration is closed.'}
            </Text>
            <div>
              <Link href={EPOCH_PATHS.register} as={RouterLink}>
                About registering for {competition.name}
              </Link>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Why a round is not the candidate's now (a `role="status"` message, never an empty page). */
export function RoundClosed({ reason, children }: { reason: string; children?: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="round-closed">
      <Stack space="sm">
        <Heading level={2} size={3} id="round-closed">
          Not open to you now
        </Heading>
        <Text role="status">{reason}</Text>
        {children}
      </Stack>
    </Card>
  );
}
