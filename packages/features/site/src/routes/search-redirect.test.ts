import { searchPath } from '@jobsite/domain';
import { testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './search-redirect.ts';

const site = testSite(null);

describe('search form without JavaScript (/search?q=)', () => {
  it('goes to the search result address of the words and filters typed', async () => {
    const result = await site.browser().load(loader, '/search?q=%20Data%20Analyst%20&locIds=1&exp=3');
    expect(result).toMatchObject({
      status: 302,
      location: searchPath({ keyword: 'Data Analyst', locIds: '1', exp: '3' }),
    });
    expect(result.location).toMatch(/^\/search\/data-analyst\.html\?/);
  });

  it('reads keyword= as well, and sends an empty search home', async () => {
    expect(await site.browser().load(loader, '/search?keyword=consultant')).toMatchObject({
      location: searchPath({ keyword: 'consultant' }),
    });
    expect(await site.browser().load(loader, '/search?q=%20%20')).toMatchObject({
      status: 302,
      location: '/',
    });
    expect(await site.browser().load(loader, '/search')).toMatchObject({ status: 302, location: '/' });
  });
});
