import { type ReactNode, useState } from 'react';
import { cx } from '../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting (email alerts, two-factor authentication): `role="switch"`. */
export function Switch({ label, checked, defaultChecked = false, onChange, disabled = false }: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={disabled}
      className={cx(styles.root, styles.focusNone)}
      onClick={() => {
        setOwn(!on);
        onChange?.(!on);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}
