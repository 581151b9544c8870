import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { type ComponentType, createContext } from 'react';

/** What the applications lists hand the card in their slot. */
export interface JobItemProps {
  card: ActionableJobCardData;
  /** Whether the card offers "hide" (a list of the person's own saved jobs does not). */
  hideable?: boolean;
  /** After an application on this site, e.g. to go to the similar jobs. */
  onApplied?: (jobId: string) => void;
}

/**
 * Where an app puts the job card with its actions (save with Undo, apply, hide: the feed feature's
 * `JobItem`, whose `/job-actions` route answers them) for the saved and similar jobs lists. Without
 * one, the lists show the plain card.
 */
export const JobItemSlot = createContext<ComponentType<JobItemProps> | null>(null);
