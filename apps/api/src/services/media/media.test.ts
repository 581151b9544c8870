/**
 * Round Zero (calls.md 7.9; decision 0035) on both drivers: uploads checked by their bytes, size and
 * length; the list; serving with byte ranges to the owner only; removing; completeness following.
 * The video and audio fixtures are Chromium's MediaRecorder's own recordings (fake camera and microphone).
 */
import { readFileSync } from 'node:fs';
import type { Vertical } from '@jobsite/domain';
import { MediaFilesAnswer, MediaUploadAnswer } from '@jobsite/domain/answers';
import { ROUND_ZERO } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { makeMp3, makeMp4, makeMp4WithoutLength } from '../../media/test-media.ts';
import { drivers, freshSeeker, setupTestServer, type TestSeeker } from '../../test-server.ts';
import { M, T } from '../../testing/verticals.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const VIDEO_MP4 = fixture('video.mp4');
const VIDEO_WEBM = fixture('video.webm');
const AUDIO_WEBM = fixture('audio.webm');
const AUDIO_M4A = fixture('audio.m4a');

describe.each(drivers)('Round Zero media on %s', (driver) => {
  const s = setupTestServer(driver);

  const auth = (seeker: TestSeeker, vertical: Vertical = T) => ({
    cookie: `${vertical}_token=${seeker.b.cookie(`${vertical}_token`)}`,
    origin: 'http://localhost:3000',
  });

  const upload = (
    seeker: TestSeeker,
    mediaType: string,
    data: Uint8Array,
    name: string,
    options: { vertical?: Vertical; path?: string; headers?: Record<string, string> } = {},
  ) => {
    const vertical = options.vertical ?? T;
    const form = new FormData();
    form.set('mediaType', mediaType);
    form.set('file', new Blob([Buffer.from(data)]), name);
    return fetch(`${s.base}/${vertical}/${options.path ?? 'media/files'}`, {
      method: 'POST',
      body: form,
      headers: options.headers ?? auth(seeker, vertical),
    });
  };
  const uploaded = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(MediaUploadAnswer, await res.json());
  };
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { message: string } }).error.message;
  const profile = async (seeker: TestSeeker) =>
    (await (await seeker.b.request('GET', `/${T}/user/profile/v2`)).json()) as {
      profile: { audio: boolean; video: boolean; audioPath: string | null; videoPath: string | null };
      completeness: { profileVideoAudio: number };
    };
  const list = async (seeker: TestSeeker, query = '') => {
    const res = await seeker.b.request('GET', `/${T}/media/files${query}`);
    expect(res.status).toBe(200);
    return v.parse(MediaFilesAnswer, await res.json()).files;
  };

  it('keeps a recorded MP4 video: listed with its length, on the profile, and completeness follows', async () => {
    const seeker = await freshSeeker(s, T);
    expect((await profile(seeker)).completeness.profileVideoAudio).toBe(0);
    const { message, file } = await uploaded(await upload(seeker, 'RoundZeroVideo', VIDEO_MP4, 'me.mp4'));
    expect(message).toBe('Your Round Zero video has been saved');
    expect(file).toMatchObject({
      mediaType: 'RoundZeroVideo',
      mime: 'video/mp4',
      sizeBytes: VIDEO_MP4.length,
    });
    expect(file.url).toMatch(new RegExp(`^/${T}/media/file/${seeker.seekerId}/video-[a-z0-9]+\\.mp4$`));
    expect(file.durationSeconds).toBeGreaterThan(1);
    expect(file.durationSeconds).toBeLessThan(1.5);

    const after = await profile(seeker);
    expect(after.profile).toMatchObject({ video: true, audio: false, videoPath: file.url, audioPath: null });
    expect(after.completeness.profileVideoAudio).toBe(1);
    expect(await list(seeker)).toEqual([file]);
    expect(await list(seeker, '?mediaTypes=RoundZeroAudio')).toEqual([]);
    expect(await list(seeker, '?mediaTypes=RoundZeroVideo,RoundZeroAudio')).toEqual([file]);
    const bad = await seeker.b.request('GET', `/${T}/media/files?mediaTypes=Selfie`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/mediaTypes.*RoundZeroVideo or RoundZeroAudio/);

    const served = await seeker.b.request('GET', file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(VIDEO_MP4))).toBe(true);
  });

  it("takes what a browser's recorder makes (WebM video, WebM and MP4 audio) and MP3 audio", async () => {
    const seeker = await freshSeeker(s, T);
    const webm = (await uploaded(await upload(seeker, 'RoundZeroVideo', VIDEO_WEBM, 'blob'))).file;
    expect(webm).toMatchObject({ mime: 'video/webm' });
    expect(webm.durationSeconds).toBeGreaterThan(1);
    const opus = (await uploaded(await upload(seeker, 'RoundZeroAudio', AUDIO_WEBM, 'blob'))).file;
    expect(opus).toMatchObject({ mediaType: 'RoundZeroAudio', mime: 'audio/webm' });
    expect(opus.durationSeconds).toBeGreaterThan(1.2);
    const m4a = (await uploaded(await upload(seeker, 'RoundZeroAudio', AUDIO_M4A, 'voice.m4a'))).file;
    expect(m4a).toMatchObject({ mime: 'audio/mp4' });
    const mp3Data = makeMp3(12);
    const mp3 = (await uploaded(await upload(seeker, 'RoundZeroAudio', mp3Data, 'voice.mp3'))).file;
    expect(mp3).toMatchObject({ mime: 'audio/mpeg', sizeBytes: mp3Data.length });
    expect(mp3.durationSeconds).toBeCloseTo(12, 1);

    // Each new audio replaced the one before: its address answers as one never stored.
    expect((await seeker.b.request('GET', opus.url)).status).toBe(404);
    expect((await seeker.b.request('GET', m4a.url)).status).toBe(404);
    const served = await seeker.b.request('GET', mp3.url);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect((await list(seeker)).map((f) => f.mediaType)).toEqual(['RoundZeroVideo', 'RoundZeroAudio']);
    expect((await profile(seeker)).profile).toMatchObject({ video: true, audio: true, audioPath: mp3.url });
  });

  it('refuses a renamed text file, audio as video, an unknown type, too large and too long, with clear messages', async () => {
    const seeker = await freshSeeker(s, T);
    const text = new TextEncoder().encode('Hello recruiters, this is my introduction, honestly a video.');
    const renamed = await upload(seeker, 'RoundZeroVideo', text, 'intro.mp4');
    expect(renamed.status).toBe(415);
    expect(await errorOf(renamed)).toBe('The video must be an MP4 or WebM file');
    const mp3AsVideo = await upload(seeker, 'RoundZeroVideo', makeMp3(3), 'intro.mp4');
    expect(mp3AsVideo.status).toBe(415);
    const textAsAudio = await upload(seeker, 'RoundZeroAudio', text, 'voice.mp3');
    expect(textAsAudio.status).toBe(415);
    expect(await errorOf(textAsAudio)).toBe('The audio must be an MP3, M4A or WebM file');

    const noType = await upload(seeker, 'Selfie', VIDEO_MP4, 'me.mp4');
    expect(noType.status).toBe(400);
    expect(await errorOf(noType)).toBe(
      "Invalid body field 'mediaType': must be RoundZeroVideo or RoundZeroAudio",
    );

    const tooLong = await upload(seeker, 'RoundZeroVideo', makeMp4(125), 'long.mp4');
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toBe('The video is 2:05 long. Round Zero takes at most 1:30');
    const longAudio = await upload(seeker, 'RoundZeroAudio', makeMp3(95), 'long.mp3');
    expect(longAudio.status).toBe(400);
    expect(await errorOf(longAudio)).toMatch(/^The audio is 1:35 long/);
    const atTheLimit = await upload(seeker, 'RoundZeroVideo', makeMp4(ROUND_ZERO.maxSeconds), 'ninety.mp4');
    expect(atTheLimit.status).toBe(200);
    const tooShort = await upload(seeker, 'RoundZeroVideo', makeMp4(0.4), 'blink.mp4');
    expect(tooShort.status).toBe(400);
    expect(await errorOf(tooShort)).toBe(
      'The video is shorter than a second. Please record a longer introduction',
    );
    const unknown = await upload(seeker, 'RoundZeroVideo', makeMp4WithoutLength(), 'odd.mp4');
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe('We could not read the length of this video. Please record it again');

    const bigAudio = new Uint8Array(ROUND_ZERO.maxAudioBytes + 1);
    bigAudio.set(makeMp3(1));
    const tooLargeAudio = await upload(seeker, 'RoundZeroAudio', bigAudio, 'big.mp3');
    expect(tooLargeAudio.status).toBe(413);
    expect(await errorOf(tooLargeAudio)).toBe('The audio is larger than 8 MB. Please record a shorter one');
    const bigVideo = new Uint8Array(ROUND_ZERO.maxVideoBytes + 64 * 1024);
    bigVideo.set(makeMp4(10));
    const tooLargeVideo = await upload(seeker, 'RoundZeroVideo', bigVideo, 'big.mp4');
    expect(tooLargeVideo.status).toBe(413);
    expect(await errorOf(tooLargeVideo)).toMatch(/larger than 30 MB/);

    // Only the one good upload is kept.
    expect((await list(seeker)).map((f) => f.durationSeconds)).toEqual([ROUND_ZERO.maxSeconds]);
  });

  it('serves byte ranges: 206 with Content-Range, suffix and open ranges, 416 past the end', async () => {
    const seeker = await freshSeeker(s, T);
    const { file } = await uploaded(await upload(seeker, 'RoundZeroVideo', VIDEO_WEBM, 'me.webm'));
    const size = VIDEO_WEBM.length;
    const ranged = (range: string) => seeker.b.request('GET', file.url, { headers: { range } });

    const first = await ranged('bytes=0-99');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(first.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(VIDEO_WEBM.subarray(0, 100)))).toBe(
      true,
    );

    const open = await ranged(`bytes=${size - 50}-`);
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(Buffer.from(await open.arrayBuffer()).equals(Buffer.from(VIDEO_WEBM.subarray(size - 50)))).toBe(
      true,
    );

    const suffix = await ranged('bytes=-10');
    expect(suffix.status).toBe(206);
    expect((await suffix.arrayBuffer()).byteLength).toBe(10);
    const pastEndClamped = await ranged(`bytes=10-${size + 1000}`);
    expect(pastEndClamped.headers.get('content-range')).toBe(`bytes 10-${size - 1}/${size}`);

    const beyond = await ranged(`bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    const several = await ranged('bytes=0-1,5-6');
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(size);
  });

  it("answers another seeker's recording as not found, and asks a visitor to log in", async () => {
    const owner = await freshSeeker(s, T);
    const other = await freshSeeker(s, T);
    const { file } = await uploaded(await upload(owner, 'RoundZeroVideo', VIDEO_MP4, 'me.mp4'));
    const stranger = await other.b.request('GET', file.url, { headers: { range: 'bytes=0-9' } });
    expect(stranger.status).toBe(404);
    expect((await s.get(file.url)).status).toBe(401);
    expect((await s.get(`/${T}/media/files`)).status).toBe(401);
    // The same seeker id under the other vertical is nobody's session there.
    const elsewhere = await freshSeeker(s, M);
    expect((await elsewhere.b.request('GET', file.url.replace(`/${T}/`, `/${M}/`))).status).toBe(404);
    expect(await list(other)).toEqual([]);
    // Removing is the caller's own: the other seeker's remove leaves the owner's recording in place.
    const theirs = await other.b.request('POST', `/${T}/media/remove`, {
      form: { mediaType: 'RoundZeroVideo' },
    });
    expect(await theirs.json()).toMatchObject({ removed: false });
    expect((await owner.b.request('GET', file.url)).status).toBe(200);
  });

  it('removes a recording: the file goes, the key clears, completeness follows, a second remove says so', async () => {
    const seeker = await freshSeeker(s, T);
    const { file } = await uploaded(await upload(seeker, 'RoundZeroVideo', VIDEO_MP4, 'me.mp4'));
    const bad = await seeker.b.request('POST', `/${T}/media/remove`, { form: { mediaType: 'Video' } });
    expect(bad.status).toBe(400);
    const removed = await seeker.b.request('POST', `/${T}/media/remove`, {
      form: { mediaType: 'RoundZeroVideo' },
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      message: 'Your Round Zero video has been removed',
      removed: true,
    });
    expect((await seeker.b.request('GET', file.url)).status).toBe(404);
    const after = await profile(seeker);
    expect(after.profile).toMatchObject({ video: false, videoPath: null });
    expect(after.completeness.profileVideoAudio).toBe(0);
    expect(await list(seeker)).toEqual([]);
    const again = await seeker.b.request('POST', `/${T}/media/remove`, {
      form: { mediaType: 'RoundZeroVideo' },
    });
    expect(await again.json()).toEqual({ message: 'You have no Round Zero video', removed: false });
  });

  it('ext/media/upload takes the mobile app’s bearer token only, never the cookie', async () => {
    const seeker = await freshSeeker(s, T);
    const token = seeker.b.cookie(`${T}_token`) ?? '';
    const byCookie = await upload(seeker, 'RoundZeroAudio', makeMp3(4), 'voice.mp3', {
      path: 'ext/media/upload',
    });
    expect(byCookie.status).toBe(401);
    const byBearer = await upload(seeker, 'RoundZeroAudio', makeMp3(4), 'voice.mp3', {
      path: 'ext/media/upload',
      headers: { authorization: `Bearer ${token}` },
    });
    const { file } = await uploaded(byBearer);
    expect(file).toMatchObject({ mediaType: 'RoundZeroAudio', mime: 'audio/mpeg' });
    expect((await profile(seeker)).completeness.profileVideoAudio).toBe(1);
    const fromAnotherSite = await upload(seeker, 'RoundZeroAudio', makeMp3(4), 'voice.mp3', {
      headers: { ...auth(seeker), origin: 'https://elsewhere.example' },
    });
    expect(fromAnotherSite.status).toBe(403);
  });
});
