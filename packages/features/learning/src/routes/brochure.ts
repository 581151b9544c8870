/**
 * `/learning/course/{slug}/brochure.pdf`: a resource route (loader only) that streams a course's
 * brochure from the API (`GET course/{id}/brochure`) as it comes, with the API's Content-Type and
 * Content-Disposition (an attachment named after the course). An unpublished course's brochure needs
 * its institute's preview key (`?key=`, as on its preview page). An unknown course, or one without a
 * brochure, is a 404.
 */
import { courseIdFromSlug } from '@jobsite/domain/calls';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { coursesBase, previewKeyOf } from '../courses.ts';

/** How long a brochure may take to arrive in full (the catalogue's request timeout). */
const DOWNLOAD_TIMEOUT_MS = 30_000;

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const id = courseIdFromSlug(params.slug ?? '');
  if (id === null) return text('This brochure does not exist.', 404);
  // An unpublished course's brochure, from its preview page: the institute's key goes along.
  const preview = previewKeyOf(new URL(request.url));
  const query = 'key' in preview ? `?key=${encodeURIComponent(preview.key)}` : '';
  let answer: Response;
  try {
    // Not the page's shared budget (`site.fetch`): that would end the stream after a few seconds.
    answer = await fetch(`${coursesBase(site)}course/${id}/brochure${query}`, {
      headers: { accept: 'application/pdf' },
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch {
    return text('The brochure cannot be downloaded right now. Please try again.', 503);
  }
  if (answer.status === 404 || answer.status === 400) {
    await answer.body?.cancel();
    return text('This brochure does not exist.', 404);
  }
  if (!answer.ok || answer.body === null) {
    await answer.body?.cancel();
    return text('The brochure cannot be downloaded right now. Please try again.', 502);
  }
  const headers = new Headers({
    'Content-Type': answer.headers.get('content-type') ?? 'application/pdf',
    'Content-Disposition':
      answer.headers.get('content-disposition') ?? `attachment; filename="course-${id}-brochure.pdf"`,
    'Cache-Control': query ? 'private, no-store' : 'public, max-age=3600',
    'X-Robots-Tag': 'noindex',
  });
  const length = answer.headers.get('content-length');
  if (length !== null) headers.set('Content-Length', length);
  return new Response(answer.body, { status: 200, headers });
}
