/**
 * `/interviews/:slotId/calendar.ics`: a resource route (loader only) that answers the seeker's booked
 * slot as an iCalendar file, read from the API (`GET user/interview/slot/ics`) with their session.
 */
import { errorText, requireSignedIn } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const slotId = params.slotId ?? '';
  if (!/^\d{1,10}$/.test(slotId)) return new Response('Not found', { status: 404 });
  try {
    const file = await site.api.interviews.interviewSlotIcs({ slotid: slotId });
    return new Response(await file.text(), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="interview-${slotId}.ics"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    // The client's error carries the API's status (`ApiClientError`); the text is the API's message.
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 502;
    return new Response(errorText(error), {
      status: status === 401 || status === 404 || status === 409 ? status : 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
