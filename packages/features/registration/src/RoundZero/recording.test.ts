import { describe, expect, it } from 'vitest';
import { countdownText, mediaTypeOf, recordingFileName, recordingType, secondsLeft } from './recording.ts';

describe('the Round Zero recorder rules', () => {
  it('records MP4 where the browser can, else WebM', () => {
    expect(recordingType('video', () => true)).toBe('video/mp4');
    expect(recordingType('video', (t) => t === 'video/webm')).toBe('video/webm');
    expect(recordingType('audio', (t) => t.startsWith('audio/webm'))).toBe('audio/webm');
    expect(recordingType('audio', () => false)).toBeUndefined();
  });

  it('names the file after the container it holds', () => {
    expect(recordingFileName('video', 'video/mp4;codecs=vp9,opus')).toBe('round-zero-video.mp4');
    expect(recordingFileName('video', 'video/webm;codecs=vp8,opus')).toBe('round-zero-video.webm');
    expect(recordingFileName('audio', 'audio/mp4;codecs=opus')).toBe('round-zero-audio.m4a');
    expect(recordingFileName('audio', 'audio/mpeg')).toBe('round-zero-audio.mp3');
    expect(recordingFileName('audio', '')).toBe('round-zero-audio.webm');
  });

  it('counts down from the limit and stops at zero', () => {
    expect(secondsLeft(0)).toBe(90);
    expect(secondsLeft(500)).toBe(90);
    expect(secondsLeft(1000)).toBe(89);
    expect(secondsLeft(89_100)).toBe(1);
    expect(secondsLeft(120_000)).toBe(0);
    expect(countdownText(75)).toBe('1:15 left');
    expect(countdownText(0)).toBe('0:00 left');
    expect(mediaTypeOf('audio')).toBe('RoundZeroAudio');
  });
});
