import { JobPanel } from '@jobsite/feature-feed/JobPanel';
import JobPage from '@jobsite/feature-job/routes/job';
import { JobActionsSlot } from '@jobsite/feature-job/slot';

export { headers, loader, meta } from '@jobsite/feature-job/routes/job';

/** The public job page with the signed-in person's actions (feed feature) in its slot. */
export default function JobRoute() {
  return (
    <JobActionsSlot.Provider value={JobPanel}>
      <JobPage />
    </JobActionsSlot.Provider>
  );
}
