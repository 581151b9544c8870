/**
 * `/epoch/round-two/case-study`: a resource route (loader only) that relays round 2's case study
 * (`GET competition/download?round=round2`) with the signed-in candidate's session, so the browser never
 * holds the token. A refusal (round not open, not qualified, no case study) or an API that does not
 * answer is a small page with the API's message and the way back, never an empty one.
 */
import { isApiClientError } from '@jobsite/api-client';
import { statusOf } from '@jobsite/shell/failure-status';
import { requireSignedIn } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { EPOCH_PATHS } from '../edition.ts';

/** The download's file name by the type the API sent. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of its own (the relay has no React page) that says why there is no file. */
function refusal(status: number, message: string, retryAfter?: number): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>The case study cannot be downloaded</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>The case study cannot be downloaded</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${EPOCH_PATHS.round2}">Back to round 2</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
    },
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  try {
    const file = await site.api.competition.competitionDownload({ round: 'round2' });
    const type = file.type || 'application/octet-stream';
    const extension = EXTENSIONS[type.split(';')[0]?.trim() ?? ''] ?? 'pdf';
    return new Response(await file.arrayBuffer(), {
      headers: {
        'Content-Type': type,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="case-study.${extension}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Robots-Tag': 'noindex',
      },
    });
  } catch (error) {
    const unavailable =
      isApiClientError(error) &&
      (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.status === 502 ||
        error.status === 503 ||
        error.status === 504);
    if (unavailable)
      return refusal(
        503,
        'The competition service is not answering right now. Please try again in a few minutes.',
        30,
      );
    const status = statusOf(error);
    const message = isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
    return refusal(status !== undefined && status >= 400 && status < 500 ? status : 502, message);
  }
}
