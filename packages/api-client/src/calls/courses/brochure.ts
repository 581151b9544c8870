/**
 * `GET course/{id}/brochure` (calls.md 7.11): a course's brochure (a PDF). Public for a published
 * course; an unpublished one needs its institute's preview key (`key`).
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CourseBrochureInput = InputOf<typeof courseBrochure>;

export const courseBrochure = defineCall('GET course/{id}/brochure', {
  bearer: 'optional',
  responseType: 'blob',
  request: sends({ params: ['id'], query: ['key?'] }),
});
