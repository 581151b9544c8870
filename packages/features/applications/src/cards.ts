import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';

/** A card of the applications lists and the recruiter behind it; computed on the server so the HTML and the hydrated page agree. */
export type FeedCard = ActionableJobCardData;

export const toCard = actionableCardFromEntry;
