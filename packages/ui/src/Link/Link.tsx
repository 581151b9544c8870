import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Link.css.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Inherit the text colour and underline only on hover (navigation lists). */
  quiet?: boolean;
  /** Render with the app's router link instead of `<a>`. */
  as?: LinkComponent;
  children: ReactNode;
}

/** A text link. Plain `<a href>` unless an app passes its router's link as `as`. */
export function Link({ as: Component, quiet = false, className, ...props }: LinkProps) {
  const classes = cx(styles.link, quiet && styles.quiet, className);
  if (Component) return <Component {...props} className={classes} />;
  return <a {...props} className={classes} />;
}
