import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clockOf, MediaFilesQuery, maxBytesOf, mediaTypeFrom, ROUND_ZERO, siteMediaPath } from './media.ts';

describe('Round Zero inputs and rules', () => {
  it('maps the API media address to the site relay, and leaves anything else alone', () => {
    expect(siteMediaPath('/base-one/media/file/12/video-abc123.mp4')).toBe('/media/file/12/video-abc123.mp4');
    expect(siteMediaPath('/base-two/media/file/7/picture-x9.png')).toBe('/media/file/7/picture-x9.png');
    expect(siteMediaPath('https://cdn.example/pic.png')).toBe('https://cdn.example/pic.png');
    expect(siteMediaPath('/base-one/media/file/12/../secret.txt')).toBe(
      '/base-one/media/file/12/../secret.txt',
    );
  });

  it('reads the media types to list, comma-separated, each once', () => {
    expect(v.parse(MediaFilesQuery, {})).toEqual({});
    expect(v.parse(MediaFilesQuery, { mediaTypes: 'RoundZeroAudio, RoundZeroVideo,RoundZeroAudio' })).toEqual(
      {
        mediaTypes: ['RoundZeroAudio', 'RoundZeroVideo'],
      },
    );
    expect(v.safeParse(MediaFilesQuery, { mediaTypes: 'Selfie' }).success).toBe(false);
  });

  it('names a media type only when it is one, and gives each its size limit', () => {
    expect(mediaTypeFrom('RoundZeroVideo')).toBe('RoundZeroVideo');
    expect(mediaTypeFrom('roundzerovideo')).toBeNull();
    expect(mediaTypeFrom(null)).toBeNull();
    expect(maxBytesOf('RoundZeroVideo')).toBe(ROUND_ZERO.maxVideoBytes);
    expect(maxBytesOf('RoundZeroAudio')).toBe(ROUND_ZERO.maxAudioBytes);
  });

  it('writes lengths as m:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(9.6)).toBe('0:10');
    expect(clockOf(ROUND_ZERO.maxSeconds)).toBe('1:30');
    expect(clockOf(-3)).toBe('0:00');
  });
});
