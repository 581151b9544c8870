import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import {
  ApiUnavailableContext,
  isApiUnavailable,
  markApiUnavailable,
  RETRY_AFTER_S,
  wasApiUnavailable,
} from './availability.ts';
import { NonceContext } from './color-mode.tsx';
import { deferHydration, hydrationMode } from './hydration.ts';
import { siteEnv } from './root.server.ts';
import { createNonce, setDocumentHeaders } from './security.ts';

const production = process.env.NODE_ENV === 'production';

/** How long deferred data may stream before the render is cut short. */
export const streamTimeout = 5_000;

/**
 * The server entry every brand uses: React Router's own Node entry (streaming; crawlers and SPA
 * mode wait for all content), with the document passed through {@link deferHydration} so the page
 * paints before its hydration scripts are downloaded; a signed-out visitor's page whose route asks
 * for it downloads them on first use (decision 0055). Each document gets its own CSP nonce. A page
 * whose data could not be had because the API did not answer is a 503 with Retry-After, served
 * without its hydration scripts (decision 0022).
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
  const nonce = createNonce();
  setDocumentHeaders(responseHeaders, { production, nonce, apiOrigin: siteEnv().apiOrigin });
  const apiDown = wasApiUnavailable(request);
  if (apiDown) {
    responseHeaders.set('Retry-After', String(RETRY_AFTER_S));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const mode = hydrationMode({
    apiDown,
    status: responseStatusCode,
    signedIn: Boolean((loaderData as { root?: { seeker?: unknown } }).root?.seeker),
    handles: matches.map((m) => routerContext.routeModules[m.route.id]?.handle),
  });
  return new Promise((resolve, reject) => {
    let status = apiDown ? 503 : responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ApiUnavailableContext.Provider value={apiDown}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </ApiUnavailableContext.Provider>,
      {
        nonce,
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
            .pipeThrough(deferHydration({ nonce, mode }))
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

/**
 * Errors of loaders and actions: logged, except requests the browser gave up on; one that says the API
 * did not answer marks its request, so the document is the 503 page.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isApiUnavailable(error)) {
    markApiUnavailable(request);
    console.error(`API unavailable for ${new URL(request.url).pathname}: ${(error as Error).message}`);
    return;
  }
  console.error(error);
}
