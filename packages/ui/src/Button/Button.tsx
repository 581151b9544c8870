import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import type { ButtonVariants } from './Button.css.ts';
import * as styles from './Button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  /** Busy: keeps its width (no layout shift), shows a spinner and ignores presses. */
  loading?: boolean;
  icon?: ReactNode;
  children: ReactNode;
};

/** A button. While `loading` it keeps its size and is `aria-busy`, not disabled, so focus stays. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      <span className={styles.loadingWrap}>
        <span className={cx(styles.content, loading && styles.hiddenContent)}>
          {icon}
          {children}
        </span>
        {loading && (
          <span className={styles.loadingSpinner}>
            <Spinner />
          </span>
        )}
      </span>
    </button>
  );
}

export interface ButtonLinkProps extends Omit<ButtonProps, 'loading' | 'type' | 'onClick'> {
  href: string;
  as?: LinkComponent;
}

/** A link that looks like a button (for navigation such as "Apply on company site"). */
export function ButtonLink({
  href,
  as: Component,
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
}: ButtonLinkProps) {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const inner = (
    <span className={styles.content}>
      {icon}
      {children}
    </span>
  );
  if (Component)
    return (
      <Component href={href} className={classes}>
        {inner}
      </Component>
    );
  return (
    <a href={href} className={classes}>
      {inner}
    </a>
  );
}
