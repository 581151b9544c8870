import { Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../Link/Link.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './CompletenessMeter.css.ts';

export interface CompletenessItem {
  key: string;
  /** What to do, e.g. "Upload your resume". */
  label: string;
  done: boolean;
  /** The edit page for this item. */
  href: string;
}

export interface CompletenessMeterProps {
  /** 0-100, as the server supplies it. */
  percentage: number;
  items: CompletenessItem[];
  title?: string;
  linkComponent?: LinkComponent;
}

/** Profile completeness: the percentage and every item, each a link to where it is edited. */
export function CompletenessMeter({
  percentage,
  items,
  title = 'Profile completeness',
  linkComponent,
}: CompletenessMeterProps) {
  const id = useId();
  const value = Math.max(0, Math.min(100, Math.round(percentage)));
  return (
    <section className={styles.root} aria-labelledby={id}>
      <div className={styles.top}>
        <h2 id={id} style={{ margin: 0, fontSize: 'inherit' }}>
          {title}
        </h2>
        <span className={styles.percent}>{value}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.done ? (
              <CircleCheck size={18} className={styles.done} aria-hidden="true" />
            ) : (
              <Circle size={18} className={styles.todo} aria-hidden="true" />
            )}
            <Link href={item.href} {...(linkComponent ? { as: linkComponent } : {})} quiet={item.done}>
              {item.label}
              {item.done ? ' (done)' : ''}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
