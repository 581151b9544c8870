import type { CourseDetail, CourseSummary } from '@jobsite/domain/answers';
import { courseIdFromSlug, coursePath } from '@jobsite/domain/calls';
import { statusOf } from '@jobsite/shell/failure-status';
import { RouterLink } from '@jobsite/shell/link';
import { seekerIdOf } from '@jobsite/shell/seeker';
import { apiFor, errorText, loginPath, originOf, pageUrlOf, siteContext } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useRef } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { CourseView } from '../CourseView.tsx';
import {
  brochurePath,
  type CoursesApi,
  headMeta,
  notFound,
  PAGE_HEADERS,
  refsOf,
  settle,
} from '../courses.ts';
import { courseBreadcrumbJsonLd, courseJsonLd } from '../jsonld.ts';
import * as styles from './course.css.ts';

/** Similar courses shown under a course, and offered in its enquiry, at most. */
const SIMILAR_COURSES = 4;

/**
 * `/learning/course/{category-slug}-course-{id}`: a published course with its institute, syllabus and
 * fee plan, schema.org `Course` data, the brochure, similar courses and the enquiry. An address whose
 * category part is not the course's moves to the right one (301); an unknown course is a 404. A
 * signed-in seeker's courses carry their `enquired` marks.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const id = courseIdFromSlug(params.slug ?? '');
  if (id === null) notFound();
  const url = pageUrlOf(request);
  const api = apiFor(site, request).courses;
  // The similar courses are asked for at once, beside the course (they need only its id).
  const seekerId = seekerIdOf(site);
  const similarAnswer = similarCourses(api, id, seekerId);
  const userId = await seekerId;
  const answer = await api.courseDetail({ userId, id, ...refsOf(url) }).catch((error: unknown) => {
    const status = statusOf(error);
    if (status === 404 || status === 400) notFound();
    throw error;
  });
  const course = answer.data;
  const path = coursePath(course);
  if (url.pathname !== path) throw redirect(path + url.search, 301);
  const similar = await similarAnswer;
  const origin = originOf(site, request);
  const canonical = origin + path;
  const where = course.institute.city ? ` in ${course.institute.city}` : '';
  return {
    course,
    similar,
    signedIn: site.signedIn,
    loginHref: loginPath(request),
    brochureHref: course.hasBrochure ? brochurePath(path) : null,
    refs: refsOf(url),
    head: {
      title: `${course.name} by ${course.institute.name} | ${site.name}`,
      description: `${course.name} at ${course.institute.name}${where}: ${course.summary}`.slice(0, 300),
      canonical,
      siteName: site.name,
      // The Course, and the trail the page shows (Learning, the category) down to it.
      jsonLd: [
        courseJsonLd(course, { url: canonical }),
        courseBreadcrumbJsonLd(course, { origin, url: canonical }),
      ],
    },
  };
}

/**
 * A course's similar courses, marked `enquired` for a signed-in seeker (one check for all of them). Never
 * fails: without them the page shows none.
 */
async function similarCourses(
  api: CoursesApi,
  id: number,
  seekerId: Promise<number>,
): Promise<CourseSummary[]> {
  const answer = await settle(api.similarCourses({ id }), null);
  const similar = (answer?.data ?? []).filter((c) => c.id !== id).slice(0, SIMILAR_COURSES);
  const userId = await seekerId;
  if (userId === 0 || similar.length === 0) return similar;
  const applied = await settle(
    api.checkAppliedCourses({ userId, ids: similar.map((c) => c.id).join(',') }),
    null,
  );
  const enquired = new Set(applied?.data.enquired ?? []);
  return similar.map((c) => ({ ...c, enquired: c.enquired === true || enquired.has(c.id) }));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head);

export function headers() {
  return PAGE_HEADERS;
}

type EnquiryResult =
  | { ok: true; message: string; enquired: number[] }
  | { ok: false; error: string; selected: number[] };

/**
 * `POST` the enquiry: the ticked courses (`courseIds`), through the API with the seeker's session. A
 * visitor who is not signed in is sent to log in and come back; none ticked is "Please select a course",
 * the ticks kept as they were.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.signedIn) throw redirect(loginPath(request));
  const form = await request.formData();
  const courseIds = form
    .getAll('courseIds')
    .filter((value): value is string => typeof value === 'string' && /^\d{1,10}$/.test(value))
    .map(Number);
  const refs: { refinv?: string; reforg?: string } = {};
  for (const name of ['refinv', 'reforg'] as const) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') refs[name] = value.trim().slice(0, 100);
  }
  try {
    const answer = await site.api.courses.courseEnquiry({ courseIds, ...refs, device: 'Web' });
    const done = [...(answer.data?.enquired ?? []), ...(answer.data?.alreadyEnquired ?? [])];
    return {
      ok: true,
      message: answer.message ?? 'Your enquiry was sent.',
      enquired: done,
    } satisfies EnquiryResult;
  } catch (error) {
    const status = statusOf(error);
    return data({ ok: false, error: errorText(error), selected: courseIds } satisfies EnquiryResult, {
      status: status !== undefined && status >= 400 && status < 500 ? status : 502,
    });
  }
}

interface EnquiryProps {
  course: CourseDetail;
  similar: CourseSummary[];
  signedIn: boolean;
  loginHref: string;
  refs: { refinv?: string; reforg?: string };
}

/**
 * Enquire about this course and, in the same go, about similar ones: a form that works without
 * JavaScript. Courses already enquired about are marked instead of offered. A visitor who is not signed
 * in is asked to sign in first.
 */
function Enquiry({ course, similar, signedIn, loginHref, refs }: EnquiryProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const alertRef = useRef<HTMLParagraphElement>(null);
  const error = result && !result.ok ? result.error : null;
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  const options = [course, ...similar];
  const done = new Set([...(result?.ok ? result.enquired : [])]);
  const enquired = (c: CourseSummary) => c.enquired === true || done.has(c.id);
  const open = options.filter((c) => !enquired(c));
  const selected = result && !result.ok ? new Set(result.selected) : new Set([course.id]);
  return (
    <Card
      as="section"
      tone="raised"
      id="enquire"
      className={styles.enquire}
      aria-labelledby="enquire-heading"
    >
      <Stack space="md">
        <Heading level={2} size={4} id="enquire-heading">
          Enquire about this course
        </Heading>
        {!signedIn ? (
          <>
            <Text size="sm">
              Ask {course.institute.name} about fees, dates and admission. Sign in and the institute gets your
              profile with your enquiry.
            </Text>
            <ButtonLink href={loginHref} as={RouterLink} fullWidth>
              Sign in to enquire
            </ButtonLink>
          </>
        ) : (
          <Form method="post" aria-labelledby="enquire-heading" noValidate>
            <Stack space="md">
              {result?.ok && (
                <p className={styles.success} role="status">
                  {result.message}
                </p>
              )}
              <fieldset className={styles.options} aria-describedby={error ? 'enquiry-error' : undefined}>
                <legend className={styles.legend}>
                  {similar.length > 0 ? 'Courses to enquire about' : 'Course to enquire about'}
                </legend>
                {options.map((c) =>
                  enquired(c) ? (
                    <div key={c.id} className={styles.enquiredRow}>
                      <Text size="sm">{c.name}</Text>
                      <Badge tone="positive">Enquired</Badge>
                    </div>
                  ) : (
                    <Checkbox
                      key={c.id}
                      name="courseIds"
                      value={String(c.id)}
                      defaultChecked={selected.has(c.id)}
                      label={c.name}
                      description={c.id === course.id ? 'This course' : c.institute.name}
                    />
                  ),
                )}
              </fieldset>
              {error && (
                <p id="enquiry-error" className={styles.error} role="alert" tabIndex={-1} ref={alertRef}>
                  {error}
                </p>
              )}
              {refs.refinv && <input type="hidden" name="refinv" value={refs.refinv} />}
              {refs.reforg && <input type="hidden" name="reforg" value={refs.reforg} />}
              {open.length > 0 ? (
                <Button type="submit" loading={busy} fullWidth>
                  Send enquiry
                </Button>
              ) : (
                <Text size="sm" tone="muted">
                  You have enquired about {options.length === 1 ? 'this course' : 'all these courses'}. The
                  institute will contact you.
                </Text>
              )}
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}

export default function CoursePage() {
  const d = useLoaderData<typeof loader>();
  return (
    <CourseView
      course={d.course}
      brochureHref={d.brochureHref}
      similar={d.similar}
      actions={<ButtonLink href="#enquire">Enquire now</ButtonLink>}
      aside={
        <Enquiry
          course={d.course}
          similar={d.similar}
          signedIn={d.signedIn}
          loginHref={d.loginHref}
          refs={d.refs}
        />
      }
    />
  );
}
