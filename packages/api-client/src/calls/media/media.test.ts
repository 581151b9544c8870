/**
 * The media calls (calls.md 7.9) through the client against the real API (src/testing/global-setup.ts):
 * each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { signUp, TEST_VERTICAL } from '../../testing/real-api.ts';

/** An MP3 of about `seconds` (MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples). */
function mp3(seconds: number): Blob {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const bytes = new Uint8Array(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * 417);
  return new Blob([bytes]);
}

describe('the media calls through the client', () => {
  it('uploads, lists and removes a Round Zero audio; the mobile upload goes by the bearer', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'round-zero');
    const { file, message } = await client.media.uploadMedia({ mediaType: 'RoundZeroAudio', file: mp3(5) });
    expect(message).toBe('Your Round Zero audio has been saved');
    expect(file).toMatchObject({ mediaType: 'RoundZeroAudio', mime: 'audio/mpeg' });
    expect(file.durationSeconds).toBeCloseTo(5, 0);
    expect((await client.media.mediaFiles({})).files).toEqual([file]);
    expect((await client.media.mediaFiles({ mediaTypes: 'RoundZeroVideo' })).files).toEqual([]);

    await expect(
      client.media.uploadMedia({ mediaType: 'RoundZeroVideo', file: new Blob(['not a video']) }),
    ).rejects.toMatchObject({ code: 415, message: 'The video must be an MP4 or WebM file' });
    await expect(
      client.media.uploadMedia({ mediaType: 'RoundZeroAudio', file: mp3(100) }),
    ).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('Round Zero takes at most 1:30'),
    });

    expect(await client.media.removeMedia({ mediaType: 'RoundZeroAudio' })).toMatchObject({ removed: true });
    expect((await client.media.mediaFiles({})).files).toEqual([]);

    if (!client.token) await client.auth.refresh(undefined);
    const mobile = await client.media.extMediaUpload({ mediaType: 'RoundZeroAudio', file: mp3(3) });
    expect(mobile.file.mediaType).toBe('RoundZeroAudio');
    expect((await client.user.profile(undefined)).completeness?.profileVideoAudio).toBe(1);
  });
});
