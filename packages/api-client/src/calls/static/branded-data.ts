/** `GET {path}` (calls.md 7.13): branded data by address, below the static base (not shown further). */
import { defineCall } from '../../core/define-call.ts';

export interface BrandedDataInput {
  /** Path below the static base. */
  path: string;
}

export const brandedData = defineCall('GET {path}', {
  request: (input: BrandedDataInput) => ({ path: input.path }),
});
