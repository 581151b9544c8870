/**
 * Round Zero on the site (decision 0035), against the real API: the audio/video step's upload and
 * remove forms, and the relay `/media/file/{owner}/{name}` that streams a file with its ranges.
 */
import { REGISTRATION_STEPS } from '@jobsite/domain';
import { siteMediaPath } from '@jobsite/domain/calls';
import { setupTestSite } from '@jobsite/shell/testing';
import { PNG_1X1 } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loader as relay } from './media.ts';
import { action, loader } from './step.tsx';

const site = setupTestSite();
const step = REGISTRATION_STEPS.find((s) => s.key === 'audioVideoProfile');
if (!step) throw new Error('no audio/video step');
const at = { params: { step: step.path.slice(step.path.lastIndexOf('/') + 1) } };

/** An MP3 of about `seconds` (MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples). */
function mp3(seconds: number): Uint8Array {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const bytes = new Uint8Array(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * 417);
  return bytes;
}

const uploadForm = (fields: Record<string, string>, file?: { data: Uint8Array; name: string }) => {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) form.append(k, value);
  if (file) form.append('file', new Blob([Buffer.from(file.data)]), file.name);
  return form;
};

const paramsOf = (path: string) => {
  const [, , , owner = '', name = ''] = path.split('/');
  return { owner, name };
};

describe('the audio/video step (/registration/addAudioVideoProfile)', () => {
  it('uploads a file, shows it with its site address, refuses a wrong one, and removes it', async () => {
    const seeker = await site.signUp();
    const before = await seeker.data(loader, step.path, at);
    expect(before.recordings).toEqual([]);

    const post = (fields: Record<string, string>, file?: { data: Uint8Array; name: string }) =>
      seeker.submitData(action, step.path, uploadForm(fields, file), at);

    const saved = await post(
      { intent: 'upload', mediaType: 'RoundZeroAudio' },
      { data: mp3(6), name: 'me.mp3' },
    );
    expect(saved).toEqual({ saved: 'Your Round Zero audio has been saved' });
    const page = await seeker.data(loader, step.path, at);
    expect(page.recordings).toHaveLength(1);
    expect(page.recordings[0]?.url).toMatch(/^\/media\/file\/\d+\/audio-[a-z0-9]+\.mp3$/);
    expect(page.recordings[0]?.durationSeconds).toBeCloseTo(6, 0);

    const text = new TextEncoder().encode('just some words, not a recording');
    expect(
      await post({ intent: 'upload', mediaType: 'RoundZeroVideo' }, { data: text, name: 'me.mp4' }),
    ).toEqual({
      errors: { upload: 'The video must be an MP4 or WebM file' },
    });
    expect(
      await post(
        { intent: 'upload', mediaType: 'RoundZeroAudio', source: 'recorder' },
        { data: mp3(100), name: 'b' },
      ),
    ).toEqual({ errors: { recording: 'The audio is 1:40 long. Round Zero takes at most 1:30' } });
    expect(await post({ intent: 'upload', mediaType: 'Selfie' })).toEqual({
      errors: { upload: 'Choose whether it is a video or an audio recording.' },
    });
    expect(await post({ intent: 'upload', mediaType: 'RoundZeroVideo' })).toEqual({
      errors: { upload: 'Choose a video file to upload.' },
    });

    expect(await post({ intent: 'remove', mediaType: 'RoundZeroAudio' })).toEqual({
      saved: 'Your Round Zero audio has been removed',
    });
    expect((await seeker.data(loader, step.path, at)).recordings).toEqual([]);
  });
});

describe('the media relay (/media/file/{owner}/{name})', () => {
  it("streams the owner's file with ranges, and answers anyone else 404", async () => {
    const seeker = await site.signUp();
    const data = mp3(4);
    const { file } = await seeker
      .client('/registration/addAudioVideoProfile')
      .media.uploadMedia({ mediaType: 'RoundZeroAudio', file: new Blob([Buffer.from(data)]) });
    const path = siteMediaPath(file.url);
    expect(path).toMatch(/^\/media\/file\//);
    const params = paramsOf(path);

    const whole = await seeker.load(relay, path, { params });
    expect(whole.status).toBe(200);
    expect(whole.response.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.response.arrayBuffer()).equals(Buffer.from(data))).toBe(true);

    const part = await seeker.load(relay, path, { params, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${data.length}`);
    expect(Buffer.from(await part.response.arrayBuffer()).equals(Buffer.from(data.subarray(100, 200)))).toBe(
      true,
    );

    const past = await seeker.load(relay, path, { params, headers: { range: `bytes=${data.length}-` } });
    expect(past.status).toBe(416);
    expect(past.response.headers.get('content-range')).toBe(`bytes */${data.length}`);

    const other = await site.signUp();
    expect((await other.load(relay, path, { params })).status).toBe(404);
    expect((await site.browser().load(relay, path, { params })).status).toBe(404);
    const odd = { owner: '1', name: '../../etc' };
    expect((await seeker.load(relay, '/media/file/1/x', { params: odd })).status).toBe(404);
  });

  it('relays a picture to anyone, so the header and profile show it on the site', async () => {
    const seeker = await site.signUp();
    const { picUrl } = await seeker
      .client('/myprofile')
      .user.uploadProfilePicture({ file: new Blob([Buffer.from(PNG_1X1)]), fileName: 'me.png' });
    const path = siteMediaPath(picUrl ?? '');
    const visitor = await site.browser().load(relay, path, { params: paramsOf(path) });
    expect(visitor.status).toBe(200);
    expect(visitor.response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await visitor.response.arrayBuffer())).toEqual(PNG_1X1);
  });
});
