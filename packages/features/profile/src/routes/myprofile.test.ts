import { COMPLETENESS_KEYS } from '@jobsite/domain';
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { PNG_1X1 } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { action, loader } from './myprofile.tsx';

const site = setupTestSite();

describe('my profile (/myprofile)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/myprofile');

  it('shows a new person as recruiters see them, with every completeness item to do', async () => {
    const seeker = await site.signUp({ name: 'Kavya Menon' });
    const page = await seeker.data(loader, '/myprofile');
    expect(page.profile).toMatchObject({
      name: 'Kavya Menon',
      email: seeker.account?.email,
      picUrl: null,
      pro: false,
    });
    expect(page.items.map((i) => i.key)).toEqual([...COMPLETENESS_KEYS]);
    expect(page.items.find((i) => i.key === 'profilePicture')).toMatchObject({ done: false });
    expect(page.percentage).toBeGreaterThanOrEqual(0);
    expect(page.percentage).toBeLessThan(100);
  });

  it('needs a picture to upload, and then shows it', async () => {
    const seeker = await site.signUp();
    expect(await seeker.submitData(action, '/myprofile', {})).toEqual({
      error: 'Choose a picture to upload.',
    });
    const before = await seeker.data(loader, '/myprofile');
    const picture = new File([PNG_1X1], 'me.png', { type: 'image/png' });
    expect(await seeker.submitData(action, '/myprofile', { picture })).toEqual({
      notice: 'Your picture has been updated.',
    });
    const after = await seeker.data(loader, '/myprofile');
    expect(after.profile.picUrl).not.toBeNull();
    expect(after.items.find((i) => i.key === 'profilePicture')).toMatchObject({ done: true });
    expect(after.percentage).toBeGreaterThan(before.percentage);
  });

  it('refuses a file that is not a picture with the API’s reason', async () => {
    const seeker = await site.signUp();
    const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    const answer = await seeker.submitData(action, '/myprofile', { picture: text });
    expect(answer).toHaveProperty('error');
    expect(answer).not.toHaveProperty('notice');
  });
});
