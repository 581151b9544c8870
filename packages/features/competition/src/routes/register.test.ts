import { expectLoginFirst, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { createEdition, organise } from '../test-editions.ts';
import { loader as progress } from './progress.tsx';
import { action, loader, REGISTERED_REDIRECT } from './register.tsx';

const site = setupTestSite();

const FILLED = {
  institute: 'Xavier School of Management',
  programme: 'PGDM',
  graduationYear: '2027',
  city: 'Jamshedpur',
  acceptTerms: 'on',
};

describe('registering (/epoch/register)', () => {
  it('sends a signed-out visitor to log in and come back', async () => {
    await createEdition(site);
    await expectLoginFirst(site, loader, '/epoch/register');
    await expectLoginFirst(site, action, '/epoch/register', { fields: FILLED });
  });

  it('names each refused field, keeps what was typed, and sends nothing to the API', async () => {
    const edition = await createEdition(site);
    const seeker = await site.signUp();
    const refused = await seeker.submitData(action, '/epoch/register', {
      competitionId: String(edition.id),
      institute: 'X',
      programme: 'PGDM',
      graduationYear: 'next year',
      city: '',
    });
    expect(refused).toEqual({
      errors: {
        institute: 'Institute must be at least 2 characters.',
        graduationYear: 'Graduation year must be a year such as 2027.',
        acceptTerms: 'Accept the terms to register.',
      },
      values: {
        institute: 'X',
        programme: 'PGDM',
        graduationYear: 'next year',
        city: '',
        acceptTerms: false,
      },
    });
    expect((await seeker.data(loader, '/epoch/register')).registered).toBe(false);
  });

  it('registers for the edition shown, goes to the progress page with a confirmation, and only once', async () => {
    const edition = await createEdition(site);
    const seeker = await site.signUp();
    const page = await seeker.data(loader, '/epoch/register');
    expect(page).toMatchObject({ competitionId: edition.id, name: edition.name, registered: false });
    expect(page.window.state).toBe('open');

    const done = await seeker.submit(action, '/epoch/register', {
      competitionId: String(edition.id),
      ...FILLED,
    });
    expect(done).toMatchObject({ status: 302, location: REGISTERED_REDIRECT });
    const after = await seeker.data(progress, REGISTERED_REDIRECT);
    expect(after).toMatchObject({
      registered: true,
      justRegistered: true,
      status: 'inProgress',
      registration: {
        institute: FILLED.institute,
        programme: 'PGDM',
        graduationYear: 2027,
        city: 'Jamshedpur',
      },
    });
    expect(await seeker.data(loader, '/epoch/register')).toMatchObject({ registered: true });
    // Registering again changes nothing and lands on the same page.
    expect(
      await seeker.submit(action, '/epoch/register', { competitionId: String(edition.id), ...FILLED }),
    ).toMatchObject({ status: 302, location: REGISTERED_REDIRECT });
  });

  it("shows the API's words when registration has closed in the meantime", async () => {
    const edition = await createEdition(site);
    const seeker = await site.signUp();
    await organise(site, edition.id, '/rounds/registration/close');
    expect((await seeker.data(loader, '/epoch/register')).window.state).toBe('closed');
    const refused = await seeker.submitData(action, '/epoch/register', {
      competitionId: String(edition.id),
      ...FILLED,
    });
    expect(refused).toMatchObject({ message: expect.stringMatching(/^Registration for .* closed on /) });
  });
});
