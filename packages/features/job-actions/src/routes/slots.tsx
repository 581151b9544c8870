import type { loader as rootLoader } from '@jobsite/shell/root.server';
import { JobActionsSlot, JobItemSlot, ListingCardSlot } from '@jobsite/shell/slots';
import { Outlet, useRouteLoaderData } from 'react-router';
import { JobItem } from '../JobItem.tsx';
import { JobPanel } from '../JobPanel.tsx';
import { ListingJobItem } from '../ListingJobItem.tsx';

/**
 * The layout route the shell's route table puts around every page: it fills the other features'
 * slots with the feed's cards and actions. The job page gets the person's actions (apply, save,
 * insights); listings and home get the card with save and apply once someone is signed in; the
 * applications lists get the card with its actions.
 */
export default function FeedSlots() {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.seeker);
  return (
    <JobActionsSlot.Provider value={JobPanel}>
      <ListingCardSlot.Provider value={signedIn ? ListingJobItem : null}>
        <JobItemSlot.Provider value={JobItem}>
          <Outlet />
        </JobItemSlot.Provider>
      </ListingCardSlot.Provider>
    </JobActionsSlot.Provider>
  );
}
