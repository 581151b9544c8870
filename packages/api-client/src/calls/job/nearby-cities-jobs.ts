/** `GET job/nearby-cities-jobs/` (calls.md 7.1): The SEO cities with their nearby cities and job counts. */
import { CityJobs } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const nearbyCitiesJobs = defineCall({
  name: 'GET job/nearby-cities-jobs/',
  service: 'job',
  method: 'get',
  output: v.array(CityJobs),
  request: () => ({ path: 'job/nearby-cities-jobs/' }),
});
