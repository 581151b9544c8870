import { jobPath, plural } from '@jobsite/domain';
import { useFetcherAnswers } from '@jobsite/shell/fetcher-answers';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { requireSignedIn } from '@jobsite/shell/site';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { Heading } from '@jobsite/ui/Heading';
import { similarJobCards, similarJobsParam } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { SurveyPrompt } from '@jobsite/ui/SurveyPrompt';
import { Text } from '@jobsite/ui/Text';
import { useToast } from '@jobsite/ui/ToastRegion';
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, type MetaFunction, useFetcher, useLoaderData } from 'react-router';
import { jobNotFound, jobWithSimilar } from '../similar.ts';
import * as styles from './lists.css.ts';

/** After applying, the page offers this many similar jobs at most. */
const SIMILAR_JOBS = 10;

type ApplyAnswer = { ok: true; message: string; applied?: number[] } | { ok: false; error: string };

/** `/job/applied?job={id}`: after applying, jobs like it to apply to in one go. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const id = similarJobsParam(request.url);
  if (id === null) throw jobNotFound();
  // A survey for this moment, asked for beside the job: the page never fails or waits longer for it.
  const survey = site.api.user
    .survey({ placement: 'applied' })
    .then((a) => (a.survey ? { id: a.survey.id, title: a.survey.title, intro: a.survey.intro } : null))
    .catch(() => null);
  const { job, similar } = await jobWithSimilar(site, id);
  return {
    site: site.name,
    job: {
      id: job.id,
      title: job.title,
      href: jobPath(job),
      company: job.company?.name ?? 'a confidential employer',
      applied: job.applied,
    },
    similar: similarJobCards(job, similar, Date.now(), { limit: SIMILAR_JOBS, applicableNow: true }),
    floating: site.flags.applyFloatingButton,
    survey: job.applied ? await survey : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`Applied: ${loaderData?.job.title ?? ''}`, loaderData?.site);

export default function JobAppliedPage() {
  const { job, similar, floating, survey } = useLoaderData<typeof loader>();
  const back = `/job/applied?job=${job.id}`;
  const fetcher = useFetcher<ApplyAnswer>();
  const toast = useToast();
  const [picked, setPicked] = useState<Set<string>>(() => new Set(similar.map((c) => c.id)));
  const [done, setDone] = useState<Set<string>>(() => new Set());
  useFetcherAnswers(fetcher, (answer) => {
    toast({ tone: 'positive', message: answer.message });
    const applied = new Set((answer.applied ?? []).map(String));
    setDone((d) => new Set([...d, ...applied]));
    setPicked((p) => new Set([...p].filter((id) => !applied.has(id))));
  });
  const toggle = (id: string, on: boolean) =>
    setPicked((p) => {
      const next = new Set(p);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const count = picked.size;
  // The form posts one `jobIds` value per ticked box, with or without the app: a fetcher then, the
  // browser itself before it loads (the action sends it back here).
  const applyButton = (
    <Button type="submit" loading={fetcher.state !== 'idle'} disabled={count === 0}>
      {count === 0 ? 'Choose jobs to apply to' : `Apply to ${plural(count, 'selected job')}`}
    </Button>
  );
  return (
    <Stack space="lg">
      <Card tone="brand">
        <Stack space="sm">
          <Heading level={1} size={2}>
            {job.applied ? 'Application sent' : 'Almost there'}
          </Heading>
          <Text>
            {job.applied ? 'You applied to ' : 'You have not applied to '}
            <Link href={job.href} as={RouterLink}>
              {job.title}
            </Link>{' '}
            at {job.company}. Track it in{' '}
            <Link href="/applied-jobs" as={RouterLink}>
              your applied jobs
            </Link>
            .
          </Text>
        </Stack>
      </Card>
      {survey && <SurveyPrompt survey={survey} back={back} linkAs={RouterLink} formAs={Form} />}
      {similar.length > 0 ? (
        <Section title="Similar jobs you can apply to now" id="similar-heading" space="md">
          <fetcher.Form method="post" action="/job-actions">
            <input type="hidden" name="intent" value="applyMultiple" />
            <input type="hidden" name="next" value={back} />
            <Stack space="md">
              <ul className={styles.list} aria-label="Similar jobs">
                {similar.map((card) => (
                  <li key={card.id}>
                    <Card as="article">
                      <div className={styles.row}>
                        {done.has(card.id) ? (
                          <Text weight="strong">
                            {card.title}{' '}
                            <Text as="span" size="sm" tone="positive">
                              (applied)
                            </Text>
                          </Text>
                        ) : (
                          <Checkbox
                            name="jobIds"
                            value={card.id}
                            label={card.title}
                            description={`${card.company?.name ?? 'Confidential'} · ${card.cities.join(', ') || 'Location not specified'}${card.salary ? ` · ${card.salary}` : ''}`}
                            checked={picked.has(card.id)}
                            onChange={(e) => toggle(card.id, e.currentTarget.checked)}
                          />
                        )}
                        <Link href={card.href} as={RouterLink}>
                          View job
                        </Link>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
              {floating ? <div className={styles.floating}>{applyButton}</div> : applyButton}
            </Stack>
          </fetcher.Form>
          <Link href={`/similar_jobs.php?job=${job.id}`} as={RouterLink}>
            See all jobs like this one
          </Link>
        </Section>
      ) : (
        <ButtonLink href="/jobfeed" as={RouterLink}>
          Back to your job feed
        </ButtonLink>
      )}
    </Stack>
  );
}
