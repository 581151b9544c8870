import { visuallyHidden } from '@jobsite/ui/a11y';
import { Link } from 'react-router';
import * as styles from './Facets.css.ts';
import type { FacetGroupView, FacetOptionView } from './listing.ts';

/**
 * The listing's filters as links, each option with the number of jobs it gives (decision 0094): a
 * heading and a list per group. Each option is the listing's address with it applied, so they work
 * without JavaScript; the selected one leads to the address without it. An option with no jobs is
 * shown, not linked. A screen reader reads each as "Bangalore, 120 jobs"; the selected one is the
 * current one (`aria-current`).
 */
export function Facets({ groups, onNavigate }: { groups: FacetGroupView[]; onNavigate?: () => void }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label="Refine by" className={styles.facets}>
      {groups.map((g) => (
        <FacetGroup key={g.key} group={g} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

/** A heading and its options' list (not a labelled region: "City" labels the city field of the form). */
function FacetGroup({ group, onNavigate }: { group: FacetGroupView; onNavigate?: (() => void) | undefined }) {
  return (
    <div>
      <h2 className={styles.heading}>{group.title}</h2>
      <ul className={styles.list}>
        {group.options.map((o) => (
          <li key={o.label}>
            <Option option={o} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Option({ option, onNavigate }: { option: FacetOptionView; onNavigate?: (() => void) | undefined }) {
  const count = (
    <span className={styles.count} aria-hidden="true">
      {option.countText.replace(/ jobs?$/, '')}
    </span>
  );
  if (option.href === null) {
    return (
      <span className={`${styles.option} ${styles.empty}`}>
        <span>
          {option.label}
          <span className={visuallyHidden}>{`, ${option.countText}`}</span>
        </span>
        {count}
      </span>
    );
  }
  return (
    <Link
      to={option.href}
      preventScrollReset
      prefetch="none"
      rel="nofollow"
      aria-current={option.selected ? 'true' : undefined}
      className={option.selected ? `${styles.option} ${styles.selected}` : styles.option}
      onClick={onNavigate}
    >
      <span>
        {option.label}
        <span className={visuallyHidden}>{`, ${option.countText}`}</span>
      </span>
      {count}
    </Link>
  );
}
