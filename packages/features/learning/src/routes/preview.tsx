import { statusOf } from '@jobsite/shell/failure-status';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, siteContext } from '@jobsite/shell/site';
import { CourseCard } from '@jobsite/ui/CourseCard';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as styles from '../CourseView.css.ts';
import { headMeta, INVALID_PREVIEW, PREVIEW_HEADERS, previewCoursePath, previewKeyOf } from '../courses.ts';
import { PreviewNotice } from '../PreviewNotice.tsx';

/**
 * `/learning/preview?key=`: an institute's unpublished courses, for its own review before they go
 * live, by the preview key the institute was given. Never indexed nor cached; a missing or unknown key
 * says so with a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const head = {
    title: `Course preview | ${site.name}`,
    description: 'Unpublished courses, for review.',
    siteName: site.name,
    noindex: true,
  };
  const key = previewKeyOf(new URL(request.url));
  if ('error' in key)
    return data(
      { head, error: key.error, key: null, title: null, courses: [] },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  try {
    const answer = await apiFor(site, request).courses.unpublishedCourses({ key: key.key });
    const courses = answer.data.map((c) => ({ ...c, path: previewCoursePath(c.id, key.key) }));
    return data(
      { head, error: null, key: key.key, title: answer.title ?? null, courses },
      { headers: PREVIEW_HEADERS },
    );
  } catch (error) {
    const status = statusOf(error);
    if (status !== 404 && status !== 400 && status !== 401 && status !== 403) throw error;
    return data(
      { head, error: INVALID_PREVIEW, key: null, title: null, courses: [] },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  headMeta(loaderData?.head, 'Course preview');

export function headers() {
  return PREVIEW_HEADERS;
}

export default function PreviewPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <Stack space="xl">
      <PageTitle title={d.title ? `Course preview: ${d.title}` : 'Course preview'} space="sm">
        {d.error === null && <PreviewNotice />}
      </PageTitle>
      {d.error !== null ? (
        <div role="alert">
          <EmptyState title="This preview is not available" description={d.error} />
        </div>
      ) : d.courses.length === 0 ? (
        <EmptyState
          title="No unpublished courses"
          description="Every course of this institute is published."
        />
      ) : (
        <Section title={<>Unpublished courses ({d.courses.length})</>} id="preview-courses" space="md">
          <Text tone="muted">Open a course to see its page as it will appear once published.</Text>
          <ul className={styles.cards}>
            {d.courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} linkComponent={RouterLink} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </Stack>
  );
}
