import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { deferHydration } from './hydration.ts';

/** How long deferred data may stream before the render is cut short. */
export const streamTimeout = 5_000;

/**
 * The server entry every brand uses: React Router's own Node entry (streaming; crawlers and SPA
 * mode wait for all content), with the document passed through {@link deferHydration} so the page
 * paints before its hydration scripts are downloaded.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body)
            // A decoder takes any BufferSource, the bytes here among them; the DOM types do not say so.
            .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
            .pipeThrough(deferHydration())
            .pipeThrough(new TextEncoderStream());
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors inside the shell are logged by React Router when the shell fails.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
