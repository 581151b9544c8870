import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx.ts';
import { heading } from './Heading.css.ts';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document level (h1-h6): semantics. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** The visual size, by default the level's (capped at 4). */
  size?: 1 | 2 | 3 | 4;
  children: ReactNode;
}

/** A heading in the brand's heading face; level and look are chosen separately. */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const visual = String(size ?? Math.min(level, 4)) as '1' | '2' | '3' | '4';
  return createElement(`h${level}`, { ...props, className: cx(heading({ size: visual }), className) });
}
