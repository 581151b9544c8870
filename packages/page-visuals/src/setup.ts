import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import preview from '../../../.storybook/preview.tsx';
import * as slots from '../../../.storybook/slots.tsx';

// Portable stories get the same decorators (brand theme, colour mode, the slots the sites fill) as
// Storybook itself.
setProjectAnnotations([preview, slots]);

// Pages say "posted 3 days ago" and "starts 10 Dec": one clock for every run, so that their pictures
// are the same tomorrow. Only the date is fixed; timers run as they do.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-20T09:30:00+05:30'));

afterEach(() => {
  cleanup();
});
