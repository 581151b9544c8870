/** `GET billboard/featured-institutes` (calls.md 7.11): Featured institutes of the billboard. */
import { defineCall } from '../../core/define-call.ts';

export const featuredInstitutes = defineCall('GET billboard/featured-institutes', {
  bearer: 'optional',
});
