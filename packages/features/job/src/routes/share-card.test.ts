import type { JobDetail } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardFacts, shareCardAlt, shareCardPath } from '../share.ts';
import { loader as jobLoader } from './job.tsx';
import { loader } from './share-card.ts';

const site = setupTestSite();
const slugOf = (path: string) => ({ params: { slug: path.slice(path.lastIndexOf('/') + 1) } });

describe("a job's share card (/share/j/{slug}-{id}.png)", () => {
  let live: JobDetail;

  beforeAll(async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const first = feed.jobs.find((j) => !j.confidential && !j.hideSalary && j.minSalary !== null);
    if (!first) throw new Error('the seed has no live job with a company and a salary');
    live = await site.browser().client().job.jobDetail({ jobcode: first.id });
  });

  it('is a 1200×630 PNG of the job, which the job page names with its alt text in its share tags', async () => {
    const path = shareCardPath(live);
    expect(path).toMatch(/^\/share\/j\/.+-\d+\.png$/);
    const { response } = await site.browser().load(loader, path, slugOf(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    const facts = cardFacts(live);
    expect(facts[0]).toBe(live.company?.name);
    expect(facts[1]).toContain(`${live.minExp}-${live.maxExp} yrs`);
    expect(facts[2]).toMatch(/^₹/);
    const jobPage = `/j/${path.slice('/share/j/'.length).replace(/\.png$/, '.html')}`;
    const page = await site.browser().data(jobLoader, jobPage, slugOf(jobPage));
    expect(page.seo.image).toEqual({ url: site.origin + path, alt: shareCardAlt(live) });
    expect(page.seo.image.alt).toContain(live.title);
  });

  it('is a 404 for a made-up address or a job that does not exist', async () => {
    for (const path of ['/share/j/nothing.png', '/share/j/ghost-999999999.png', '/share/j/analyst-12.html']) {
      const { response } = await site.browser().load(loader, path, slugOf(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
