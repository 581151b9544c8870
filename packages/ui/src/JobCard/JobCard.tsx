import { Bookmark, BookmarkCheck, CircleCheck, EyeOff, House, Venus, Zap } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import { experienceRange, postedAge } from './format.ts';
import * as styles from './JobCard.css.ts';

export interface JobCardData {
  id: string;
  title: string;
  /** The job page, e.g. `/j/senior-data-scientist-1234.html`. */
  href: string;
  /** `null` when the employer is confidential. */
  company: { name: string; logoUrl?: string } | null;
  cities: string[];
  experience?: { min: number; max: number };
  /** A formatted salary ("₹18-24 LPA"), or `null` when the employer hides it. */
  salary: string | null;
  tags: string[];
  /** Days since posting. */
  postedDaysAgo: number;
  saved: boolean;
  applied: boolean;
  /** Open to women (female candidates or women returning to the workforce). */
  femaleFriendly?: boolean;
  workFromHome?: boolean;
  /**
   * The early-applicant mark: the person's application carries it, or applying now would earn it (their
   * early-applicant plan runs and the job is in its first 72 hours).
   */
  earlyApplicant?: boolean;
}

export interface JobCardProps {
  job: JobCardData;
  onSaveChange?: ((id: string, saved: boolean) => void) | undefined;
  onHide?: ((id: string) => void) | undefined;
  onApply?: ((id: string) => void) | undefined;
  /** True while an apply for this job is in flight. */
  applying?: boolean;
  /**
   * `comfortable` (the default) where space allows, such as beside a job; `dense` for lists: the same
   * facts, marks and actions in about half the height (title on one line, the details on one line).
   */
  density?: JobCardDensity;
  linkComponent?: LinkComponent;
}

export type JobCardDensity = 'comfortable' | 'dense';

/** A job in a feed or list: plain data in, callbacks out. */
export function JobCard({
  job,
  onSaveChange,
  onHide,
  onApply,
  applying = false,
  density = 'comfortable',
  linkComponent,
}: JobCardProps) {
  const titleId = useId();
  const companyName = job.company?.name ?? 'Confidential';
  const LinkTag = linkComponent ?? 'a';
  return (
    <article
      className={cx(styles.card, density === 'dense' && styles.dense, job.applied && styles.applied)}
      aria-labelledby={titleId}
    >
      <div className={styles.logo}>
        <Avatar
          name={companyName}
          shape="square"
          size={density === 'dense' ? 'sm' : 'md'}
          decorative
          {...(job.company?.logoUrl ? { src: job.company.logoUrl } : {})}
        />
      </div>
      <div className={styles.titleRow}>
        <h3 className={styles.title} id={titleId}>
          <LinkTag href={job.href} className={styles.titleLink}>
            {job.title}
          </LinkTag>
        </h3>
      </div>
      <p className={styles.company}>{companyName}</p>
      <ul className={cx(styles.meta, styles.full)} aria-label="Job details">
        <li className={styles.metaItem}>
          <span className={cx(styles.metaIcon, styles.metaIconShape.place)} aria-hidden="true" />
          {job.cities.length > 0 ? job.cities.join(', ') : 'Location not specified'}
        </li>
        {job.experience && (
          <li className={styles.metaItem}>
            <span className={cx(styles.metaIcon, styles.metaIconShape.experience)} aria-hidden="true" />
            {experienceRange(job.experience.min, job.experience.max)}
          </li>
        )}
        <li className={styles.metaItem}>
          <span className={cx(styles.metaIcon, styles.metaIconShape.salary)} aria-hidden="true" />
          {job.salary ?? 'Salary not disclosed'}
        </li>
        {job.earlyApplicant && (
          <li className={styles.metaItem}>
            <Badge tone="positive" icon={<Zap size={12} aria-hidden="true" />}>
              Early applicant
            </Badge>
          </li>
        )}
        {job.workFromHome && (
          <li className={styles.metaItem}>
            <Badge tone="info" icon={<House size={12} aria-hidden="true" />}>
              Work from home
            </Badge>
          </li>
        )}
        {job.femaleFriendly && (
          <li className={styles.metaItem}>
            <Badge tone="accent" icon={<Venus size={12} aria-hidden="true" />}>
              Women friendly
            </Badge>
          </li>
        )}
      </ul>
      <ul className={cx(styles.tags, styles.full)} aria-label="Skills and tags">
        {job.tags.map((t) => (
          <li key={t}>
            <Badge>{t}</Badge>
          </li>
        ))}
      </ul>
      <div className={cx(styles.footer, styles.full)}>
        <span className={styles.posted}>Posted {postedAge(job.postedDaysAgo).toLowerCase()}</span>
        <div className={styles.actions}>
          {onHide && (
            <IconButton
              size="sm"
              label={`Hide ${job.title}`}
              icon={<EyeOff size={18} aria-hidden="true" />}
              onClick={() => onHide(job.id)}
            />
          )}
          {onSaveChange && (
            <IconButton
              size="sm"
              label={job.saved ? `Saved: ${job.title}` : `Save ${job.title}`}
              pressed={job.saved}
              icon={
                job.saved ? (
                  <BookmarkCheck size={18} aria-hidden="true" />
                ) : (
                  <Bookmark size={18} aria-hidden="true" />
                )
              }
              onClick={() => onSaveChange(job.id, !job.saved)}
            />
          )}
          {job.applied ? (
            <span className={styles.appliedLabel}>
              <CircleCheck size={16} aria-hidden="true" />
              Applied
            </span>
          ) : (
            onApply && (
              <Button
                size="sm"
                loading={applying}
                onClick={() => onApply(job.id)}
                aria-label={`Apply to ${job.title}`}
              >
                Apply
              </Button>
            )
          )}
        </div>
      </div>
    </article>
  );
}
