import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Dialog } from './Dialog.tsx';

function Demo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Unfollow recruiter</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Unfollow this recruiter?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Unfollow</Button>
          </>
        }
      >
        <Text>You will stop seeing their jobs in your feed. You can undo this right after.</Text>
      </Dialog>
    </>
  );
}

const meta = { title: 'Overlays/Dialog', component: Demo, args: { initiallyOpen: true } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
