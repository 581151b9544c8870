import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../../../.storybook/preview.tsx';

// Portable stories get the same decorators (brand theme, colour mode) as Storybook itself.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
