import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { createEdition, organise, TEST_QUIZ } from '../test-editions.ts';
import { loader, pageHref } from './results.tsx';

const site = setupTestSite();

/** A candidate who registers and answers `right` questions of the quiz correctly. */
async function candidate(name: string, institute: string, right: number) {
  const seeker = await site.signUp({ name });
  const api = seeker.client();
  await api.user.competitionRegistration({
    path: 'user/competition/register',
    fields: { institute, programme: 'MBA', graduationYear: 2027, acceptTerms: 'on' },
  });
  return async () => {
    const started = await api.competition.startCompetitionQuiz({});
    for (const [i, q] of (started.attempt?.questions ?? []).entries()) {
      const correct = TEST_QUIZ.find((t) => t.prompt === q.prompt)?.correct ?? 0;
      await api.competition.answerCompetitionQuiz({
        questionId: q.id,
        choice: i < right ? correct : 1 - correct,
      });
    }
    await api.competition.submitCompetitionQuiz({});
  };
}

describe('results (/epoch/results)', () => {
  it('says the results are not published yet, and is kept out of the index', async () => {
    const edition = await createEdition(site);
    const page = await site.browser().data(loader, '/epoch/results');
    expect(page).toMatchObject({
      name: edition.name,
      published: false,
      rows: [],
      round: null,
      editionParam: undefined,
    });
    expect(page.head.noindex).toBe(true);
    expect(page.editions.find((e) => e.current)?.id).toBe(edition.id);
  });

  it("lists a published round's candidates by rank, searchable by name and institute, for any edition", async () => {
    const edition = await createEdition(site);
    const takers = [
      await candidate('Meera Iyer', 'IIM Shillong', 2),
      await candidate('Kabir Shah', 'FMS Delhi', 1),
      await candidate('Ravi Das', 'IIM Shillong', 0),
    ];
    await organise(site, edition.id, '/rounds/round1/open');
    for (const take of takers) await take();
    await organise(site, edition.id, '/rounds/round1/close');
    await organise(site, edition.id, '/rounds/round1/publish', { cutoff: 1 });

    const page = await site.browser().data(loader, '/epoch/results');
    expect(page).toMatchObject({ published: true, round: 'round1', total: 3, page: 1, totalPages: 1 });
    expect(page.rows.map((r) => [r.rank, r.name, r.institute, r.score, r.qualified])).toEqual([
      [1, 'Meera Iyer', 'IIM Shillong', 2, true],
      [2, 'Kabir Shah', 'FMS Delhi', 1, true],
      [3, 'Ravi Das', 'IIM Shillong', 0, false],
    ]);
    expect(page.head).toMatchObject({ canonical: `${site.origin}/epoch/results`, noindex: false });

    const found = await site.browser().data(loader, '/epoch/results?round=round1&institute=Shillong&name=');
    expect(found.rows.map((r) => r.name)).toEqual(['Meera Iyer', 'Ravi Das']);
    expect(found.head.noindex).toBe(true);
    expect(found.head.canonical).toBe(`${site.origin}/epoch/results?round=round1`);

    // The same edition named by its id, once a newer edition is the current one.
    const newer = await createEdition(site);
    const current = await site.browser().data(loader, '/epoch/results');
    expect(current).toMatchObject({ editionId: newer.id, published: false });
    const past = await site.browser().data(loader, `/epoch/results?edition=${edition.id}`);
    expect(past).toMatchObject({ editionId: edition.id, editionParam: edition.id, total: 3 });
    expect(past.head.canonical).toBe(`${site.origin}/epoch/results?edition=${edition.id}`);
  });

  it('answers 404 for an edition, a round or a page that does not exist', async () => {
    await createEdition(site);
    const visitor = site.browser();
    for (const path of [
      '/epoch/results?edition=999999',
      '/epoch/results?edition=x1',
      '/epoch/results?round=round9',
      '/epoch/results?page=0',
      '/epoch/results?page=two',
    ])
      expect(await visitor.load(loader, path), path).toMatchObject({ status: 404 });
  });

  it('keeps the filters in the page links', () => {
    expect(pageHref(4, { name: 'Meera', institute: '', round: 'round2' }, 2)).toBe(
      '/epoch/results?edition=4&round=round2&name=Meera&page=2',
    );
    expect(pageHref(undefined, { name: '', institute: '', round: undefined }, 1)).toBe('/epoch/results');
  });
});
