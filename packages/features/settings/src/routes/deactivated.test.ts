import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './deactivated.tsx';

describe('deactivated (/settings/deactivated)', () => {
  it('answers for anyone, signed out, naming the site, without asking the API', async () => {
    const site = testSite(null);
    expect(await site.browser().load(loader, '/settings/deactivated')).toMatchObject({
      status: 200,
      data: { site: site.brand.name },
    });
  });
});
