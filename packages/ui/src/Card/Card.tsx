import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx.ts';
import { type CardVariants, card } from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  tone?: CardVariants['tone'];
  padding?: CardVariants['padding'];
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  children: ReactNode;
}

/** A surface that groups content. */
export function Card({ tone, padding, as = 'div', className, ...props }: CardProps) {
  return createElement(as, { ...props, className: cx(card({ tone, padding }), className) });
}
