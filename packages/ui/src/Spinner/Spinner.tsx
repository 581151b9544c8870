import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

/** A small busy indicator in the current text colour. */
export function Spinner({ label }: SpinnerProps) {
  if (label) return <span className={styles.spinner} role="status" aria-label={label} />;
  return <span className={styles.spinner} aria-hidden="true" />;
}
