import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Heading, type HeadingProps } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useModal } from './useModal.ts';

/** What every modal takes: `Dialog`'s props, and `Drawer`'s but its side. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

interface ModalFrameProps extends ModalProps {
  /** The `<dialog>`'s class. */
  className: string;
  /** The classes of the title bar, the body and the footer. */
  parts: { header: string; body: string; footer: string };
  titleSize: NonNullable<HeadingProps['size']>;
}

/**
 * The frame `Dialog` and `Drawer` share: a native `<dialog>` driven as a modal (`useModal`), named by its
 * title, with the title and a close button on top, the content below and the footer, when given, last.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  className,
  parts,
  titleSize,
}: ModalFrameProps) {
  const ref = useModal(open, onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} className={className} aria-labelledby={titleId}>
      <div className={parts.header}>
        <Heading level={2} size={titleSize} id={titleId}>
          {title}
        </Heading>
        <IconButton label={closeLabel} icon={<X size={20} aria-hidden="true" />} onClick={onClose} />
      </div>
      <div className={parts.body}>{children}</div>
      {footer && <div className={parts.footer}>{footer}</div>}
    </dialog>
  );
}
