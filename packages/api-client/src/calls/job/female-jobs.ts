/** `GET job/female-jobs` (calls.md 7.1): The "jobs for her" feed (build the query with `femaleJobsQuery` of the domain). */
import { FemaleJobsQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';

export const femaleJobs = defineCall('GET job/female-jobs', {
  check: { query: FemaleJobsQuery },
  request: (input: QueryOf<typeof FemaleJobsQuery>) => ({ query: input }),
});
