/** Reading a recording's length from its container, and the byte ranges of a served file. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesAccess } from './access.ts';
import { durationIn, durationOf } from './duration.ts';
import { byteRange, servedType } from './serve.ts';
import { sniff } from './sniff.ts';
import { makeMp3, makeMp4, makeMp4WithoutLength } from './test-media.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../services/media/fixtures/${name}`, import.meta.url)));
const lengthOf = (data: Uint8Array) => {
  const kind = sniff(data);
  return kind ? durationOf(kind, data) : undefined;
};

describe('durationOf', () => {
  it("reads the browser recorder's fragmented MP4 and its WebM without a Duration", () => {
    // Chromium's MediaRecorder leaves the MP4 movie header's length and WebM's Duration unwritten.
    for (const name of ['video.mp4', 'video.webm', 'audio.webm', 'audio.m4a']) {
      const seconds = lengthOf(fixture(name));
      expect(seconds, name).toBeGreaterThan(1);
      expect(seconds, name).toBeLessThan(1.6);
    }
  });

  it('reads an MP4 movie header and walks MP3 frames, with or without an ID3 tag', () => {
    expect(lengthOf(makeMp4(42.5))).toBe(42.5);
    expect(lengthOf(makeMp3(30))).toBeCloseTo(30, 1);
    expect(lengthOf(makeMp3(30, false))).toBeCloseTo(30, 1);
  });

  it('answers null for a container that does not tell, or is cut short', () => {
    expect(lengthOf(makeMp4WithoutLength())).toBeNull();
    const webm = fixture('video.webm');
    expect(durationOf('webm', webm.subarray(0, 40))).toBeNull();
    expect(durationOf('mp3', makeMp3(1).subarray(0, 500))).toBeNull();
    expect(durationOf('mp4', fixture('video.mp4').subarray(0, 30))).toBeNull();
  });

  it('reads the same length by offset (a spooled upload) as from the whole file, skipping the media data', () => {
    const files = {
      'video.mp4': fixture('video.mp4'),
      'video.webm': fixture('video.webm'),
      'audio.webm': fixture('audio.webm'),
      'audio.m4a': fixture('audio.m4a'),
      'a 42.5 s MP4': makeMp4(42.5),
      'an MP3': makeMp3(30),
      'an MP4 without a length': makeMp4WithoutLength(),
      'a WebM cut short': fixture('video.webm').subarray(0, 40),
    };
    for (const [name, data] of Object.entries(files)) {
      const kind = sniff(data) ?? 'webm';
      const reads: number[] = [];
      const access = bytesAccess(data);
      const seconds = durationIn(kind, {
        size: access.size,
        read(at, length) {
          reads.push(Math.min(length, data.length - at));
          return access.read(at, length);
        },
      });
      expect(seconds, name).toBe(durationOf(kind, data));
      // The media data is not read: the frames of a recording stay on disk.
      if (kind !== 'mp3' && data.length > 4096)
        expect(
          reads.reduce((a, b) => a + b, 0),
          name,
        ).toBeLessThan(data.length / 2);
    }
  });

  it('recognises recordings by their bytes only', () => {
    expect(sniff(fixture('video.mp4'))).toBe('mp4');
    expect(sniff(fixture('audio.webm'))).toBe('webm');
    expect(sniff(makeMp3(1, false))).toBe('mp3');
    expect(sniff(new TextEncoder().encode('ID'))).toBeNull();
    expect(sniff(new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0]))).toBeNull();
  });
});

describe('byteRange', () => {
  it('reads one range, a suffix or an open end, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=10-5000', 1000)).toEqual({ start: 10, end: 999 });
  });

  it('answers unsatisfiable past the end, and ignores what it does not serve', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange('bytes=5-1', 1000)).toBeNull();
    expect(byteRange('bytes=0-1,4-5', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
  });

  it('serves audio in a video container as audio', () => {
    expect(servedType('audio-abc.webm', 'webm')).toBe('audio/webm');
    expect(servedType('video-abc.webm', 'webm')).toBe('video/webm');
    expect(servedType('audio-abc.mp3', 'mp3')).toBe('audio/mpeg');
  });
});
