import { RouterLink } from '@jobsite/shell/link';
import { ListingCardSlot } from '@jobsite/shell/slots';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { JobCard } from '@jobsite/ui/JobCard';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { Pagination } from '@jobsite/ui/Pagination';
import { Stack } from '@jobsite/ui/Stack';
import { type ReactNode, useContext } from 'react';

/**
 * The jobs of a listing under its "Openings" heading: each card is the signed-in card of the job
 * actions' slot when there is one (save, apply), else the plain card; `above` puts something over a
 * card (the marks of a job for her).
 */
export function Openings({
  cards,
  listClassName,
  itemClassName,
  above,
}: {
  cards: readonly ActionableJobCardData[];
  listClassName: string;
  itemClassName?: string | undefined;
  above?: (card: ActionableJobCardData) => ReactNode;
}) {
  const SignedInCard = useContext(ListingCardSlot);
  return (
    <Stack space="md">
      {/* Job cards title themselves with h3; this h2 keeps the outline in order for screen readers. */}
      <Heading level={2} size={4} id="listing-jobs">
        Openings
      </Heading>
      <ul className={listClassName} aria-labelledby="listing-jobs">
        {cards.map((card) => (
          <li key={card.id} className={itemClassName}>
            {above?.(card)}
            {SignedInCard ? (
              <SignedInCard card={card} density="dense" />
            ) : (
              <JobCard job={card} density="dense" linkComponent={RouterLink} />
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** A listing's numbered pages, each a real address (`hrefs[n]` is page n + 1; `page` is 0-based). */
export function ListingPages({
  page,
  hrefs,
  fallback,
  label,
}: {
  page: number;
  hrefs: readonly string[];
  fallback: string;
  label: string;
}) {
  return (
    <Inline justify="center">
      <Pagination
        page={page + 1}
        totalPages={hrefs.length}
        hrefFor={(p) => hrefs[p - 1] ?? hrefs[0] ?? fallback}
        linkComponent={RouterLink}
        label={label}
      />
    </Inline>
  );
}
