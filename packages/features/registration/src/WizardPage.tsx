import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import type { ReactNode } from 'react';
import * as styles from './Wizard.css.ts';

/** A page of the registration wizard and of revisiting it: its h1, then its parts one under another. */
export function WizardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Stack space="lg">
        <Heading level={1} size={2}>
          {title}
        </Heading>
        {children}
      </Stack>
    </div>
  );
}
