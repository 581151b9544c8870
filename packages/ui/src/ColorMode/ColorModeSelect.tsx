import { useId } from 'react';
import * as styles from './ColorModeSelect.css.ts';

/** What a person may choose: follow the device (`system`), or always light or dark. */
export type ColorModeChoice = 'system' | 'light' | 'dark';

export const COLOR_MODE_CHOICES: readonly { value: ColorModeChoice; label: string }[] = [
  { value: 'system', label: 'As on this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export interface ColorModeSelectProps {
  value: ColorModeChoice;
  onChange: (choice: ColorModeChoice) => void;
}

/** The site's colour mode: a small labelled native select (keyboard and screen readers as usual). */
export function ColorModeSelect({ value, onChange }: ColorModeSelectProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as ColorModeChoice)}
      >
        {COLOR_MODE_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </span>
  );
}
