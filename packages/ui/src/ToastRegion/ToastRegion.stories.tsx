import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import type { ToastData } from '../Toast/Toast.tsx';
import { ToastRegion } from './ToastRegion.tsx';

const messages: Omit<ToastData, 'id'>[] = [
  { tone: 'positive', message: 'Your resume has been uploaded successfully!' },
  { tone: 'critical', message: 'Taking too long to respond MGMT. Please try again later.' },
  { tone: 'caution', message: 'Please check your internet connection and try again.' },
  { tone: 'info', message: 'Job saved.' },
  { tone: 'info', message: 'A fifth toast waits until one closes.' },
];

function Demo({ count }: { count: number }) {
  const [toasts, setToasts] = useState<ToastData[]>(
    messages.slice(0, count).map((m, i) => ({ ...m, id: String(i), duration: 0 })),
  );
  return (
    <>
      <Button
        onClick={() =>
          setToasts((ts) => [
            ...ts,
            { id: String(Date.now()), tone: 'info', message: 'Job hidden from your feed.' },
          ])
        }
      >
        Add a toast
      </Button>
      <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((ts) => ts.filter((t) => t.id !== id))} />
    </>
  );
}

const meta = { title: 'Feedback/ToastRegion', component: Demo, args: { count: 2 } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {};
export const FiveQueuedFourShown: Story = { args: { count: 5 } };
