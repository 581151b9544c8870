import { PRO_FOLLOW_UPS_PER_WEEK, plural } from '@jobsite/domain';
import { errorText, safeNext, siteContext } from '@jobsite/shell/site';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';

/** What a card action answers: a message for the toast, or the error to show. */
export type JobActionResult =
  | { ok: true; intent: string; message: string; jobId?: string; applyUrl?: string; applied?: number[] }
  | { ok: false; intent: string; error: string };

const MESSAGES: Record<string, string> = {
  save: 'Job saved',
  unsave: 'Job removed from saved jobs',
  hide: 'Job hidden from your feed',
  unhide: 'The job is back in your feed',
  unfollowRecruiter: 'You will not see this recruiter’s jobs',
  followup: 'Your follow-up has been sent',
  unfollowup: 'Follow-up withdrawn',
  followRecruiter: 'You will see this recruiter’s jobs again',
};

/**
 * `POST /job-actions`: the job card actions every signed-in list shares (save, unsave, hide and its
 * undo, unfollow a recruiter and its undo, apply, apply to several). Pages post here with a fetcher and
 * show the answer as a toast with Undo where the action has one. The same forms work before the page
 * has hydrated (a slow phone): the browser then posts the form itself, and the action answers with
 * the page to go to (the applied page, the page the form came from, or login for a signed-out person).
 */
export async function action(args: ActionFunctionArgs): Promise<JobActionResult | Response> {
  const form = await args.request.formData();
  const result = await perform(args, form);
  // A fetcher posts to `/job-actions.data`; the browser's own form post is a document request.
  if (new URL(args.request.url).pathname.endsWith('.data')) return result;
  const back = safeNext(form.get('next'), '/jobfeed');
  if (!args.context.get(siteContext).signedIn) {
    const then = `${back}${back.includes('?') ? '&' : '?'}then=${encodeURIComponent(result.intent)}`;
    return redirect(`/login?next=${encodeURIComponent(then)}`);
  }
  if (result.ok && result.intent === 'apply')
    return redirect(result.applyUrl ?? `/job/applied?job=${encodeURIComponent(result.jobId ?? '')}`);
  return redirect(back);
}

async function perform({ context }: ActionFunctionArgs, form: FormData): Promise<JobActionResult> {
  const { api, signedIn } = context.get(siteContext);
  const intent = String(form.get('intent') ?? '');
  const jobId = String(form.get('jobId') ?? '');
  if (!signedIn) return { ok: false, intent, error: 'Please log in to do that.' };
  const userId = async () => {
    const answer = await api.user.profile({
      pd: false,
      we: false,
      ed: false,
      co: false,
      ai: false,
      atr: false,
      rd: false,
    });
    return answer.profile?.id ?? -1;
  };
  try {
    switch (intent) {
      case 'save':
        await api.job.saveJob({ jobcode: jobId });
        break;
      case 'unsave':
        await api.job.unsaveJob({ jobcode: jobId });
        break;
      case 'hide':
      case 'unhide':
        await api.job.unfollowJob({ userId: await userId(), jobId, undo: intent === 'unhide' });
        break;
      case 'unfollowRecruiter':
      case 'followRecruiter':
        await api.job.unfollowRecruiter({
          userId: await userId(),
          recruiterId: String(form.get('recruiterId') ?? ''),
          undo: intent === 'followRecruiter',
        });
        break;
      case 'followup':
      case 'unfollowup':
        await api.job.followup({ jobcode: jobId, undo: intent === 'unfollowup' });
        break;
      case 'apply': {
        const answer = await api.job.apply({ jobcode: jobId });
        if ('applyUrl' in answer) {
          if (answer.applyUrl)
            return {
              ok: true,
              intent,
              jobId,
              applyUrl: answer.applyUrl,
              message: 'Apply on the company’s site',
            };
          return { ok: true, intent, jobId, message: 'You have applied to this job' };
        }
        return { ok: true, intent, jobId, message: answer.message };
      }
      case 'applyMultiple': {
        // One value per ticked box (the page's form), or one comma-joined value (an older page).
        const ids = form
          .getAll('jobIds')
          .flatMap((value) => String(value).split(','))
          .map((id) => id.trim())
          .filter((id) => /^\d{1,10}$/.test(id));
        if (ids.length === 0) return { ok: false, intent, error: 'Choose at least one job.' };
        const { applied, failed: failures } = await api.job.applyMultiple({
          jobIds: ids.join(','),
          includeCoverletter: '1',
        });
        const failed = failures[0]?.message;
        if (applied.length === 0)
          return { ok: false, intent, error: failed ?? 'Could not apply. Please try again.' };
        return {
          ok: true,
          intent,
          applied,
          message: `You have applied to ${plural(applied.length, 'more job')}`,
        };
      }
      default:
        return { ok: false, intent, error: 'Unknown action' };
    }
    return { ok: true, intent, jobId, message: MESSAGES[intent] ?? 'Done' };
  } catch (error) {
    return { ok: false, intent, error: errorText(error) };
  }
}

/** The signed-in person's side of a job page. */
export type JobPanelState =
  | { signedIn: false }
  | {
      signedIn: true;
      saved: boolean;
      applied: boolean;
      isPro: boolean;
      followUpsRemaining: number;
      /** The job page's applicants by experience band, and how many came from the vertical's top institutes. */
      insights: {
        bands: { band: string; count: number }[];
        applicants: number;
        topInstitutes: { label: string; count: number };
      } | null;
      /** The seeker's rank among the job page's applicants (`of`), best match first. */
      rank: { rank: number; of: number; percentile: number | null } | null;
    };

/** What the layout route around every page loads (`slots.tsx`): a job page's panel, else nothing. */
export type SlotsData = { jobPanel: JobPanelState & { jobId: number } } | null;

/**
 * Whether the job is saved or applied to, and for Pro members the insights on other applicants and
 * their magic rank (product.md section 1): the job page's panel, loaded with the page (`slots.tsx`).
 */
export async function panelState({ context }: LoaderFunctionArgs, id: string): Promise<JobPanelState> {
  const { api, signedIn } = context.get(siteContext);
  if (!signedIn) return { signedIn: false };
  const [job, answer] = await Promise.all([
    api.job.jobDetail({ jobcode: id }),
    api.user.profile({ pd: false, we: false, ed: false, co: false, ai: false, atr: false, rd: false }),
  ]);
  const isPro = answer.profile?.proMembership?.isValid ?? false;
  const [insights, rank] = isPro
    ? await Promise.all([
        api.job.insights({ jobcode: id }).catch(() => null),
        job.applied ? api.job.magicRank({ jobId: id }).catch(() => null) : Promise.resolve(null),
      ])
    : [null, null];
  return {
    signedIn: true,
    saved: job.saved === 1,
    applied: job.applied,
    isPro,
    followUpsRemaining: answer.profile?.followUpsRemaining ?? (isPro ? PRO_FOLLOW_UPS_PER_WEEK : 0),
    insights: insights
      ? {
          bands: insights.competitionData,
          applicants: insights.totalApplicants,
          topInstitutes: { label: insights.topInstitutes, count: insights.totalApplicantsFromTopBSchool },
        }
      : null,
    rank:
      rank?.data.rank && rank.applicants !== null
        ? { rank: rank.data.rank, of: rank.applicants, percentile: rank.data.percentile }
        : null,
  };
}
