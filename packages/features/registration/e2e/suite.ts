/**
 * The Round Zero journey every brand app runs against its built server and a real API (decision 0035):
 * a new seeker opens the audio/video step with Chromium's fake camera and microphone, records a few
 * seconds (the countdown runs), previews the take, records again, saves it, and finds the player on
 * /myprofile, where it plays and seeks through the site's media relay (answered 206). Axe on each page.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { hydratingPage } from '@jobsite/test-fixtures/hydration';
import { expect } from '@playwright/test';

const STEP = '/registration/addAudioVideoProfile';

/** An MP3 of about `seconds` (MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples). */
function mp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const bytes = Buffer.alloc(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * 417);
  return bytes;
}

export function defineRoundZeroSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: Round Zero`, () => {
    test('a seeker records a video introduction, previews, retakes and saves it, then plays and seeks it on the profile', async ({
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // Chromium's fake camera and microphone are launch flags, which a describe cannot set
      // (Playwright would need a worker of its own): this test starts its own browser with them.
      const browser = await playwright.chromium.launch({
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      });
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
      const page = hydratingPage(await context.newPage());
      const consoleErrors: string[] = [];
      page.on('pageerror', (e) => consoleErrors.push(e.message));
      try {
        const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
          form: { name: 'Nisha Verma', email: uniqueEmail('round-zero'), password: E2E_PASSWORD },
        });
        expect(registered.status()).toBe(200);

        await page.goto(STEP);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Your Round Zero introduction' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
        await expectAccessible(page);

        // First take: the countdown starts at the limit and runs down while recording.
        await page.getByRole('button', { name: 'Start recording' }).click();
        const timer = page.getByRole('timer', { name: 'Time left' });
        await expect(timer).toHaveText(/^1:(2\d|30) left$/);
        await expect(page.getByRole('radio', { name: /Audio only/ })).toBeDisabled();
        await expect(timer).toHaveText(/^1:(2[0-7]) left$/, { timeout: 15_000 });
        await page.getByRole('button', { name: 'Stop recording' }).click();
        const preview = page.getByRole('heading', { name: /^Your recording \(0:0\d\)$/ });
        await expect(preview).toBeFocused();
        await expect(page.getByLabel('Preview of your recording')).toBeVisible();
        await expectAccessible(page);

        // Record again, then save the second take.
        await page.getByRole('button', { name: 'Record again' }).click();
        // The countdown starts again from the limit.
        await expect(timer).toHaveText(/^1:(29|30) left$/);
        await expect(timer).toHaveText(/^1:2[0-7] left$/, { timeout: 15_000 });
        await page.getByRole('button', { name: 'Stop recording' }).click();
        await expect(preview).toBeFocused();
        await page.getByRole('button', { name: 'Save recording' }).click();
        const saved = page.getByRole('status').filter({ hasText: 'Your Round Zero video has been saved' });
        await expect(saved).toBeVisible({ timeout: 30_000 });
        const savedSection = page.getByRole('region', { name: 'Saved on your profile' });
        await expect(savedSection.getByLabel('Your Round Zero video')).toBeVisible();
        await expect(savedSection.getByRole('button', { name: 'Remove video' })).toBeVisible();
        await expectAccessible(page);

        // The profile plays it through the site's relay, which answers the player's ranges with 206.
        const relayed: number[] = [];
        const ranges: string[] = [];
        page.on('response', (res) => {
          if (new URL(res.url()).pathname.startsWith('/media/file/')) {
            relayed.push(res.status());
            ranges.push(`${res.request().headers().range ?? '-'} ${res.headers()['content-range'] ?? ''}`);
          }
        });
        await page.goto('/myprofile');
        const section = page.getByRole('region', { name: 'Round Zero' });
        const player = section.getByLabel('Your Round Zero video');
        await expect(player).toBeVisible();
        await expect(section.getByRole('link', { name: 'Replace your Round Zero' })).toHaveAttribute(
          'href',
          STEP,
        );
        await expect(section.getByRole('button', { name: 'Remove video' })).toBeVisible();
        await expectAccessible(page);

        // A recorder's file carries no length in its header: the player learns it by playing it through,
        // as a person watching it would, and then seeks anywhere in it.
        const played = await player.evaluate(async (element) => {
          const video = element as HTMLVideoElement;
          video.muted = true;
          const ended = new Promise<void>((resolve, reject) => {
            video.addEventListener('ended', () => resolve(), { once: true });
            video.addEventListener('error', () => reject(new Error('the video did not play')), {
              once: true,
            });
          });
          if (video.readyState < 1)
            await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
          const before = video.duration;
          await video.play();
          await ended;
          const duration = video.duration;
          const seeked = new Promise<void>((resolve) =>
            video.addEventListener('seeked', () => resolve(), { once: true }),
          );
          video.currentTime = 1;
          await seeked;
          return { currentTime: video.currentTime, before, duration, error: video.error?.code ?? null };
        });
        expect(played.error).toBeNull();
        expect(played.duration, JSON.stringify({ played, relayed, ranges })).toBeGreaterThan(1);
        expect(played.currentTime).toBeCloseTo(1, 1);
        expect(relayed).toContain(206);
        expect(relayed.every((status) => status === 200 || status === 206)).toBe(true);
        expect(consoleErrors).toEqual([]);
      } finally {
        await browser.close();
      }
    });

    test('without JavaScript, a seeker uploads an MP3 with the plain form, and a renamed text file is refused', async ({
      browser,
      baseURL,
    }) => {
      // Axe needs scripts in the page, so it runs on these pages in the journey above, not here.
      const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
      try {
        const page = await context.newPage();
        const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
          form: { name: 'Arjun Pillai', email: uniqueEmail('round-zero-plain'), password: E2E_PASSWORD },
        });
        expect(registered.status()).toBe(200);
        await page.goto(STEP);
        const form = page.getByRole('region', { name: 'Or upload a file' });
        await form.getByRole('radio', { name: 'An audio recording' }).check();
        await form.getByLabel('Video or audio file').setInputFiles({
          name: 'notes.mp3',
          mimeType: 'audio/mpeg',
          buffer: Buffer.from('These are my notes, not a recording at all.'),
        });
        await form.getByRole('button', { name: 'Upload' }).click();
        await expect(form.getByRole('alert')).toHaveText('The audio must be an MP3, M4A or WebM file');

        await form.getByRole('radio', { name: 'An audio recording' }).check();
        await form.getByLabel('Video or audio file').setInputFiles({
          name: 'hello.mp3',
          mimeType: 'audio/mpeg',
          buffer: mp3(5),
        });
        await form.getByRole('button', { name: 'Upload' }).click();
        await expect(page.getByRole('status')).toHaveText('Your Round Zero audio has been saved');
        const saved = page.getByRole('region', { name: 'Saved on your profile' });
        await expect(saved.getByLabel('Your Round Zero audio')).toBeVisible();
        await expect(saved.getByText('Round Zero audio, 0:05')).toBeVisible();

        await page.goto('/myprofile');
        const section = page.getByRole('region', { name: 'Round Zero' });
        await section.getByRole('button', { name: 'Remove audio' }).click();
        await expect(page.getByRole('region', { name: 'Round Zero' }).getByRole('status')).toHaveText(
          'Your Round Zero audio has been removed',
        );
        await expect(page.getByRole('link', { name: 'Record your Round Zero' })).toHaveAttribute(
          'href',
          STEP,
        );
      } finally {
        await context.close();
      }
    });
  });
}
