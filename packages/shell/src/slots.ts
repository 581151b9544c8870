/**
 * The seams where one feature's component shows inside another feature's page. A feature never
 * imports another feature: the page renders whatever its slot holds, and the route table nests the
 * pages under the layout route of the feature that fills the slots (`routes/slots` of
 * `@jobsite/feature-job-actions`). Without a filler, each page shows its public version.
 */
import type { JobCardDensity } from '@jobsite/ui/JobCard';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { type ComponentType, createContext } from 'react';

/** What the job page tells the actions in its slot. */
export interface JobActionsProps {
  job: { id: number; title: string; external: boolean; applyHref: string };
  /** `main` beside the facts; `floating` is the sticky apply button (flag `applyFloatingButton`). */
  placement: 'main' | 'floating';
}

/** The signed-in person's actions on the job page (apply, save, insights, follow-up); else the public apply link. */
export const JobActionsSlot = createContext<ComponentType<JobActionsProps> | null>(null);

/** What a listing hands the card in its slot. */
export interface ListingCardProps {
  card: ActionableJobCardData;
  /** Lists show the dense card. */
  density?: JobCardDensity;
}

/**
 * The signed-in person's job card on listings and home (save and apply); else the public card, whose
 * title links to the job page.
 */
export const ListingCardSlot = createContext<ComponentType<ListingCardProps> | null>(null);

/** What the signed-in lists (the feed, the saved and similar jobs) hand the card in their slot. */
export interface JobItemProps {
  card: ActionableJobCardData;
  /** Whether the card offers "hide" (a list of the person's own saved jobs does not). */
  hideable?: boolean;
  /** After an application on this site, e.g. to go to the similar jobs. */
  onApplied?: (jobId: string) => void;
  /** Why the job is in this list, said under the card ("Matches Apache Spark · In Pune"); the feed's. */
  reason?: string | null;
  /** The feed shows the dense card of lists; the saved and similar jobs the comfortable one. */
  density?: JobCardDensity | undefined;
}

/** The job card with its actions (save with Undo, apply, hide) for the feed, saved and similar jobs. */
export const JobItemSlot = createContext<ComponentType<JobItemProps> | null>(null);
