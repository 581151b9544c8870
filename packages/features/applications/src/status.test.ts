import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STATUS_LABELS, statusParam } from './status.ts';

describe('application statuses', () => {
  it('each has a label and a tone', () => {
    for (const status of APPLICATION_STATUSES) expect(STATUS_LABELS[status].label).not.toBe('');
  });

  it('read from the address; anything else means all', () => {
    expect(statusParam('shortlisted')).toBe('shortlisted');
    expect(statusParam('hired')).toBe('hired');
    expect(statusParam('nope')).toBeNull();
    expect(statusParam(null)).toBeNull();
  });
});
