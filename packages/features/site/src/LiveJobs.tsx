import { RouterLink } from '@jobsite/shell/link';
import { ListingCardSlot } from '@jobsite/shell/slots';
import { Card } from '@jobsite/ui/Card';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { Heading } from '@jobsite/ui/Heading';
import { JobCard } from '@jobsite/ui/JobCard';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useContext } from 'react';

/** A list without bullets or indent (the site's pages have no style sheet of their own). */
export const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Live jobs of a programme page: a few cards and the way to the rest, or why there are none. */
export interface LiveJobsData {
  cards: ActionableJobCardData[];
  /** How many such jobs are open, as the page says it ("1,000+" when the count is capped). */
  total: string;
  /** Whether the API could not give them just now. */
  failed: boolean;
}

export function LiveJobs({
  id,
  title,
  jobs,
  more,
}: {
  id: string;
  title: string;
  jobs: LiveJobsData;
  more: { label: string; href: string };
}) {
  const SignedInCard = useContext(ListingCardSlot);
  return (
    <section aria-labelledby={id}>
      <Stack space="md">
        <Heading level={2} size={3} id={id}>
          {title}
        </Heading>
        {jobs.failed ? (
          <Card tone="brand" padding="md">
            <Text role="status">
              We could not load the live jobs just now. Please try again in a minute, or{' '}
              <Link href={more.href} as={RouterLink}>
                {more.label.toLowerCase()}
              </Link>
              .
            </Text>
          </Card>
        ) : jobs.cards.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No jobs open right now"
            description="New jobs are posted every day."
            action={
              <Link href="/" as={RouterLink}>
                See the latest jobs
              </Link>
            }
          />
        ) : (
          <>
            <Text tone="muted">{jobs.total} open now</Text>
            <Stack as="ul" space="md" style={PLAIN_LIST} aria-labelledby={id}>
              {jobs.cards.map((card) => (
                <li key={card.id}>
                  {SignedInCard ? (
                    <SignedInCard card={card} density="dense" />
                  ) : (
                    <JobCard job={card} density="dense" linkComponent={RouterLink} />
                  )}
                </li>
              ))}
            </Stack>
            <div>
              <Link href={more.href} as={RouterLink}>
                {more.label}
              </Link>
            </div>
          </>
        )}
      </Stack>
    </section>
  );
}
