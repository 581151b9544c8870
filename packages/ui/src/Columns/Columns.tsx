import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../sprinkles/sprinkles.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Columns.css.ts';

export interface ColumnsProps extends Omit<BoxProps, 'gap'> {
  /** Relative widths, e.g. `[1, 2]` for a sidebar and a main column. */
  widths?: number[];
  space?: Sprinkles['gap'];
  /** Stay stacked up to `md` (900px) rather than `sm`. */
  collapseBelow?: 'sm' | 'md';
  children?: ReactNode;
}

/** Side-by-side columns that stack on small screens. */
export function Columns({
  widths = [1, 1],
  space = 'lg',
  collapseBelow = 'sm',
  className,
  style,
  ...props
}: ColumnsProps) {
  return (
    <Box
      {...props}
      gap={space}
      className={cx(styles.columns, collapseBelow === 'md' && styles.collapseBelowMd, className)}
      style={{
        ...style,
        ...assignInlineVars({ [styles.template]: widths.map((w) => `minmax(0, ${w}fr)`).join(' ') }),
      }}
    />
  );
}
