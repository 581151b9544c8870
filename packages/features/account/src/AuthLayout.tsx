import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
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
          <PageTitle title={title} space="sm">
            {intro && <Text tone="muted">{intro}</Text>}
          </PageTitle>
          {children}
        </Stack>
      </Card>
    </div>
  );
}

/** The form of an account page: its fields, then the submit button, busy while the form is sent. */
export function AuthForm({ submit, children }: { submit: string; children?: ReactNode }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={styles.form}>
      {children}
      <Button type="submit" loading={busy} fullWidth>
        {submit}
      </Button>
    </Form>
  );
}
