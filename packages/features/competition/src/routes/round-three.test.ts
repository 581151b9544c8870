import { itSendsSignedOutVisitorsToLogIn, setupTestSite, testSite } from '@jobsite/shell/testing';
import { makePdf, makeZip } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_VERTICAL,
  closeRound,
  grade,
  openRound,
  playQuiz,
  publishRound,
  registeredSeeker,
} from '../rounds/test-edition.ts';
import { createEdition } from '../test-editions.ts';
import { action, loader } from './round-three.tsx';

const PATH = '/epoch/round-three';

describe('the pitch round without its API (/epoch/round-three)', () => {
  const site = testSite(null);
  itSendsSignedOutVisitorsToLogIn(site, loader, PATH);

  it('takes only a deck or a video, and asks for the file before calling the API', async () => {
    const browser = site.browser();
    browser.cookies.receive([`${site.vertical}_token=an-expired-looking-token`]);
    expect(await browser.submitData(action, PATH, { kind: 'video' })).toEqual({
      kind: 'video',
      ok: false,
      error: 'Choose your pitch video file to hand in.',
    });
    expect(await browser.submitData(action, PATH, { kind: 'answer', file: new Blob(['x']) })).toMatchObject({
      kind: 'deck',
      ok: false,
      error: 'Choose what to hand in.',
    });
    await expect(browser.load(loader, PATH)).rejects.toMatchObject({ kind: 'network' });
  });
});

const xml = (text: string) => new TextEncoder().encode(`<?xml version="1.0"?>${text}`);

/** A PowerPoint (.pptx) file with `slides` slides. */
const pptx = (name: string, slides: number) =>
  new File(
    [
      makeZip([
        { name: '[Content_Types].xml', data: xml('<Types/>') },
        { name: 'ppt/presentation.xml', data: xml('<p:presentation/>') },
        ...Array.from({ length: slides }, (_, i) => ({
          name: `ppt/slides/slide${i + 1}.xml`,
          data: xml('<p:sld/>'),
        })),
      ]),
    ],
    name,
  );

/** An MP4 whose movie header says it lasts `seconds`. */
function mp4(name: string, seconds: number): File {
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  const box = (type: string, ...content: number[][]) => {
    const body = content.flat();
    return [...u32(8 + body.length), ...ascii(type), ...body];
  };
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2mp41'));
  const mvhd = box(
    'mvhd',
    [0, 0, 0, 0],
    u32(0),
    u32(0),
    u32(1000),
    u32(seconds * 1000),
    new Array(80).fill(0),
  );
  const bytes = new Uint8Array([...ftyp, ...box('moov', mvhd), ...box('mdat', new Array(512).fill(0x2a))]);
  return new File([bytes], name, { type: 'video/mp4' });
}

describe('the pitch round (/epoch/round-three) on the API', () => {
  const site = setupTestSite({ vertical: COMPETITION_VERTICAL });

  it('takes the deck and the video of a finalist, each with what the API read, and refuses a long deck or video', async () => {
    const { id } = await createEdition(site);
    const finalist = await registeredSeeker(site);
    const before = await finalist.data(loader, PATH);
    expect(before.gate.kind === 'closed' && before.gate.reason).toMatch(
      /^Round 3 opens to the candidates who qualify in Round 2, once its results are published\./,
    );
    expect(before.head).toMatchObject({
      noindex: true,
      title: expect.stringMatching(/^Round 3: the pitch \| /),
    });

    await openRound(site, id, 'round1');
    await playQuiz(finalist);
    await closeRound(site, id, 'round1');
    await publishRound(site, id, 'round1', 2);
    await openRound(site, id, 'round2');
    await finalist.client().competition.competitionSubmission({
      kind: 'answer',
      file: new Blob([makePdf(['Our answer'])]),
      fileName: 'answer.pdf',
    });
    await closeRound(site, id, 'round2');
    await grade(site, id, 'round2', finalist.account?.email ?? '', 8);
    await publishRound(site, id, 'round2', 5);
    await openRound(site, id, 'round3');

    expect((await finalist.data(loader, PATH)).gate).toMatchObject({
      kind: 'open',
      progress: { state: 'open' },
    });
    const long = await finalist.submitData(action, PATH, { kind: 'deck', file: pptx('long.pptx', 13) });
    expect(long).toMatchObject({ kind: 'deck', ok: false, error: expect.stringMatching(/13 slides/) });
    const deck = await finalist.submitData(action, PATH, { kind: 'deck', file: pptx('pitch.pptx', 9) });
    expect(deck).toMatchObject({
      kind: 'deck',
      ok: true,
      file: { fileName: 'pitch.pptx', format: 'pptx', slides: 9 },
    });
    const tooLong = await finalist.submitData(action, PATH, { kind: 'video', file: mp4('pitch.mp4', 150) });
    expect(tooLong).toMatchObject({
      kind: 'video',
      ok: false,
      error: expect.stringMatching(/2:30|150|2 minutes/),
    });
    const video = await finalist.submitData(action, PATH, { kind: 'video', file: mp4('pitch.mp4', 105) });
    expect(video).toMatchObject({ kind: 'video', ok: true, file: { format: 'mp4', durationSeconds: 105 } });

    const after = await finalist.data(loader, PATH);
    const files = after.gate.kind === 'open' ? after.gate.progress.files : [];
    expect(files.map((f) => [f.kind, f.slides, f.durationSeconds]).sort()).toEqual([
      ['deck', 9, null],
      ['video', null, 105],
    ]);
  });
});
