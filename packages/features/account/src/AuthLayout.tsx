import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './AuthLayout.css.ts';

/** The frame of the account pages: one card with a heading, an optional intro and the form. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <Card>
        <Stack space="lg">
          <Stack space="sm">
            <Heading level={1} size={2}>
              {title}
            </Heading>
            {intro && <Text tone="muted">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}

export const formClass = styles.form;
