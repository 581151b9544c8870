import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './Container.css.ts';

export interface ContainerProps extends BoxProps {
  size?: keyof typeof styles.widths;
  children?: ReactNode;
}

/** Centres page content with side gutters and a maximum width. */
export function Container({ size = 'medium', className, ...props }: ContainerProps) {
  return <Box {...props} className={cx(styles.container, styles.widths[size], className)} />;
}
