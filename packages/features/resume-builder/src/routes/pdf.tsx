/**
 * `/resume-builder/pdf`: a resource route (loader only) that answers the seeker's saved resume as a PDF
 * attachment, read from the API (`GET user/resume-builder/pdf`) with their session. Without the resume
 * builder the API refuses (403) and so does this route, with the API's text.
 */
import { pdfFileName, RESUME_TEMPLATES } from '@jobsite/domain/calls';
import { errorText, requireSignedIn } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const asked = new URL(request.url).searchParams.get('template') ?? '';
  const template = RESUME_TEMPLATES.find((t) => t.id === asked)?.id;
  try {
    const api = site.api.resumeBuilder;
    const file = await api.resumePdf(template ? { template } : {});
    const { draft } = await api.resumeDraft();
    return new Response(await file.arrayBuffer(), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFileName(draft.name)}"`,
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  } catch (error) {
    // The client's error carries the API's status (`ApiClientError`); the text is the API's message.
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 502;
    return new Response(errorText(error), {
      status: status === 401 || status === 403 || status === 404 ? status : 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
