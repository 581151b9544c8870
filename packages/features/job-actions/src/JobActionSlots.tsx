import { JobActionsSlot, JobItemSlot, ListingCardSlot } from '@jobsite/shell/slots';
import type { ReactNode } from 'react';
import { JobItem } from './JobItem.tsx';
import { JobPanel } from './JobPanel.tsx';
import { ListingJobItem } from './ListingJobItem.tsx';

/**
 * The shell's slots filled with the job actions: the job page gets the person's panel (apply, save,
 * insights, follow-up); listings and home get the card with save and apply once someone is signed in
 * (a visitor keeps the public card, whose title links to the job page); the signed-in lists (the feed,
 * the saved and similar jobs) get the card with its actions. The layout route (`routes/slots.tsx`) puts
 * it around every page; Storybook puts it around the page stories that ask (`.storybook/slots.tsx`).
 */
export function JobActionSlots({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <JobActionsSlot.Provider value={JobPanel}>
      <ListingCardSlot.Provider value={signedIn ? ListingJobItem : null}>
        <JobItemSlot.Provider value={JobItem}>{children}</JobItemSlot.Provider>
      </ListingCardSlot.Provider>
    </JobActionsSlot.Provider>
  );
}
