/** The Round Zero section of /myprofile (decision 0035), against the real API. */
import { setupTestSite } from '@jobsite/shell/testing';
import { PNG_1X1 } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { action, loader } from './myprofile.tsx';

const site = setupTestSite();

/** An MP3 of about `seconds` (MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples). */
function mp3(seconds: number): Blob {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const bytes = new Uint8Array(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * 417);
  return new Blob([bytes]);
}

describe('Round Zero on my profile (/myprofile)', () => {
  it('shows the saved audio at the site address, with the completeness item done, and removes it', async () => {
    const seeker = await site.signUp();
    const empty = await seeker.data(loader, '/myprofile');
    expect(empty.roundZero).toEqual([]);
    expect(empty.items.find((i) => i.key === 'profileVideoAudio')).toMatchObject({ done: false });

    const api = seeker.client('/myprofile');
    await api.media.uploadMedia({ mediaType: 'RoundZeroAudio', file: mp3(5) });
    await api.user.uploadProfilePicture({ file: new Blob([PNG_1X1]), fileName: 'me.png' });
    const page = await seeker.data(loader, '/myprofile');
    expect(page.roundZero).toEqual([
      {
        mediaType: 'RoundZeroAudio',
        url: expect.stringMatching(/^\/media\/file\/\d+\/audio-[a-z0-9]+\.mp3$/),
      },
    ]);
    // Pictures go through the site too: the brand's origin serves /media/file, not the API's paths.
    expect(page.profile.picUrl).toMatch(/^\/media\/file\/\d+\/picture-[a-z0-9]+\.png$/);
    expect(page.items.find((i) => i.key === 'profileVideoAudio')).toMatchObject({ done: true });

    expect(
      await seeker.submitData(action, '/myprofile', { intent: 'removeRoundZero', mediaType: 'Selfie' }),
    ).toEqual({ roundZeroError: 'Choose the recording to remove.' });
    expect(
      await seeker.submitData(action, '/myprofile', {
        intent: 'removeRoundZero',
        mediaType: 'RoundZeroAudio',
      }),
    ).toEqual({ roundZeroNotice: 'Your Round Zero audio has been removed' });
    const after = await seeker.data(loader, '/myprofile');
    expect(after.roundZero).toEqual([]);
    expect(after.items.find((i) => i.key === 'profileVideoAudio')).toMatchObject({ done: false });
  });
});
