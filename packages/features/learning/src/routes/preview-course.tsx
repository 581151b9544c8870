import { statusOf } from '@jobsite/shell/failure-status';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, siteContext } from '@jobsite/shell/site';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CourseView } from '../CourseView.tsx';
import {
  brochurePath,
  headMeta,
  INVALID_PREVIEW,
  PREVIEW_HEADERS,
  previewKeyOf,
  previewListPath,
} from '../courses.ts';
import { PreviewNotice } from '../PreviewNotice.tsx';

/**
 * `/learning/preview/{id}?key=`: an unpublished course's page for the institute's review, the same page
 * as a published course's (`CourseView`) without the enquiry; its brochure comes with the key. Never indexed nor
 * cached; a missing or unknown key, or a course the key does not cover, says so with a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const head = {
    title: `Course preview | ${site.name}`,
    description: 'An unpublished course, for review.',
    siteName: site.name,
    noindex: true,
  };
  const failed = (error: string) =>
    data(
      { head, error, course: null, listHref: null, brochureHref: null },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  const key = previewKeyOf(new URL(request.url));
  if ('error' in key) return failed(key.error);
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) return failed(INVALID_PREVIEW);
  try {
    const answer = await apiFor(site, request).courses.unpublishedCourseDetail({
      id: Number(id),
      key: key.key,
    });
    const course = answer.data;
    return data(
      {
        head: { ...head, title: `Preview: ${course.name} | ${site.name}`, description: course.summary },
        error: null,
        course,
        listHref: previewListPath(key.key),
        brochureHref: course.hasBrochure
          ? `${brochurePath(course.path)}?key=${encodeURIComponent(key.key)}`
          : null,
      },
      { headers: PREVIEW_HEADERS },
    );
  } catch (error) {
    const status = statusOf(error);
    if (status !== 404 && status !== 400 && status !== 401 && status !== 403) throw error;
    return failed(INVALID_PREVIEW);
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  headMeta(loaderData?.head, 'Course preview');

export function headers() {
  return PREVIEW_HEADERS;
}

export default function PreviewCoursePage() {
  const d = useLoaderData<typeof loader>();
  if (d.course === null)
    return (
      <Stack space="lg">
        <Heading level={1} size={2}>
          Course preview
        </Heading>
        <div role="alert">
          <EmptyState title="This preview is not available" description={d.error} />
        </div>
      </Stack>
    );
  return (
    <CourseView
      course={d.course}
      brochureHref={d.brochureHref}
      notice={
        <Stack space="sm">
          <PreviewNotice />
          {d.listHref && (
            <Link href={d.listHref} as={RouterLink}>
              All unpublished courses of {d.course.institute.name}
            </Link>
          )}
        </Stack>
      }
    />
  );
}
