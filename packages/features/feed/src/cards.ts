import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';

/**
 * A feed card and the recruiter behind it (for "hide this recruiter's jobs"); computed on the server
 * so the HTML and the hydrated page agree.
 */
export type FeedCard = ActionableJobCardData;

export const toCard = actionableCardFromEntry;
