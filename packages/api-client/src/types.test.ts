/** The bound calls are typed from their definitions: inputs from `request`, outputs from the schemas. */
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient, InputOf, jobfeed, OutputOf } from './index.ts';

describe('types', () => {
  it('infers inputs and outputs', () => {
    expectTypeOf<InputOf<typeof jobfeed>['page']>().toEqualTypeOf<string | number | undefined>();
    expectTypeOf<OutputOf<typeof jobfeed>['totalJobs']>().toEqualTypeOf<number>();
    expectTypeOf<ApiClient['job']['tags']>().parameter(0).toEqualTypeOf<undefined>();
    expectTypeOf<ReturnType<ApiClient['job']['jobDetail']>>().resolves.toHaveProperty('description');
  });
});
