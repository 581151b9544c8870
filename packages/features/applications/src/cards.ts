import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';

/** A job of the applications lists as its card shows it (computed on the server). */
export const toCard = actionableCardFromEntry;
