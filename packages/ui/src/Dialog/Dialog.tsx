import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';
import { useModal } from './useModal.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Actions, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  closeLabel?: string;
}

/** A modal dialog on the native `<dialog>`: focus is held inside, Escape and the close button close it. */
export function Dialog({ open, onClose, title, children, footer, closeLabel = 'Close' }: DialogProps) {
  const ref = useModal(open, onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={2} size={3} id={titleId}>
          {title}
        </Heading>
        <IconButton label={closeLabel} icon={<X size={20} aria-hidden="true" />} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
