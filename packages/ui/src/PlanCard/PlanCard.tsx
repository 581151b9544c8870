import { Check } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './PlanCard.css.ts';

export interface PlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string;
  /** The plan's features, one line each. */
  description: string[];
  /** Formatted price, e.g. "₹1,499". */
  price: string;
  /** e.g. "for 6 months". */
  frequency: string;
  /** e.g. "₹249 per month". */
  perMonth?: string;
  /** e.g. "Most popular" or "Save ₹499". */
  highlight?: string;
  /** A badge shown instead of the highlight's, e.g. that the seeker holds the plan. */
  badge?: ReactNode;
  /** The name's heading level; default 3. */
  headingLevel?: 2 | 3;
  current?: boolean;
  loading?: boolean;
  onSelect?: () => void;
  selectLabel?: string;
  /** What follows the features instead of the choose button: a note, the page's own form. */
  children?: ReactNode;
}

/** A subscription plan: name, features, price and frequency, and a choose button (or the page's own action). */
export function PlanCard({
  name,
  description,
  price,
  frequency,
  perMonth,
  highlight,
  badge,
  headingLevel = 3,
  current = false,
  loading = false,
  onSelect,
  selectLabel = 'Choose plan',
  children,
  className,
  ...rest
}: PlanCardProps) {
  const id = useId();
  const shownBadge =
    badge ??
    (highlight && (
      <Badge tone="accent" strong>
        {highlight}
      </Badge>
    ));
  return (
    <article
      {...rest}
      className={cx(styles.card, highlight && styles.highlighted, className)}
      aria-labelledby={id}
    >
      {shownBadge && <span>{shownBadge}</span>}
      <Heading level={headingLevel} size={3} id={id}>
        {name}
      </Heading>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        <span>{frequency}</span>
      </p>
      {perMonth && (
        <Text size="sm" tone="muted">
          {perMonth}
        </Text>
      )}
      <ul className={styles.list} aria-label={`${name} includes`}>
        {description.map((d) => (
          <li key={d} className={styles.item}>
            <Check size={16} className={styles.check} aria-hidden="true" />
            {d}
          </li>
        ))}
      </ul>
      {children ?? (
        <Button
          fullWidth
          variant={highlight ? 'primary' : 'secondary'}
          disabled={current}
          loading={loading}
          onClick={onSelect}
          aria-label={current ? `${name}: your current plan` : `${selectLabel}: ${name}`}
        >
          {current ? 'Current plan' : selectLabel}
        </Button>
      )}
    </article>
  );
}
