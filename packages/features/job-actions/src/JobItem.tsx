import { RouterLink } from '@jobsite/shell/link';
import type { JobItemProps } from '@jobsite/shell/slots';
import { visuallyHidden } from '@jobsite/ui/a11y';
import { JobCard } from '@jobsite/ui/JobCard';
import { useToast } from '@jobsite/ui/ToastRegion';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useActionAnswers } from './answers.ts';
import * as styles from './JobItem.css.ts';
import type { JobActionResult } from './routes/job-actions.ts';

const ACTIONS = '/job-actions';

/** The Undo of each undoable action (product.md section 4): the action that takes it back. */
const UNDO: Record<string, string> = {
  save: 'unsave',
  unsave: 'save',
  hide: 'unhide',
  unfollowRecruiter: 'followRecruiter',
};

/**
 * One job of a signed-in list with its actions: save or unsave, hide, hide the recruiter's jobs and
 * apply. Each answer becomes a toast, with Undo where the action has one. A hidden job stays mounted
 * (rendering nothing) so its Undo can still bring it back. In the seeker's feed, `reason` says under the
 * card why the job is there ("Matches Apache Spark · In Pune").
 */
export function JobItem({ card, onApplied, hideable = true, density, reason }: JobItemProps) {
  const fetcher = useFetcher<JobActionResult>();
  const toast = useToast();
  const [saved, setSaved] = useState(card.saved);
  const [hidden, setHidden] = useState(false);
  const [applied, setApplied] = useState(card.applied);

  useEffect(() => setSaved(card.saved), [card.saved]);
  useEffect(() => setApplied(card.applied), [card.applied]);

  const post = (intent: string) =>
    fetcher.submit(
      { intent, jobId: card.id, recruiterId: String(card.recruiter.id) },
      { method: 'post', action: ACTIONS },
    );

  // `post`, `toast` and `onApplied` are read when the answer arrives.
  useActionAnswers(fetcher, UNDO, post, (result) => {
    if (result.intent === 'save') setSaved(true);
    if (result.intent === 'unsave') setSaved(false);
    if (result.intent === 'hide' || result.intent === 'unfollowRecruiter') setHidden(true);
    if (result.intent === 'unhide' || result.intent === 'followRecruiter') setHidden(false);
    if (result.intent === 'apply') {
      if (result.applyUrl) {
        window.open(result.applyUrl, '_blank', 'noopener');
        return true;
      }
      setApplied(true);
      toast({ tone: 'positive', message: result.message });
      onApplied?.(card.id);
      return true;
    }
    return false;
  });

  if (hidden) return null;
  const pending = fetcher.state !== 'idle' ? String(fetcher.formData?.get('intent') ?? '') : '';
  const shownSaved = pending === 'save' ? true : pending === 'unsave' ? false : saved;
  return (
    <div className={styles.item}>
      <JobCard
        job={{ ...card, saved: shownSaved, applied }}
        linkComponent={RouterLink}
        applying={pending === 'apply'}
        {...(density ? { density } : {})}
        onSaveChange={(_, next) => post(next ? 'save' : 'unsave')}
        onApply={() => post('apply')}
        {...(hideable ? { onHide: () => post('hide') } : {})}
      />
      {(reason || hideable) && (
        <div className={styles.below}>
          {reason && (
            <p className={styles.reason}>
              <span className={visuallyHidden}>Why this job: </span>
              {reason}
            </p>
          )}
          {hideable && (
            <button type="button" className={styles.quiet} onClick={() => post('unfollowRecruiter')}>
              Hide jobs from {card.recruiter.name}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
