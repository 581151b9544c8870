import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A way forward: a button or link. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** What a list says when it has nothing: why, and what to do next. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <SearchX size={28} />}
      </span>
      <Heading level={headingLevel} size={3}>
        {title}
      </Heading>
      {description && <Text tone="muted">{description}</Text>}
      {action}
    </div>
  );
}
