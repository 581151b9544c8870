/**
 * The two fixes our patch of react-router 8.4.0 carries (patches/react-router@8.4.0.patch, decision
 * 0081), each as the page meets it. Both are upstream from 8.5.1 and 8.5.3: when react-router is
 * upgraded and the patch dropped, these tests say whether the new version still behaves.
 */
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('a data load aborted while its body is coming', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('leaves no rejection for the page to see', async () => {
    // The browser errors an aborted fetch's body with the signal's reason, here after the first line.
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"_1":2},"routes",{}]\n'));
        abort.signal.addEventListener('abort', () => controller.error(abort.signal.reason));
      },
    });
    const decoded = await decodeViaTurboStream(body, globalThis as unknown as Window);
    expect(decoded.value).toEqual({ routes: {} });
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    // Whoever waits for the whole body still learns that it was cut.
    await expect(decoded.done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a fetcher loaded beside a post', () => {
  it('loads again after the post, even when a navigation ended while the post was on its way', async () => {
    // The job panel's case: back from the login popup, the page drops `then` from its address and
    // posts the save at once; the navigation ends before the save does.
    let saved = false;
    let answerPost = () => {};
    const postAnswered = new Promise<void>((resolve) => {
      answerPost = resolve;
    });
    const router = createRouter({
      history: createMemoryHistory({ initialEntries: ['/job?then=save'] }),
      routes: [
        {
          id: 'root',
          path: '/',
          children: [
            { id: 'job', path: 'job', loader: () => 'the job' },
            { id: 'panel', path: 'panel', loader: () => ({ saved }) },
            {
              id: 'save',
              path: 'save',
              action: async () => {
                await postAnswered;
                saved = true;
                return { ok: true };
              },
            },
          ],
        },
      ],
    }).initialize();
    const settled = () =>
      new Promise<void>((resolve) => {
        const check = () =>
          router.state.navigation.state === 'idle' &&
          [...router.state.fetchers.values()].every((f) => f.state === 'idle');
        if (check()) return resolve();
        const stop = router.subscribe(() => {
          if (!check()) return;
          stop();
          resolve();
        });
      });
    await settled();
    // What the panel shows: the data of its fetcher's last load, kept as a component's useFetcher
    // keeps it (the router hands a finished fetcher's data to its subscribers once).
    let panel: unknown;
    router.subscribe((state) => {
      const fetcher = state.fetchers.get('panel');
      if (fetcher?.state === 'idle') panel = fetcher.data;
    });
    router.getFetcher('panel');
    router.getFetcher('action');
    await router.fetch('panel', 'root', '/panel');
    await settled();
    expect(panel).toEqual({ saved: false });

    const formData = new FormData();
    formData.set('intent', 'save');
    const navigation = router.navigate('/job', { replace: true });
    const post = router.fetch('action', 'root', '/save', { formMethod: 'post', formData });
    await navigation;
    expect(router.state.location.search).toBe('');
    answerPost();
    await post;
    await settled();
    expect(panel).toEqual({ saved: true });
    router.dispose();
  });
});
