import type { ReactNode } from 'react';
import { ModalFrame, type ModalProps } from '../Dialog/ModalFrame.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './Drawer.css.ts';

export interface DrawerProps extends ModalProps {
  /** E.g. "Clear" and "Show 240 jobs" for mobile filters. */
  footer?: ReactNode;
  side?: 'right' | 'bottom';
}

/** A modal panel from the side or bottom (mobile filters), on the native `<dialog>`. */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return (
    <ModalFrame
      {...props}
      className={cx(styles.drawer, side === 'right' ? styles.right : styles.bottom)}
      parts={{ header: styles.header, body: styles.body, footer: styles.footer }}
      titleSize={4}
    />
  );
}
