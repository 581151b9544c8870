import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx.ts';
import { type TextVariants, text } from './Text.css.ts';

export type TextProps = TextVariants &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'dd' | 'dt' | 'li' | 'time' | 'label';
    children: ReactNode;
  };

/** Body text in the theme's sizes and tones. */
export function Text({ as = 'p', size, tone, weight, accent, truncate, className, ...props }: TextProps) {
  return createElement(as, {
    ...props,
    className: cx(text({ size, tone, weight, accent, truncate }), className),
  });
}
