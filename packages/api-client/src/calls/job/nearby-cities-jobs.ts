/** `GET job/nearby-cities-jobs/` (calls.md 7.1): The SEO cities with their nearby cities and job counts. */
import { defineCall } from '../../core/define-call.ts';

export const nearbyCitiesJobs = defineCall('GET job/nearby-cities-jobs/');
