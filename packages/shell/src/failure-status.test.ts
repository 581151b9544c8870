import { describe, expect, it } from 'vitest';
import { statusOf } from './failure-status.ts';

describe('the status of a failed call', () => {
  it('reads the status of a failed call, or of a refusal before any request', () => {
    expect(statusOf({ status: 404, code: 404 })).toBe(404);
    expect(statusOf({ status: undefined, code: 400, kind: 'input' })).toBe(400);
    expect(statusOf({ status: undefined, code: 0, kind: 'network' })).toBeUndefined();
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
  });
});
