import type { ReactNode } from 'react';
import * as styles from './Dialog.css.ts';
import { ModalFrame, type ModalProps } from './ModalFrame.tsx';

export interface DialogProps extends ModalProps {
  /** Actions, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
}

/** A modal dialog on the native `<dialog>`: focus is held inside, Escape and the close button close it. */
export function Dialog(props: DialogProps) {
  return (
    <ModalFrame
      {...props}
      className={styles.dialog}
      parts={{ header: styles.header, body: styles.body, footer: styles.footer }}
      titleSize={3}
    />
  );
}
