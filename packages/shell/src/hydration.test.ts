import { describe, expect, it } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  deferHydration,
  hydrationLoader,
  hydrationMode,
  ON_USE_MARK,
} from './hydration.ts';

/** A document shaped like React Router's output: preloads in `<head>`, the module script in `<body>`. */
const DOCUMENT =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Jobs</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/assets/root-C.css"/></head>' +
  '<body><main><h1>Jobs</h1><a href="/c/hr-jobs">HR</a></main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>' +
  '<script>window.__reactRouterContext.streamController.enqueue("data");</script></body></html>';

/** The same document as React Router renders it with a CSP nonce: the nonce comes first in each tag. */
const NONCED = DOCUMENT.replaceAll('<script', '<script nonce="n0nce+/=="').replaceAll(
  '<link rel="modulepreload"',
  '<link nonce="n0nce+/==" rel="modulepreload"',
);

async function run(chunks: string[], options?: Parameters<typeof deferHydration>[0]): Promise<string> {
  const stream = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(deferHydration(options));
  let out = '';
  for await (const text of stream) out += text;
  return out;
}

/** Splits text into pieces of `size` characters, so markers fall across chunk boundaries. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe('deferHydration', () => {
  it('takes the preloads out of the head and makes the module script inert', async () => {
    const html = await run([DOCUMENT]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root-B.js";`,
    );
  });

  it('puts the loader right after the module script, with every preload it removed', async () => {
    const html = await run([DOCUMENT]);
    const close = html.indexOf('</script>', html.indexOf(DEFERRED_MODULE_TYPE)) + '</script>'.length;
    expect(html.slice(close)).toMatch(/^<script>\(\(\)=>\{/);
    expect(html).toContain('const hrefs=["/assets/entry.client-A.js","/assets/root-B.js"];');
  });

  it('leaves the rest of the document as it was', async () => {
    const html = await run([DOCUMENT]);
    const expected = DOCUMENT.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
      .replace('<script type="module" async="">', `<script type="${DEFERRED_MODULE_TYPE}">`)
      .replace(
        'import("/assets/entry.client-A.js");</script>',
        `import("/assets/entry.client-A.js");</script>${hydrationLoader(['/assets/entry.client-A.js', '/assets/root-B.js'])}`,
      );
    expect(html).toBe(expected);
  });

  it('gives the same document however the stream is cut into chunks', async () => {
    const whole = await run([DOCUMENT]);
    for (const size of [1, 2, 7, 13, 31, 64, 200]) {
      expect(await run(pieces(DOCUMENT, size)), `chunks of ${size}`).toBe(whole);
    }
  });

  it('passes a document without a module script through untouched but for the head', async () => {
    const plain = '<html><head><title>x</title></head><body><p>robots</p></body></html>';
    expect(await run(pieces(plain, 5))).toBe(plain);
    const noHead = '<p>a fragment</p>';
    expect(await run([noHead])).toBe(noHead);
  });

  it('writes preload paths so that none can end the loader script', () => {
    const loader = hydrationLoader(['/assets/x</script><script>alert(1)//.js']);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader).toContain('\\u003c/script>');
  });

  it('unescapes attribute entities in the preload paths', async () => {
    const html = await run([
      '<html><head><link rel="modulepreload" href="/assets/a.js?v=1&amp;w=2"/></head><body>' +
        '<script type="module" async="">import "/assets/a.js?v=1&w=2";</script></body></html>',
    ]);
    expect(html).toContain('const hrefs=["/assets/a.js?v=1&w=2"];');
  });

  it('finds the preloads and the module script when a nonce comes first, and gives the loader the nonce', async () => {
    for (const size of [NONCED.length, 7, 1]) {
      const html = await run(pieces(NONCED, size), { nonce: 'n0nce+/==' });
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('modulepreload');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">import * as route0`);
      expect(html).toContain('<script nonce="n0nce+/==">(()=>{');
      expect(html).toContain('"/assets/entry.client-A.js","/assets/root-B.js"');
      expect(html).toContain('script.nonce=nonce');
    }
  });

  it("never hydrates a page served with mode: 'never'", async () => {
    const html = await run([NONCED], { nonce: 'n0nce+/==', mode: 'never' });
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">`);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('(()=>{let started');
  });

  it('keeps only base64 characters of a nonce in the loader tag', () => {
    expect(hydrationLoader([], 'a"><img src=x>')).toMatch(/^<script nonce="aimgsrc=x">/);
  });

  it("waits for a use instead of the paint with mode: 'on-use', with the same modules", async () => {
    const painted = await run([DOCUMENT]);
    const onUse = await run([DOCUMENT], { mode: 'on-use' });
    expect(onUse).toContain(`dataset.hydration="${ON_USE_MARK}"`);
    expect(onUse).not.toContain('first-contentful-paint');
    expect(onUse).not.toContain('setTimeout(start,3000)');
    expect(painted).not.toContain('dataset.hydration');
    for (const html of [painted, onUse]) {
      expect(html).toContain('const hrefs=["/assets/entry.client-A.js","/assets/root-B.js"];');
      expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    }
    // The document around the loader is the same.
    const strip = (html: string) => html.replace(/<script>\(\(\)=>\{.*?<\/script>/, '');
    expect(strip(onUse)).toBe(strip(painted));
  });
});

describe('hydrationMode', () => {
  const job = [undefined, undefined, { chatSticky: true, hydrate: 'on-use' }];
  const listing = [undefined, undefined, { chatSticky: true }];

  it("hydrates a signed-out visitor's page on use when its deepest route asks", () => {
    expect(hydrationMode({ apiDown: false, status: 200, signedIn: false, handles: job })).toBe('on-use');
  });

  it('hydrates after the paint for a signed-in person, another route, or an error page', () => {
    expect(hydrationMode({ apiDown: false, status: 200, signedIn: true, handles: job })).toBe('after-paint');
    expect(hydrationMode({ apiDown: false, status: 200, signedIn: false, handles: listing })).toBe(
      'after-paint',
    );
    expect(hydrationMode({ apiDown: false, status: 404, signedIn: false, handles: job })).toBe('after-paint');
    // Only the page's own route decides, not a layout around it.
    expect(
      hydrationMode({ apiDown: false, status: 200, signedIn: false, handles: [...job, undefined] }),
    ).toBe('after-paint');
    expect(hydrationMode({ apiDown: false, status: 200, signedIn: false, handles: [] })).toBe('after-paint');
  });

  it('never hydrates a page served while the API is down', () => {
    expect(hydrationMode({ apiDown: true, status: 200, signedIn: false, handles: job })).toBe('never');
    expect(hydrationMode({ apiDown: true, status: 503, signedIn: true, handles: listing })).toBe('never');
  });
});
