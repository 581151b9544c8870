import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';

/**
 * A job as a listing's card shows it, with what a signed-in card's actions need beside it (see
 * `actionableCardFromEntry`); computed on the server so the HTML and the hydrated page agree.
 */
export type ListingCard = ActionableJobCardData;

export const toCard = actionableCardFromEntry;
