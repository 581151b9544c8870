import { Check } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './PlanCard.css.ts';

export interface PlanCardProps {
  name: string;
  /** The plan's features, one line each. */
  description: string[];
  /** Formatted price, e.g. "Rs 1499". */
  price: string;
  /** e.g. "for 6 months". */
  frequency: string;
  /** e.g. "Rs 249 per month". */
  perMonth?: string;
  /** e.g. "Most popular" or "Save Rs 499". */
  highlight?: string;
  current?: boolean;
  loading?: boolean;
  onSelect: () => void;
  selectLabel?: string;
}

/** A subscription plan: name, features, price and frequency, and a choose button. */
export function PlanCard({
  name,
  description,
  price,
  frequency,
  perMonth,
  highlight,
  current = false,
  loading = false,
  onSelect,
  selectLabel = 'Choose plan',
}: PlanCardProps) {
  const id = useId();
  return (
    <article className={cx(styles.card, highlight && styles.highlighted)} aria-labelledby={id}>
      {highlight && (
        <span>
          <Badge tone="accent" strong>
            {highlight}
          </Badge>
        </span>
      )}
      <Heading level={3} size={3} id={id}>
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
      <ul className={styles.list}>
        {description.map((d) => (
          <li key={d} className={styles.item}>
            <Check size={16} className={styles.check} aria-hidden="true" />
            {d}
          </li>
        ))}
      </ul>
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
    </article>
  );
}
