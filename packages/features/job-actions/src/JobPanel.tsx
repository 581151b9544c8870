import { PRO_REFERENCE_CODES, plural, topPercent } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import type { loader as rootLoader } from '@jobsite/shell/root.server';
import { RankBadge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Dialog } from '@jobsite/ui/Dialog';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { useActionAnswers } from './answers.ts';
import * as styles from './JobPanel.css.ts';
import type { JobActionResult, JobPanelState, SlotsData } from './routes/job-actions.ts';

const ACTIONS = '/job-actions';
const UNDO: Record<string, string> = { save: 'unsave', unsave: 'save', followup: 'unfollowup' };

export interface JobPanelProps {
  job: { id: number; title: string; external: boolean; applyHref: string };
  placement: 'main' | 'floating';
}

type LoginAnswer =
  | { step: 'password'; error: string }
  | { step: 'code'; activationToken: string; kind: string; error?: string };

/**
 * The login popup (product.md section 2, "login popup"): a signed-out person who tries to save or apply
 * signs in here and comes back to the same job, where the action they asked for carries on (`then`).
 */
function LoginPopup({ open, onClose, then }: { open: boolean; onClose: () => void; then: string }) {
  const fetcher = useFetcher<LoginAnswer>();
  const location = useLocation();
  const next = `${location.pathname}?then=${then}`;
  const answer = fetcher.data;
  return (
    <Dialog open={open} onClose={onClose} title="Log in to continue">
      <fetcher.Form method="post" action="/login" className={styles.form}>
        <input type="hidden" name="next" value={next} />
        {answer?.step === 'code' ? (
          <>
            <Text>We emailed you a 6-digit code.</Text>
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="kind" value={answer.kind} />
            <input type="hidden" name="activationToken" value={answer.activationToken} />
            <TextField
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        ) : (
          <>
            <TextField label="Email" name="email" type="email" autoComplete="email" required />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </>
        )}
        {answer?.error && (
          <Text tone="critical" role="alert">
            {answer.error}
          </Text>
        )}
        <Button type="submit" loading={fetcher.state !== 'idle'} fullWidth>
          Log in
        </Button>
        <Text size="sm">
          New here?{' '}
          <Link href={`/register?next=${encodeURIComponent(next)}`} as={RouterLink}>
            Create an account
          </Link>
        </Text>
      </fetcher.Form>
    </Dialog>
  );
}

/**
 * A button that posts one intent to the job actions: a real form, so a tap before hydration is posted
 * by the browser and handled by the action (decision 0022); once hydrated the fetcher posts it, or
 * `onLoginNeeded` opens the login popup for a visitor.
 */
function ActionButton({
  fetcherForm: FetcherForm,
  intent,
  jobId,
  next,
  signedOut,
  onLoginNeeded,
  children,
  ...button
}: {
  fetcherForm: ReturnType<typeof useFetcher>['Form'];
  intent: string;
  jobId: string;
  next: string;
  signedOut: boolean;
  onLoginNeeded: (intent: string) => void;
  children: ReactNode;
} & Omit<ComponentProps<typeof Button>, 'type' | 'children' | 'form'>) {
  return (
    <FetcherForm
      method="post"
      action={ACTIONS}
      className={styles.contents}
      onSubmit={(event) => {
        if (!signedOut) return;
        event.preventDefault();
        onLoginNeeded(intent === 'unsave' ? 'save' : intent);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="next" value={next} />
      <Button type="submit" {...button}>
        {children}
      </Button>
    </FetcherForm>
  );
}

/**
 * The signed-in person's actions on a job page, in the job page's slot: apply, save (Undo in a toast),
 * follow up (Pro, Undo), and the insights and magic rank of Pro members with a clear upsell for others.
 * Signed out, Save and Apply open the login popup.
 */
export function JobPanel({ job, placement }: JobPanelProps) {
  const id = String(job.id);
  const action = useFetcher<JobActionResult>({ key: `job-action-${id}-${placement}` });
  const navigate = useNavigate();
  const location = useLocation();
  const [login, setLogin] = useState<string | null>(null);
  // The person's side of this job, loaded with the page (`routes/slots.tsx`), so the first paint is
  // true; none in Storybook or for another job's panel.
  const loaded = useRouteLoaderData<SlotsData>('slots')?.jobPanel;
  const panel: JobPanelState | undefined = loaded?.jobId === job.id ? loaded : undefined;

  const post = (intent: string) => action.submit({ intent, jobId: id }, { method: 'post', action: ACTIONS });

  // Back from the login popup: carry on with what the person asked for, once for the address that
  // asks: the page's data loads again while that address is still shown, and a second post would
  // abort the first one's revalidation and with it the toast.
  const then = new URLSearchParams(location.search).get('then');
  const carriedOn = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the signed-in state is known
  useEffect(() => {
    if (placement !== 'main' || !then || !panel?.signedIn || carriedOn.current === location.key) return;
    carriedOn.current = location.key;
    navigate(location.pathname, { replace: true, preventScrollReset: true });
    if (then === 'save' && !panel.saved) post('save');
    if (then === 'apply' && !panel.applied) post('apply');
  }, [panel, then]);

  // No reload of the panel after an answer: the router loads the page's data again after every action.
  useActionAnswers(action, UNDO, post, (result) => {
    if (result.intent !== 'apply') return false;
    if (result.applyUrl) window.open(result.applyUrl, '_blank', 'noopener');
    else navigate(`/job/applied?job=${id}`);
    return true;
  });

  // Who is signed in is known from the first render (the root loader), not only once the panel's own
  // state has loaded: a tap before that must act for a signed-in person, never ask them to log in.
  const signedOut = !useRouteLoaderData<typeof rootLoader>('root')?.seeker;
  const formProps = {
    fetcherForm: action.Form,
    jobId: id,
    next: location.pathname + location.search,
    signedOut,
    onLoginNeeded: setLogin,
  };

  const pending = action.state !== 'idle' ? String(action.formData?.get('intent') ?? '') : '';
  const saved =
    pending === 'save' ? true : pending === 'unsave' ? false : panel?.signedIn ? panel.saved : false;
  const applied = panel?.signedIn ? panel.applied : false;

  const applyButton = job.external ? (
    <ButtonLink href={job.applyHref} variant="primary">
      Apply on company site
    </ButtonLink>
  ) : applied ? (
    <Text weight="strong" tone="positive">
      You applied to this job
    </Text>
  ) : (
    <ActionButton {...formProps} intent="apply" loading={pending === 'apply'}>
      Apply now
    </ActionButton>
  );
  if (placement === 'floating') return applyButton;

  return (
    <div className={styles.buttons}>
      {applyButton}
      <ActionButton
        {...formProps}
        intent={saved ? 'unsave' : 'save'}
        variant="secondary"
        aria-pressed={saved}
        loading={pending === 'save' || pending === 'unsave'}
      >
        {saved ? 'Saved' : 'Save job'}
      </ActionButton>
      {panel?.signedIn && panel.isPro && applied && (
        <Button
          variant="ghost"
          disabled={panel.followUpsRemaining === 0}
          loading={pending === 'followup'}
          onClick={() => post('followup')}
        >
          {panel.followUpsRemaining === 0 ? 'Follow-up used this week' : 'Follow up with the recruiter'}
        </Button>
      )}
      {panel?.signedIn && !panel.isPro && applied && (
        <ButtonLink
          href={`/subscribe/pro-membership?refcode=${PRO_REFERENCE_CODES.followUpBanner.refcode}&pageid=${PRO_REFERENCE_CODES.followUpBanner.pageid}&recappid=${id}`}
          as={RouterLink}
          variant="ghost"
        >
          Follow up with the recruiter (Pro)
        </ButtonLink>
      )}
      {panel?.signedIn && (
        <div className={styles.wide}>
          {panel.isPro ? (
            <Card tone="sunken">
              <Stack space="sm">
                <Heading level={2} size={4}>
                  How you compare
                </Heading>
                {panel.rank && (
                  <p className={styles.rank}>
                    <RankBadge rank={panel.rank.rank} of={panel.rank.of} />
                    <Text as="span" size="sm" weight="strong">
                      · top {topPercent(panel.rank.rank, panel.rank.of)}%
                    </Text>
                  </p>
                )}
                {panel.insights ? (
                  <>
                    <Text size="sm">
                      {plural(panel.insights.applicants, 'applicant')}, {panel.insights.topInstitutes.count}{' '}
                      from {panel.insights.topInstitutes.label}. By experience:
                    </Text>
                    <ul className={styles.bands}>
                      {panel.insights.bands.map((b) => (
                        <li key={b.band}>
                          <Text as="span" size="sm">
                            {b.band}: {b.count}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <Text size="sm">Insights will show once people apply.</Text>
                )}
              </Stack>
            </Card>
          ) : (
            <Card tone="brand">
              <Stack space="sm">
                <Heading level={2} size={4}>
                  See how you compare with other applicants
                </Heading>
                <Text size="sm">
                  Pro members see who else applied, their own rank among the applicants, and can follow up
                  with the recruiter once a week.
                </Text>
                <div>
                  <ButtonLink
                    href={`/subscribe/pro-membership?refcode=${PRO_REFERENCE_CODES.insightsBanner.refcode}&pageid=${PRO_REFERENCE_CODES.insightsBanner.pageid}&recappid=${id}`}
                    variant="secondary"
                  >
                    Upgrade to Pro
                  </ButtonLink>
                </div>
              </Stack>
            </Card>
          )}
        </div>
      )}
      <LoginPopup open={login !== null} onClose={() => setLogin(null)} then={login ?? 'save'} />
    </div>
  );
}
