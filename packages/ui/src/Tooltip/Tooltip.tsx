import { cloneElement, type ReactElement, useEffect, useId, useState } from 'react';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** Extra description; the trigger keeps its own accessible name. */
  content: string;
  /** One focusable element (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Start shown (for stories and screenshots). */
  defaultOpen?: boolean;
}

/** A description shown on hover and keyboard focus, dismissible with Escape (WCAG 1.4.13). */
export function Tooltip({ content, children, defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the wrapped trigger; the trigger itself is the interactive element
    <span
      className={styles.wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={styles.tip} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
