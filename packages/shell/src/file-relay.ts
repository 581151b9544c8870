/**
 * The site's relay of a file the API keeps (pictures, recordings, company logos; decisions 0035 and
 * 0092): the answer a browser gets from what the API answered, so that every relayed file passes the
 * same headers on and fails the same way.
 */

/** The API's headers that describe the file and its range; nothing else of its answer is passed on. */
const PASSED = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'content-disposition',
  'cache-control',
  'content-security-policy',
  'etag',
  'last-modified',
];

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A relayed file that is not there (or not the asker's): a plain 404. */
export const fileNotFound = () => text('Not found', 404);

/**
 * The answer to send back: the file's status and headers, its body streamed as it arrives. 401, 403 and
 * 404 read as not found; any other status but 200, 206 and 416 as a file that cannot be loaded now.
 */
export function relayed(answer: Response): Response {
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) return fileNotFound();
  if (answer.status !== 200 && answer.status !== 206 && answer.status !== 416) {
    return text('The file cannot be loaded right now. Please try again.', 502);
  }
  const headers = new Headers();
  for (const name of PASSED) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return new Response(answer.status === 416 ? null : answer.body, { status: answer.status, headers });
}

/** The answer when asking the API failed: nothing for a browser that left (499), else a 502. */
export function relayFailed(request: Request): Response {
  if (request.signal.aborted) return new Response(null, { status: 499 });
  return text('The file cannot be loaded right now. Please try again.', 502);
}
