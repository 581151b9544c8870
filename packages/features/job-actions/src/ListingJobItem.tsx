import type { ListingCardProps } from '@jobsite/shell/slots';
import { JobItem } from './JobItem.tsx';

/**
 * A listing's job card for a signed-in person (what an app puts in the listings' card slot): save
 * with Undo and apply, as in the feed. No hiding: a category or search listing is not their feed.
 */
export function ListingJobItem({ card, density }: ListingCardProps) {
  return <JobItem card={card} hideable={false} density={density} />;
}
