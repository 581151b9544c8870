import type { JobDetail } from '@jobsite/domain';
import { jobPath, plural, respondsWithinDays } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expiredTarget, jobReadyCourses, loader, meta } from './job.tsx';

const site = setupTestSite();
const slugOf = (path: string) => ({ params: { slug: path.slice('/j/'.length) } });

describe('job page (/j/{slug}-{id}.html)', () => {
  let live: JobDetail;
  let expired: JobDetail;

  beforeAll(async () => {
    const api = site.browser().client();
    const feed = await api.job.jobfeed({ page: 0 });
    const first = feed.jobs.find((j) => j.tags.length > 0 && j.applyType === 'internal');
    if (!first) throw new Error('the seed has no live internal job with tags');
    live = await api.job.jobDetail({ jobcode: first.id });
    // The seed expires some jobs; find one by its id (ids start at 1 in a fresh database).
    for (let id = 1; id < 500 && !expired; id++) {
      const job = await api.job.jobDetail({ jobcode: id }).catch(() => null);
      if (job?.status === 'expired') expired = job;
    }
    if (!expired) throw new Error('the seed has no expired job');
  });

  it('shows the job with its SEO, canonical address and JobPosting data', async () => {
    const path = jobPath(live);
    const page = await site.browser().data(loader, path, slugOf(path));
    expect(page.job.id).toBe(live.id);
    expect(page.job.title).toBe(live.title);
    expect(page.job.external).toBe(false);
    expect(page.job.applyHref).toBe(`/login?next=${encodeURIComponent(path)}`);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.seo.title).toContain(live.title);
    expect(page.seo.title.endsWith(`| ${site.brand.name}`)).toBe(true);
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'JobPosting',
      title: live.title,
      url: page.seo.canonical,
    });
    expect((await page.similar).map((s) => s.id)).not.toContain(String(live.id));
    expect(page.floatingApply).toBe(site.flags.applyFloatingButton);
  });

  it("heads the page with its JobPosting data, its canonical address and the job's own share card", async () => {
    const path = jobPath(live);
    const data = await site.browser().data(loader, path, slugOf(path));
    const tags = meta({ loaderData: data } as Parameters<typeof meta>[0]) ?? [];
    const content = (key: string) =>
      (
        tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)) as
          | { content?: string }
          | undefined
      )?.content;
    const scripts = tags
      .filter((t) => 'script:ld+json' in t)
      .map((t) => (t as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);
    const ld = scripts.find((s) => s['@type'] === 'JobPosting') ?? {};
    expect(ld['@type']).toBe('JobPosting');
    // What Google requires and recommends of a job posting, and an employer with a name.
    for (const key of [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'validThrough',
      'employmentType',
      'identifier',
      'directApply',
    ])
      expect(ld, key).toHaveProperty(key);
    // Each city a full address: its state from the API's city data, and the country.
    const places = ld.jobLocation as { address: Record<string, string> }[];
    expect(places.map((p) => p.address)).toEqual(
      live.cities
        .filter((c) => !c.remote)
        .map((c) => ({
          '@type': 'PostalAddress',
          addressLocality: c.name,
          addressRegion: c.state,
          addressCountry: 'IN',
        })),
    );
    for (const p of places) expect(p.address.addressRegion).toBeTruthy();
    const employer = ld.hiringOrganization as { name?: string; logo?: string };
    expect(employer.name).toBe(live.company?.name);
    // The employer's logo, absolute on the site's origin (the API's logo is a site-relative address).
    const logo = live.companyDetails?.logo ?? live.companyLogo;
    if (logo) expect(employer.logo).toBe(new URL(logo, site.origin).href);
    else expect(employer).not.toHaveProperty('logo');
    if (live.workFromHome) expect(ld.jobLocationType).toBe('TELECOMMUTE');
    // The trail of its real parent pages: home, the job's category listing, the job.
    const trail = scripts.find((s) => s['@type'] === 'BreadcrumbList');
    const items = (trail?.itemListElement ?? []) as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[0]).toMatchObject({ name: 'Home', item: `${site.origin}/` });
    expect(items[1]?.item).toBe(`${site.origin}/c/${live.category?.slug}-jobs`);
    expect(items[2]).toMatchObject({ name: live.title, item: `${site.origin}${path}` });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site.origin}${path}` });
    // A shared link previews with the job's own card, named with its alt text (decision 0048).
    const image = `${site.origin}/share${path.replace(/\.html$/, '.png')}`;
    expect(content('og:image')).toBe(image);
    expect(content('twitter:image')).toBe(image);
    expect(content('twitter:card')).toBe('summary_large_image');
    expect(content('twitter:title')).toBe(content('og:title'));
    expect(content('og:image:alt')).toContain(live.title);
  });

  it('shows a signed-in seeker how they match the job from their own profile, and a visitor nothing', async () => {
    const path = jobPath(live);
    expect((await site.browser().data(loader, path, slugOf(path))).match).toBeNull();
    const seeker = await site.signUp();
    const empty = await seeker.data(loader, path, slugOf(path));
    expect(empty.match).toMatchObject({
      jobId: live.id,
      skills: { state: 'profile-lists-none', jobSkills: live.tags.length },
    });
    expect(empty.match?.toAdd).toContain('skills');
    const [tag] = live.tags;
    if (!tag) throw new Error('the live job has no tags');
    await seeker.client().user.saveSkills({ skills: [tag.name] });
    const mine = await seeker.data(loader, path, slugOf(path));
    expect(mine.match?.skills).toMatchObject({ state: 'compared', exact: [tag.name], of: live.tags.length });
    expect(mine.match?.toAdd).not.toContain('skills');
    // The visitor's page is still the public one.
    expect((await site.browser().data(loader, path, slugOf(path))).match).toBeNull();
  });

  it('says its views and applicants with each noun agreeing with its figure', async () => {
    const { id } = await site
      .api()
      .internal<{ id: number }>(site.vertical, '/jobs', { title: 'Category Lead' });
    const seeker = await site.signUp();
    await seeker.client().job.apply({ jobcode: id });
    const job = await site.browser().client().job.jobDetail({ jobcode: id });
    const path = jobPath(job);
    const page = await site.browser().data(loader, path, slugOf(path));
    expect(page.job.figures).toBe(`${plural(job.views, 'view')} · 1 applicant`);
  });

  it('shows how the recruiter responds from the figures the API keeps, or that they are new', async () => {
    const api = site.browser().client();
    const seen = { enough: undefined as JobDetail | undefined, few: undefined as JobDetail | undefined };
    for (let page = 0; page < 5 && !(seen.enough && seen.few); page++) {
      for (const entry of (await api.job.jobfeed({ page })).jobs) {
        const job = await api.job.jobDetail({ jobcode: entry.id });
        if (job.recruiter.responsiveness.enough) seen.enough ??= job;
        else seen.few ??= job;
      }
    }
    if (!seen.enough || !seen.few) throw new Error('the seed has no recruiter with (or without) history');
    const enough = seen.enough.recruiter.responsiveness;
    if (!enough.enough) throw new Error('unreachable');
    const path = jobPath(seen.enough);
    const page = await site.browser().data(loader, path, slugOf(path));
    // In the page's own data, awaited before the page renders: on the first paint, with or without script.
    expect(page.job.recruiterResponse).toEqual({
      applications: enough.applications,
      withinDays: respondsWithinDays(enough),
      heardWithin7Days: enough.heardWithin7Days,
      heardWithin14Days: enough.heardWithin14Days,
      lastActionDaysAgo: enough.lastActionDaysAgo,
    });
    expect(enough.applications).toBeGreaterThanOrEqual(10);
    const fewPath = jobPath(seen.few);
    const fewPage = await site.browser().data(loader, fewPath, slugOf(fewPath));
    expect(fewPage.job.recruiterResponse).toBeNull();
  });

  it('moves a job at another slug to its own address for good (301), keeping the query', async () => {
    const path = `/j/some-old-title-${live.id}.html`;
    const result = await site.browser().load(loader, `${path}?ref=mail`, slugOf(path));
    expect(result).toMatchObject({ status: 301, thrown: true, location: `${jobPath(live)}?ref=mail` });
  });

  it('sends an expired job to the listing of its first tag, saying why', async () => {
    const path = jobPath(expired);
    const result = await site.browser().load(loader, path, slugOf(path));
    expect(result).toMatchObject({ status: 302, thrown: true, location: expiredTarget(expired) });
    expect(result.location).toContain('redirectedFromExpiredJD=1');
  });

  it("applies on the company's site for a job posted with an apply address", async () => {
    const applyUrl = 'https://careers.example.com/apply/42';
    const { id } = await site
      .api()
      .internal<{ id: number }>(site.vertical, '/jobs', { title: 'Treasury Manager', applyUrl });
    const path = jobPath({ id, title: 'Treasury Manager' });
    const page = await site.browser().data(loader, path, slugOf(path));
    expect(page.job.external).toBe(true);
    expect(page.job.applyHref).toBe(applyUrl);
    expect(page.jsonLd[0]).toMatchObject({ directApply: false });
  });

  it('answers 404 without an id, without .html, and for a job that does not exist', async () => {
    for (const path of ['/j/analyst.html', `/j/analyst-${live.id}`, '/j/analyst-987654321.html']) {
      const result = await site.browser().load(loader, path, slugOf(path));
      expect(result, path).toMatchObject({ status: 404, thrown: true });
    }
  });

  it('hands the page the first three courses that make a visitor ready for the job, unawaited', async () => {
    const api = site.browser().client();
    const feed = await api.job.jobfeed({ page: 0 });
    let found: { path: string; ids: number[] } | undefined;
    for (const entry of feed.jobs) {
      const ready = await api.courses.jobReadyCourses({ userId: 0, jobId: entry.id });
      if (ready.data.length > 0) {
        found = { path: jobPath(entry), ids: ready.data.slice(0, 3).map((c) => c.id) };
        break;
      }
    }
    if (!found) throw new Error('no job of the first page has job-ready courses');
    const path = found.path;
    const page = await site.browser().data(loader, path, slugOf(path));
    expect(page.courses).toBeInstanceOf(Promise);
    const courses = await page.courses;
    expect(courses.map((c) => c.id)).toEqual(found.ids);
    for (const c of courses) expect(c.enquired).toBeUndefined();
    // A signed-in seeker asks as themselves: their answers carry whether they enquired.
    const seeker = await site.signUp();
    const theirs = await (await seeker.data(loader, path, slugOf(path))).courses;
    expect(theirs.map((c) => c.id)).toEqual(found.ids);
    for (const c of theirs) expect(c.enquired).toBe(false);
  });

  it('leaves the job-ready courses out when their call fails', async () => {
    const failing = {
      courses: {
        jobReadyCourses: async () => {
          throw new Error('down');
        },
      },
    } as unknown as Parameters<typeof jobReadyCourses>[1];
    const visitor = { signedIn: false } as Parameters<typeof jobReadyCourses>[0];
    expect(await jobReadyCourses(visitor, failing, 1)).toEqual([]);
  });
});
