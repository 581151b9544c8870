import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './not-found.tsx';

describe('an address no route claims', () => {
  it('answers a real 404 for the error boundary to render', async () => {
    const result = await testSite(null).browser().load(loader, '/no/such/page');
    expect(result).toMatchObject({ status: 404, thrown: true, location: null });
  });
});
