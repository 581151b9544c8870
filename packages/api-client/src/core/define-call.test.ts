/** How `sends` turns a call's input into its request. */
import { describe, expect, it } from 'vitest';
import { sends } from './define-call.ts';

describe('sends', () => {
  it('puts each named field where it goes, under its own name, and nothing else', () => {
    const request = sends({ params: ['userId', 'id'], query: ['refinv?', 'reforg?'] });
    expect(request({ userId: 7, id: 'c-1', refinv: 'x' })).toEqual({
      params: { userId: 7, id: 'c-1' },
      query: { refinv: 'x', reforg: undefined },
    });
    expect(sends({ form: ['jobcode'] })({ jobcode: 12 })).toEqual({ form: { jobcode: 12 } });
  });

  it('keeps the order of the names, the order of the query on the wire', () => {
    const { query } = sends({ query: ['round', 'competitionId'] })({ competitionId: 3, round: 1 });
    expect(Object.keys(query ?? {})).toEqual(['round', 'competitionId']);
  });

  it('sends the default of a field left out, and the field when given', () => {
    const request = sends({ query: ['id', 'action?'] }, { action: 'job' });
    expect(request({ id: 5 })).toEqual({ query: { id: 5, action: 'job' } });
    expect(request({ id: 5, action: 'company' })).toEqual({ query: { id: 5, action: 'company' } });
  });
});
