import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Drawer } from './Drawer.tsx';

test('an open drawer is a named modal dialog that Escape asks to close', async () => {
  const onClose = vi.fn();
  render(
    <Drawer open onClose={onClose} title="Filter jobs">
      <button type="button">Apply</button>
    </Drawer>,
  );
  const drawer = screen.getByRole('dialog', { name: 'Filter jobs' }) as HTMLDialogElement;
  expect(drawer.open).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
});
