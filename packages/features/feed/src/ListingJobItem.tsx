import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { JobItem } from './JobItem.tsx';

/**
 * A listing's job card for a signed-in person (what an app puts in the listings' card slot): save
 * with Undo and apply, as in the feed. No hiding: a category or search listing is not their feed.
 */
export function ListingJobItem({ card }: { card: ActionableJobCardData }) {
  return <JobItem card={card} hideable={false} />;
}
