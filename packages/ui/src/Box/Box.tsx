import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../sprinkles/sprinkles.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Box.css.ts';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> & {
    /** The element to render: `div` by default. */
    as?: keyof HTMLElementTagNameMap;
    children?: ReactNode;
  };

/** The layout primitive: any element, styled only with responsive sprinkles from the theme. */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(
    as,
    { className: cx(styles.box, sprinkles(atoms as Sprinkles), className), ...rest },
    children,
  );
}
