/** `GET feature-flags.json` (calls.md 7.13): the vertical's feature flags; the timestamp defeats caches. */
import { FeatureFlags } from '@jobsite/domain';
import { FeatureFlagsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface FeatureFlagsInput {
  /** Default: now, in milliseconds. */
  timestamp?: number | undefined;
}

export const featureFlags = defineCall({
  name: 'GET feature-flags.json',
  service: 'static',
  method: 'get',
  check: { query: FeatureFlagsQuery },
  output: FeatureFlags,
  request: (input: FeatureFlagsInput | undefined) => ({
    path: 'feature-flags.json',
    query: { timestamp: input?.timestamp ?? Date.now() },
  }),
});
