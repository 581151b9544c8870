/** `GET course/{userId}/search` (calls.md 7.11): Course search. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export interface CourseSearchInput {
  userId: string | number;
  query?: WireRecord | undefined;
}

export const courseSearch = defineCall('GET course/{userId}/search', {
  bearer: 'optional',
  request: (input: CourseSearchInput) => ({
    params: { userId: input.userId },
    query: input.query,
  }),
});
