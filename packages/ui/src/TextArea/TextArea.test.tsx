import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { TextArea } from './TextArea.tsx';

test('counts characters against maxLength', async () => {
  render(<TextArea label="Cover letter" maxLength={20} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Cover letter' }), 'Hello');
  expect(screen.getByText('5/20')).toBeTruthy();
});
