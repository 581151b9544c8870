import { jobIdFromSlug } from '@jobsite/domain';
import type { loader as rootLoader } from '@jobsite/shell/root.server';
import { pageUrlOf } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, Outlet, useRouteLoaderData } from 'react-router';
import { JobActionSlots } from '../JobActionSlots.tsx';
import { panelState, type SlotsData } from './job-actions.ts';

/**
 * On a job page (`/j/{slug}-{id}.html`), the person's side of it (saved, applied, Pro insights), loaded
 * with the page so that its first paint is true, with or without JavaScript; it loads again after every
 * action, like the page. Elsewhere nothing.
 */
export async function loader(args: LoaderFunctionArgs): Promise<SlotsData> {
  const path = pageUrlOf(args.request).pathname;
  const jobId =
    path.startsWith('/j/') && path.endsWith('.html') ? jobIdFromSlug(path.slice('/j/'.length)) : null;
  if (jobId === null) return null;
  return { jobPanel: { ...(await panelState(args, String(jobId))), jobId } };
}

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
