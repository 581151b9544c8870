import type { loader as rootLoader } from '@jobsite/shell/root.server';
import { Outlet, useRouteLoaderData } from 'react-router';
import { JobActionSlots } from '../JobActionSlots.tsx';

/**
 * The layout route the shell's route table puts around every page (`SLOTS_LAYOUT`): it fills the
 * other features' slots with the job actions (`JobActionSlots`), for the person the root loader found.
 */
export default function JobActionsLayout() {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.seeker);
  return (
    <JobActionSlots signedIn={signedIn}>
      <Outlet />
    </JobActionSlots>
  );
}
