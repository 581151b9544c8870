import type { Interview } from '@jobsite/domain/answers';
import { INTERVIEW_CANCEL_CUTOFF_HOURS } from '@jobsite/domain/calls';
import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, requireSignedIn } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { calendarPath, groupInterviews, type InterviewView, readIntent } from '../interviews.ts';
import { LocalTime, useTimeZone } from '../LocalTime.tsx';
import * as styles from './interviews.css.ts';

/** How many interviews the page reads at once (the API's largest page). */
const PAGE_SIZE = 50;

/**
 * `/interviews`: the seeker's interviews: those still to book (with the slots offered), upcoming ones
 * (cancel until the cut-off, move, calendar file, tell the recruiter) and past ones.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const answer = await site.api.interviews.interviewSlots({ pageNumber: 0, pageContent: PAGE_SIZE });
  const now = new Date();
  return {
    site: site.name,
    now: now.toISOString(),
    hasMore: answer.hasMore,
    ...groupInterviews(answer.interviews as Interview[], now),
  };
}

/** `POST /interviews`: book (or move to) a slot, cancel a booking, or notify the recruiter. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = requireSignedIn(context, request);
  const asked = readIntent(await request.formData());
  if (!asked) return { ok: false as const, error: 'Please choose an interview time and try again.' };
  try {
    const api = site.api.interviews;
    const answer =
      asked.intent === 'book'
        ? await api.confirmSlot({ slotid: asked.slotid })
        : asked.intent === 'cancel'
          ? await api.cancelSlot({ slotid: asked.slotid })
          : await api.notifyRecruiter({ calendarId: asked.calendarId });
    return { ok: true as const, message: answer.message };
  } catch (error) {
    return { ok: false as const, error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Interviews', loaderData?.site);

function Hidden({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={value} />;
}

function SlotChoices({ interview, label }: { interview: InterviewView; label: string }) {
  const busy = useNavigation().state !== 'idle';
  if (interview.open.length === 0)
    return <Text tone="muted">No free times are left. Notify the recruiter and they can offer more.</Text>;
  return (
    <ul className={styles.slots} aria-label={`Times for ${interview.jobTitle}`}>
      {interview.open.map((slot) => {
        const timeId = `slot-${slot.id}-time`;
        return (
          <li key={slot.id} className={styles.slot} data-slot-id={slot.id}>
            <Text as="span">
              <LocalTime start={slot.startsAt} end={slot.endsAt} id={timeId} />
            </Text>
            <Form method="post" className={styles.inlineForm}>
              <Hidden name="intent" value="book" />
              <Hidden name="slotid" value={slot.id} />
              <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-describedby={timeId}>
                {label}
              </Button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

function NotifyRecruiter({ interview }: { interview: InterviewView }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className={styles.inlineForm}>
      <Hidden name="intent" value="notify" />
      <Hidden name="calendarId" value={interview.calendarId} />
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        Notify the recruiter
      </Button>
    </Form>
  );
}

function InterviewCard({ interview, past = false }: { interview: InterviewView; past?: boolean }) {
  const busy = useNavigation().state !== 'idle';
  const headingId = `interview-${interview.calendarId}`;
  const booked = interview.booked;
  return (
    <Card as="article" aria-labelledby={headingId} data-calendar-id={interview.calendarId}>
      <Stack space="md">
        <Stack space="xs">
          <Heading level={3} size={4} id={headingId}>
            {interview.jobTitle}
          </Heading>
          <Text tone="muted">
            {[interview.title, interview.companyName, `with ${interview.recruiterName}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {interview.location && <Text>Where: {interview.location}</Text>}
        </Stack>
        {booked ? (
          <Stack space="sm">
            <div className={styles.actions}>
              <Badge tone={past ? 'neutral' : 'positive'}>{past ? 'Done' : 'Booked'}</Badge>
              <Text as="span" weight="strong">
                <LocalTime start={booked.startsAt} end={booked.endsAt} />
              </Text>
            </div>
            {!past && (
              <>
                {interview.canChange && interview.cancellableUntil ? (
                  <Text size="sm">
                    You can cancel or change this booking until{' '}
                    <LocalTime start={interview.cancellableUntil} />.
                  </Text>
                ) : (
                  <Text size="sm" tone="muted">
                    It is less than {INTERVIEW_CANCEL_CUTOFF_HOURS} hours to the interview, so the booking can
                    no longer be cancelled or changed here. Please contact the recruiter.
                  </Text>
                )}
                <div className={styles.actions}>
                  <ButtonLink href={calendarPath(booked.id)} size="sm" variant="secondary">
                    Add to calendar (.ics)
                  </ButtonLink>
                  {interview.canChange && (
                    <Form method="post" className={styles.inlineForm}>
                      <Hidden name="intent" value="cancel" />
                      <Hidden name="slotid" value={booked.id} />
                      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                        Cancel booking
                      </Button>
                    </Form>
                  )}
                  <NotifyRecruiter interview={interview} />
                </div>
                {interview.canChange && interview.open.length > 0 && (
                  <details>
                    <summary className={styles.summary}>Choose another time</summary>
                    <SlotChoices interview={interview} label="Move here" />
                  </details>
                )}
              </>
            )}
          </Stack>
        ) : (
          <Stack space="sm">
            <Heading level={4} size={4}>
              Choose a time
            </Heading>
            <SlotChoices interview={interview} label="Book this time" />
            <div className={styles.actions}>
              <NotifyRecruiter interview={interview} />
            </div>
          </Stack>
        )}
        {interview.recruiterNotifiedAt && (
          <Text size="sm" tone="muted">
            Recruiter notified <LocalTime start={interview.recruiterNotifiedAt} />.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function InterviewSection({
  id,
  title,
  interviews,
  past,
}: {
  id: string;
  title: string;
  interviews: InterviewView[];
  past?: boolean;
}) {
  if (interviews.length === 0) return null;
  return (
    <Section title={title} id={id} space="md">
      <ul className={styles.list}>
        {interviews.map((interview) => (
          <li key={interview.calendarId}>
            <InterviewCard interview={interview} past={past ?? false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function InterviewsPage() {
  const { toBook, upcoming, past, hasMore } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const zone = useTimeZone();
  const none = toBook.length + upcoming.length + past.length === 0;
  return (
    <Stack space="xl">
      <PageTitle
        title="Interviews"
        intro={
          <>
            Times are shown in your time zone ({zone}). Bookings can be cancelled until{' '}
            {INTERVIEW_CANCEL_CUTOFF_HOURS} hours before the interview.
          </>
        }
      />
      <div aria-live="polite">
        <FormMessage
          error={result?.ok === false ? result.error : undefined}
          notice={result?.ok === true ? result.message : undefined}
        />
      </div>
      {none ? (
        <EmptyStateLink
          title="No interviews yet"
          description="When a recruiter offers you interview times, you can book one here."
          href="/applied-jobs"
          label="See your applications"
        />
      ) : (
        <>
          <InterviewSection id="interviews-to-book" title="To book" interviews={toBook} />
          <InterviewSection id="interviews-upcoming" title="Upcoming" interviews={upcoming} />
          <InterviewSection id="interviews-past" title="Past" interviews={past} past />
          {hasMore && <Text tone="muted">Only your {PAGE_SIZE} latest interviews are shown.</Text>}
        </>
      )}
    </Stack>
  );
}
