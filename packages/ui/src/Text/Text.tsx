import type { ReactNode } from 'react';
import * as styles from './Text.css.ts';

export interface TextProps {
  children: ReactNode;
}

export function Text({ children }: TextProps) {
  return <p className={styles.text}>{children}</p>;
}
