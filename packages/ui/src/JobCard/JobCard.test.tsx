import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { sampleJob } from './fixtures.ts';
import { experienceRange, postedAge } from './format.ts';
import { JobCard } from './JobCard.tsx';

test('shows the job and calls back with its id', async () => {
  const onSaveChange = vi.fn();
  const onHide = vi.fn();
  const onApply = vi.fn();
  render(<JobCard job={sampleJob} onSaveChange={onSaveChange} onHide={onHide} onApply={onApply} />);
  const card = screen.getByRole('article', { name: sampleJob.title });
  expect(card.textContent).toContain('Acme Analytics');
  expect(card.textContent).toContain('Bangalore, Pune');
  expect(card.textContent).toContain('4-6 yrs');
  expect(card.textContent).toContain('₹24-32 LPA');
  expect(card.textContent).toContain('Posted 3 days ago');
  expect(screen.getByRole('link', { name: sampleJob.title }).getAttribute('href')).toBe(sampleJob.href);
  await userEvent.click(screen.getByRole('button', { name: `Save ${sampleJob.title}` }));
  expect(onSaveChange).toHaveBeenCalledWith('1234', true);
  await userEvent.click(screen.getByRole('button', { name: `Hide ${sampleJob.title}` }));
  expect(onHide).toHaveBeenCalledWith('1234');
  await userEvent.click(screen.getByRole('button', { name: `Apply to ${sampleJob.title}` }));
  expect(onApply).toHaveBeenCalledWith('1234');
});

test('confidential company, hidden salary, applied state and flags', () => {
  render(
    <JobCard
      job={{
        ...sampleJob,
        company: null,
        salary: null,
        applied: true,
        saved: true,
        workFromHome: true,
        femaleFriendly: true,
        earlyApplicant: true,
      }}
      onSaveChange={() => {}}
      onApply={() => {}}
    />,
  );
  const card = screen.getByRole('article');
  expect(card.textContent).toContain('Confidential');
  expect(card.textContent).toContain('Salary not disclosed');
  expect(card.textContent).toContain('Applied');
  expect(card.textContent).toContain('Work from home');
  expect(card.textContent).toContain('Women friendly');
  expect(card.textContent).toContain('Early applicant');
  expect(screen.queryByRole('button', { name: /Apply to/ })).toBeNull();
  expect(screen.getByRole('button', { name: /Saved/ }).getAttribute('aria-pressed')).toBe('true');
});

test('no early-applicant mark unless the job carries it', () => {
  render(<JobCard job={sampleJob} />);
  expect(screen.getByRole('article').textContent).not.toContain('Early applicant');
});

test('formats', () => {
  expect(postedAge(0)).toBe('Today');
  expect(postedAge(1)).toBe('1 day ago');
  expect(postedAge(14)).toBe('2 weeks ago');
  expect(postedAge(65)).toBe('2 months ago');
  expect(experienceRange(25, 100)).toBe('25+ yrs');
});

test('the dense card keeps every fact, mark and action, and the whole title, in about two thirds of the height', async () => {
  const job = { ...sampleJob, saved: true, femaleFriendly: true, workFromHome: true, earlyApplicant: true };
  const heights: number[] = [];
  for (const density of ['comfortable', 'dense'] as const) {
    const onSaveChange = vi.fn();
    const { unmount } = render(
      <div style={{ width: '720px' }}>
        <JobCard job={job} density={density} onSaveChange={onSaveChange} onApply={() => {}} />
      </div>,
    );
    const card = screen.getByRole('article', { name: job.title });
    for (const text of ['Acme Analytics', 'Bangalore, Pune', '4-6 yrs', '₹24-32 LPA', 'Posted 3 days ago'])
      expect(card.textContent).toContain(text);
    expect(card.textContent).toContain('Women friendly');
    expect(card.textContent).toContain('Early applicant');
    const title = screen.getByRole('link', { name: job.title });
    expect(title.checkVisibility()).toBe(true);
    // Wrapped onto a second line where it needs one, never cut short.
    expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
    expect(screen.getByText('Posted 3 days ago').checkVisibility()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Saved: ${job.title}` }));
    expect(onSaveChange).toHaveBeenCalledWith('1234', false);
    expect(screen.getByRole('button', { name: `Apply to ${job.title}` }).checkVisibility()).toBe(true);
    heights.push(card.getBoundingClientRect().height);
    unmount();
  }
  const [comfortable = 0, dense = 0] = heights;
  expect(dense).toBeGreaterThan(0);
  // The long title takes two lines in the dense card too.
  expect(dense).toBeLessThanOrEqual(comfortable * 0.66);
});
