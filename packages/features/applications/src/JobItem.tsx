import { JobCard } from '@jobsite/ui/JobCard';
import { useContext } from 'react';
import { RouterLink } from './link.tsx';
import { type JobItemProps, JobItemSlot } from './slot.ts';

/** One job of a list with the actions card the app put in the slot; the plain card without one. */
export function JobItem(props: JobItemProps) {
  const WithActions = useContext(JobItemSlot);
  if (WithActions) return <WithActions {...props} />;
  return <JobCard job={props.card} linkComponent={RouterLink} />;
}
