import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { brands } from '../../../../.storybook/brands.ts';
import { sampleJob } from '../JobCard/fixtures.ts';
import { JobCard } from '../JobCard/JobCard.tsx';
import { JobCardSkeleton } from './JobCardSkeleton.tsx';

test.each(Object.entries(brands))('has the same size as a JobCard (%s): no layout shift', (_name, theme) => {
  render(
    <div className={theme.className} style={{ width: '520px' }}>
      <JobCardSkeleton />
      <JobCard job={sampleJob} onApply={() => {}} onSaveChange={() => {}} onHide={() => {}} />
      <JobCard job={{ ...sampleJob, tags: [], cities: [], title: 'Analyst' }} />
    </div>,
  );
  const skeleton = screen.getByRole('status', { name: 'Loading job' }).getBoundingClientRect();
  for (const card of screen.getAllByRole('article')) {
    const rect = card.getBoundingClientRect();
    expect(rect.height).toBeCloseTo(skeleton.height, 0);
    expect(rect.width).toBe(skeleton.width);
  }
});
