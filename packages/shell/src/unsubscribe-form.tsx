import { Button } from '@jobsite/ui/Button';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * The one-click unsubscribe of an email's link: what stops (`children`) and the button that posts the
 * link's token to the page's action.
 */
export function UnsubscribeForm({
  token,
  busy,
  children,
}: {
  token: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <Stack space="md">
        <Text>{children}</Text>
        <div>
          <Button type="submit" disabled={busy}>
            Unsubscribe
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
