import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../sprinkles/sprinkles.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Stack.css.ts';

export interface StackProps extends Omit<BoxProps, 'gap'> {
  /** Space between children (responsive). */
  space?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  children?: ReactNode;
}

/** Children one under another with even space. */
export function Stack({ space = 'md', align = 'stretch', className, ...props }: StackProps) {
  return <Box {...props} gap={space} alignItems={align} className={cx(styles.stack, className)} />;
}
