import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { brands, colorModes } from '../../../../.storybook/brands.ts';
import { axeViolations } from './axe.ts';

export type StoriesModule = Parameters<typeof composeStories>[0];

/** A story ready to render, with the parameters the suite reads. */
type ComposedStory = ComponentType & { parameters?: PictureWidthsParameter };

/**
 * A story's parameter: the widths (CSS pixels) it is also pictured at, besides the suite's own viewport,
 * each in light mode only (decision 0096), as `<file>-<story>-<brand>-light-<width>px`: a page story
 * names the phone width (`pictureWidths: [390]`) so that its phone layout has a reference too.
 */
export interface PictureWidthsParameter {
  pictureWidths?: readonly number[];
}

export interface StorySuiteOptions {
  /**
   * Wait until the story's DOM has not changed for this long (at most 5 s) before checking it: pages
   * stream parts in (a deferred list behind Suspense) a moment after their first render.
   */
  quietMs?: number;
}

/** Resolves once `root` has seen no DOM change for `quietMs`, or after `maxMs` whatever happens. */
function quiet(root: Element, quietMs: number, maxMs = 5000): Promise<void> {
  return new Promise((done) => {
    let timer = setTimeout(finish, quietMs);
    const cap = setTimeout(finish, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      done();
    }
  });
}

/**
 * Every story of `modules` (an `import.meta.glob` of stories files) renders in each brand and colour
 * mode, passes axe's WCAG 2.2 A/AA rules in real Chromium (so colour contrast is measured on the
 * rendered page), and looks as its reference screenshot in `__screenshots__/` says (decision 0050): a
 * change that alters a story's look fails until its references are updated (`pnpm visual:update`).
 */
export function storySuite(modules: Record<string, StoriesModule>, options: StorySuiteOptions = {}): void {
  beforeAll(() => {
    // Still pictures: no animation or transition is caught half way, no caret blinks.
    const still = document.createElement('style');
    still.textContent =
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
    document.head.append(still);
  });

  /**
   * Renders the story (at `width`, if given, then back to the suite's viewport), waits for it to be
   * still, checks its theme and axe, and compares its picture.
   */
  async function checkStory(
    Story: ComposedStory,
    brand: string,
    colorMode: string,
    picture: string,
    width?: number,
  ) {
    const { innerWidth, innerHeight } = window;
    if (width !== undefined) await page.viewport(width, innerHeight);
    try {
      await renderAndCompare(Story, brand, colorMode, picture, width !== undefined);
    } finally {
      if (window.innerWidth !== innerWidth || window.innerHeight !== innerHeight) {
        await page.viewport(innerWidth, innerHeight);
      }
    }
  }

  /**
   * `wholeHeight`: a story taller than the viewport gets a taller one first, as the frame paints only
   * what is inside it (a phone-width page is several screens tall).
   */
  async function renderAndCompare(
    Story: ComposedStory,
    brand: string,
    colorMode: string,
    picture: string,
    wholeHeight: boolean,
  ) {
    const { container } = render(<Story />);
    if (options.quietMs) await quiet(container, options.quietMs);
    const themed = container.querySelector('[data-brand]');
    expect(themed?.getAttribute('data-brand')).toBe(brand);
    expect(themed?.getAttribute('data-color-mode')).toBe(colorMode);
    expect(await axeViolations(container)).toEqual([]);
    // The picture of the story itself, not of the viewport's height that Storybook fills.
    if (themed instanceof HTMLElement) themed.style.minHeight = '0';
    if (wholeHeight) {
      const height = Math.ceil(container.getBoundingClientRect().height);
      if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
    }
    await expect(page.elementLocator(container)).toMatchScreenshot(picture);
  }

  for (const [path, module] of Object.entries(modules)) {
    const name = path.replace(/^.*\/([\w.-]+)\.stories\.tsx$/, '$1');
    describe(name, () => {
      for (const brand of Object.keys(brands)) {
        for (const colorMode of colorModes) {
          const stories = composeStories(module, { initialGlobals: { brand, colorMode } });
          for (const [storyName, Story] of Object.entries(stories) as [string, ComposedStory][]) {
            test(`${storyName} · ${brand} · ${colorMode}`, async () => {
              await checkStory(Story, brand, colorMode, `${name}-${storyName}-${brand}-${colorMode}`);
            });
            if (colorMode !== 'light') continue;
            for (const width of Story.parameters?.pictureWidths ?? []) {
              test(`${storyName} · ${brand} · ${colorMode} · ${width}px`, async () => {
                const picture = `${name}-${storyName}-${brand}-${colorMode}-${width}px`;
                await checkStory(Story, brand, colorMode, picture, width);
              });
            }
          }
        }
      }
    });
  }
}
