import { expectLoginFirst, setupTestSite, testSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { createEdition, organise, REGISTRATION_UPCOMING } from '../test-editions.ts';
import { headers, loader } from './epoch.tsx';
import { loader as register } from './register.tsx';
import { loader as terms } from './terms.tsx';

const site = setupTestSite();
/** The same brand with no API: every call fails at once. */
const down = testSite(null);

describe('the competition page (/epoch)', () => {
  it('shows a visitor the current edition, its timeline and Register while registration is open', async () => {
    const edition = await createEdition(site);
    const result = await site.browser().load(loader, '/epoch');
    expect(result.status).toBe(200);
    const page = result.data;
    expect(page?.competition).toMatchObject({
      id: edition.id,
      name: edition.name,
      status: 'idle',
      registered: false,
    });
    expect(page?.competition.rounds.map((r) => [r.round, r.state])).toEqual([
      ['registration', 'open'],
      ['round1', 'upcoming'],
      ['round2', 'upcoming'],
      ['round3', 'upcoming'],
    ]);
    expect(page?.progress).toBeNull();
    expect(page?.actions).toEqual([{ label: 'Register', href: '/epoch/register' }]);
    expect(page?.login).toBe('/login?next=%2Fepoch%2Fregister');
    expect(page?.pastEditions.map((e) => e.id)).not.toContain(edition.id);
    expect(page?.head).toMatchObject({
      title: `${edition.name}: the college business competition | ${site.brand.name}`,
      canonical: `${site.origin}/epoch`,
      siteName: site.brand.name,
    });
    expect(page?.head.jsonLd).toMatchObject({ '@type': 'Event', name: edition.name });
    expect(headers()['Cache-Control']).toMatch(/^public/);
  });

  it('tells a registered seeker where they stand and leads them to their round once it opens', async () => {
    const edition = await createEdition(site);
    const seeker = await site.signUp();
    await seeker.client().user.competitionRegistration({
      path: 'user/competition/register',
      fields: { institute: 'IIM Indore', programme: 'IPM', graduationYear: 2028, acceptTerms: 'on' },
    });
    const before = await seeker.data(loader, '/epoch');
    expect(before.progress).toMatchObject({ registered: true, status: 'inProgress' });
    expect(before.actions).toEqual([{ label: 'See your progress', href: '/epoch/progress' }]);
    await organise(site, edition.id, '/rounds/round1/open');
    const open = await seeker.data(loader, '/epoch');
    expect(open.actions).toEqual([{ label: 'Go to your round', href: '/epoch/round-one' }]);
    expect(open.login).toBeNull();
  });

  it('answers the shell a call that failed when the API is down (its 503 page)', async () => {
    await expect(down.browser().load(loader, '/epoch')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('the rules (/epoch/terms)', () => {
  it("states the rules with the current edition's name, quiz and dates", async () => {
    const edition = await createEdition(site);
    const page = await site.browser().data(terms, '/epoch/terms');
    expect(page.name).toBe(edition.name);
    expect(page.sections.map((s) => s.id)).toEqual([
      'eligibility',
      'round-one',
      'round-two',
      'round-three',
      'cut-offs',
      'fair-play',
    ]);
    // The test edition's quiz: two questions in ten minutes.
    expect(page.sections[1]?.points[0]).toContain('2 questions and lasts 10 minutes');
    expect(page.dates.map((d) => d.round)).toEqual(['registration', 'round1', 'round2', 'round3']);
    expect(page.head.canonical).toBe(`${site.origin}/epoch/terms`);
  });
});

describe('registration closed (/epoch/register)', () => {
  it('says when registration opens, and asks a visitor to log in first', async () => {
    await createEdition(site, REGISTRATION_UPCOMING);
    await expectLoginFirst(site, register, '/epoch/register');
    const seeker = await site.signUp();
    const page = await seeker.data(register, '/epoch/register');
    expect(page.window.state).toBe('upcoming');
    expect(page.registered).toBe(false);
  });
});
