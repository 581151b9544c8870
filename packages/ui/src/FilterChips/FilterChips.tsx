import { Chip } from '../Chip/Chip.tsx';
import * as styles from './FilterChips.css.ts';

export interface FilterChipsProps {
  /** The applied filters' labels (the job feed's `filterChips`). */
  labels: string[];
  /** Called with the label of the chip to remove: filter chips are removed by label. */
  onRemove: (label: string) => void;
  onClearAll?: () => void;
  /** The region's name for assistive technology. */
  title?: string;
}

/** The applied filters of a feed, each removable by its label, with "Clear all". */
export function FilterChips({ labels, onRemove, onClearAll, title = 'Applied filters' }: FilterChipsProps) {
  if (labels.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a group of chips
    <div className={styles.root} role="group" aria-label={title}>
      <ul className={styles.list}>
        {labels.map((label) => (
          <li key={label}>
            <Chip label={label} selected onRemove={() => onRemove(label)} />
          </li>
        ))}
      </ul>
      {onClearAll && labels.length > 1 && (
        <button type="button" className={styles.clear} onClick={onClearAll}>
          Clear all
        </button>
      )}
    </div>
  );
}
