import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Dialog } from './Dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Confirm">
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

test('opens modally, keeps focus inside, closes on Escape and returns focus to the opener', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Confirm' }) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.tab();
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.tab();
  await userEvent.tab();
  expect(dialog.contains(document.activeElement) || document.activeElement === document.body).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(dialog.open).toBe(false);
  expect(document.activeElement).toBe(opener);
});

test('the close button closes it', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
});
