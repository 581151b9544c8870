import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { FileUpload } from './FileUpload.tsx';
import { fileError } from './validate.ts';

const rules = { accept: ['.pdf', '.doc'], maxBytes: 1024 * 1024 };

test('fileError names the wrong type and the size limit', () => {
  expect(fileError({ name: 'photo.png', size: 10 }, rules)).toContain('is not a .pdf, .doc file');
  expect(fileError({ name: 'cv.pdf', size: 3 * 1024 * 1024 }, rules)).toContain('the limit is 1 MB');
  expect(fileError({ name: 'CV.PDF', size: 10 }, rules)).toBeNull();
});

test('a file of the wrong type is refused with a message and not passed on', async () => {
  const onFile = vi.fn();
  const { container } = render(<FileUpload label="Upload resume" {...rules} onFile={onFile} />);
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
  expect(onFile).not.toHaveBeenCalled();
  expect(screen.getByText(/is not a \.pdf, \.doc file/)).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
});

test('a good file is passed on and the progress bar shows the given progress', async () => {
  const onFile = vi.fn();
  const { container, rerender } = render(<FileUpload label="Upload resume" {...rules} onFile={onFile} />);
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
  expect(onFile).toHaveBeenCalledOnce();
  rerender(<FileUpload label="Upload resume" {...rules} onFile={onFile} progress={60} />);
  expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(60);
});
