import { RouterLink } from '@jobsite/shell/link';
import { type JobItemProps, JobItemSlot } from '@jobsite/shell/slots';
import { JobCard } from '@jobsite/ui/JobCard';
import { useContext } from 'react';

/** One job of a list with the actions card the app put in the slot; the plain card without one. */
export function JobItem(props: JobItemProps) {
  const WithActions = useContext(JobItemSlot);
  if (WithActions) return <WithActions {...props} />;
  return <JobCard job={props.card} linkComponent={RouterLink} />;
}
