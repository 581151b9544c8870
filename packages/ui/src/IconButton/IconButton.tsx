import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import { type IconButtonVariants, iconButton } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariants['variant'];
  size?: IconButtonVariants['size'];
  /** A toggle's state (e.g. saved): sets `aria-pressed`. */
  pressed?: boolean;
  loading?: boolean;
}

/** A square button showing only an icon, with a required label. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  pressed,
  loading = false,
  type = 'button',
  className,
  onClick,
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      title={props.title ?? label}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      className={cx(iconButton({ variant, size, pressed: pressed ?? false }), className)}
    >
      {loading ? <Spinner /> : icon}
    </button>
  );
}
