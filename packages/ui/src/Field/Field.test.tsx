import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { describedBy, Field } from './Field.tsx';

test('ties the label to the control and describes it with hint and error', () => {
  render(
    <Field id="ctc" label="Current CTC" hint="In lakhs" error="Enter a number">
      <input id="ctc" aria-describedby={describedBy('ctc', true, true)} />
    </Field>,
  );
  const input = screen.getByLabelText('Current CTC');
  expect(input.getAttribute('aria-describedby')).toBe('ctc-hint ctc-error');
  expect(screen.getByText('Enter a number').id).toBe('ctc-error');
});
