import { type ComponentType, createContext } from 'react';
import type { ListingCard } from './cards.ts';

/** What a listing hands the card in its slot. */
export interface ListingCardProps {
  card: ListingCard;
}

/**
 * Where an app puts the signed-in person's job card on listings and home (save and apply, from
 * another feature): listings only render what they are given. Without one, the public card, whose
 * title links to the job page.
 */
export const ListingCardSlot = createContext<ComponentType<ListingCardProps> | null>(null);
