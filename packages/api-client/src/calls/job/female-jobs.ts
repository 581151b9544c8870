/** `GET job/female-jobs` (calls.md 7.1): The "jobs for her" feed (build the query with `femaleJobsQuery` of the domain). */
import { FemaleJobsQuery } from '@jobsite/domain/calls';
import { defineCall, type QueryOf } from '../../core/define-call.ts';
import { FemaleJobsAnswer } from '../../schemas/job.ts';

export const femaleJobs = defineCall({
  name: 'GET job/female-jobs',
  service: 'job',
  method: 'get',
  check: { query: FemaleJobsQuery },
  output: FemaleJobsAnswer,
  request: (input: QueryOf<typeof FemaleJobsQuery>) => ({ path: 'job/female-jobs', query: input }),
});
