/** `GET job/nearby-cities-jobs/` (calls.md 7.1): The SEO cities with their nearby cities and job counts. */
import { defineCall } from '../../core/define-call.ts';

/** The same for everyone: a server process shares it for a minute (its counts are a minute old at most). */
export const nearbyCitiesJobs = defineCall('GET job/nearby-cities-jobs/', { shared: 60_000 });
