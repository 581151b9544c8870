import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../sprinkles/sprinkles.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Inline.css.ts';

export interface InlineProps extends Omit<BoxProps, 'gap'> {
  space?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /** Wrap onto new lines when there is no room (default true). */
  wrap?: boolean;
  children?: ReactNode;
}

/** Children side by side, wrapping, with even space. */
export function Inline({
  space = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  className,
  ...props
}: InlineProps) {
  return (
    <Box
      {...props}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      className={cx(styles.inline, className)}
    />
  );
}
