/** `GET feature-flags.json` (calls.md 7.13): the vertical's feature flags; the timestamp defeats caches. */
import { FeatureFlagsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface FeatureFlagsInput {
  /** Default: now, in milliseconds. */
  timestamp?: number | undefined;
}

export const featureFlags = defineCall('GET feature-flags.json', {
  check: { query: FeatureFlagsQuery },
  request: (input: FeatureFlagsInput | undefined) => ({
    query: { timestamp: input?.timestamp ?? Date.now() },
  }),
});
