import { REGISTRATION_STEPS } from '@jobsite/domain';
import { expectLoginFirst, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './step.tsx';

const site = setupTestSite();

/** A step's address and its `:step` param (`/registration/addPersonalDetails`, `addPersonalDetails`). */
const at = (key: (typeof REGISTRATION_STEPS)[number]['key']) => {
  const step = REGISTRATION_STEPS.find((s) => s.key === key);
  if (!step) throw new Error(`no step ${key}`);
  return { path: step.path, params: { step: step.path.slice(step.path.lastIndexOf('/') + 1) } };
};

describe('registration wizard steps (/registration/{step})', () => {
  it('answers 404 for a step that does not exist, and asks a signed-out visitor to log in first', async () => {
    const seeker = await site.signUp();
    expect(
      await seeker.load(loader, '/registration/addHobbies', { params: { step: 'addHobbies' } }),
    ).toMatchObject({ status: 404, thrown: true });
    const first = at('personalDetails');
    await expectLoginFirst(site, loader, first.path, first);
  });

  it('fills the first step from the profile, with the cities to choose from and no Back', async () => {
    const seeker = await site.signUp({ name: 'Rohan Das' });
    const first = at('personalDetails');
    const page = await seeker.data(loader, first.path, first);
    expect(page).toMatchObject({ index: 0, back: null, site: site.brand.name });
    expect(page.values.name).toBe('Rohan Das');
    expect(page.options.cities.length).toBeGreaterThan(0);
    const labels = page.options.cities.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    const second = at('educationalDetails');
    expect((await seeker.data(loader, second.path, second)).back).toBe(first.path);
  });

  it('refuses a step with wrong fields, by field, and saves nothing', async () => {
    const seeker = await site.signUp({ name: 'Rohan Das' });
    const first = at('personalDetails');
    const answer = await seeker.submitData(action, first.path, { name: '', phone: 'call me' }, first);
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['name', 'phone']);
    expect(answer.errors?.phone).toMatch(/phone number/);
    expect((await seeker.data(loader, first.path, first)).values.name).toBe('Rohan Das');
  });

  it('saves a step and goes on to the next; the step shows what was saved', async () => {
    const seeker = await site.signUp();
    const first = at('personalDetails');
    const { options } = await seeker.data(loader, first.path, first);
    const city = options.cities[0]?.value ?? '';
    const result = await seeker.submit(
      action,
      first.path,
      { name: 'Rohan Das', phone: '+91 98765 43210', gender: 'male', currentLocation: city },
      first,
    );
    expect(result).toMatchObject({ status: 302, location: at('educationalDetails').path });
    const page = await seeker.data(loader, first.path, first);
    expect(page.values).toMatchObject({ name: 'Rohan Das', gender: 'male', currentLocation: city });
  });

  it('skips only the steps that may be skipped', async () => {
    const seeker = await site.signUp();
    const first = at('personalDetails');
    expect(await seeker.submitData(action, first.path, { intent: 'skip' }, first)).toEqual({
      errors: { form: 'This step cannot be skipped.' },
    });
    const work = at('workExperience');
    expect(await seeker.submit(action, work.path, { intent: 'skip' }, work)).toMatchObject({
      status: 302,
      location: at('additionalDetails').path,
    });
  });

  it('saves the cover letter and skills of the last step, then shows the feed', async () => {
    const seeker = await site.signUp();
    const last = at('coverLetterAndSkills');
    const result = await seeker.submit(
      action,
      last.path,
      { coverletter: 'I lead teams that ship.', includeCoverletter: 'on', skills: 'Excel, SQL, Excel' },
      last,
    );
    expect(result).toMatchObject({ status: 302, location: '/jobfeed' });
    const page = await seeker.data(loader, last.path, last);
    expect(page.values).toMatchObject({
      coverletter: 'I lead teams that ship.',
      includeCoverletter: true,
      skills: 'Excel, SQL',
    });
  });
});
