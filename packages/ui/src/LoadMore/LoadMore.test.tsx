import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LoadMore } from './LoadMore.tsx';

test('loads more while there is more, and hides the button after', async () => {
  const onLoadMore = vi.fn();
  const { rerender } = render(<LoadMore shown={20} total={40} hasMore onLoadMore={onLoadMore} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
  expect(onLoadMore).toHaveBeenCalledOnce();
  rerender(<LoadMore shown={40} total={40} hasMore={false} onLoadMore={onLoadMore} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Showing 40 of 40 jobs')).toBeTruthy();
});
