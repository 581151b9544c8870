import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useModal } from '../Dialog/useModal.ts';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './Drawer.css.ts';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** E.g. "Clear" and "Show 240 jobs" for mobile filters. */
  footer?: ReactNode;
  side?: 'right' | 'bottom';
  closeLabel?: string;
}

/** A modal panel from the side or bottom (mobile filters), on the native `<dialog>`. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  closeLabel = 'Close',
}: DrawerProps) {
  const ref = useModal(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={cx(styles.drawer, side === 'right' ? styles.right : styles.bottom)}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <Heading level={2} size={4} id={titleId}>
          {title}
        </Heading>
        <IconButton label={closeLabel} icon={<X size={20} aria-hidden="true" />} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
