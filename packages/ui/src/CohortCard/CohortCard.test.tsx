import { cohortCard, PROFILE_UPDATE_COHORTS } from '@jobsite/domain';
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CohortCard } from './CohortCard.tsx';

test.each(PROFILE_UPDATE_COHORTS)(
  '%s shows its header, body, subText and the footer linking to its redirect',
  (c) => {
    const card = cohortCard(c);
    const { unmount } = render(<CohortCard card={card} />);
    const region = screen.getByRole('status', { name: card.header });
    expect(within(region).getByRole('heading', { level: 3, name: card.header })).toBeTruthy();
    expect(region.textContent).toContain(card.body);
    expect(region.textContent).toContain(card.subText);
    expect(within(region).getByRole('link', { name: card.footer }).getAttribute('href')).toBe(card.redirect);
    expect(region.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    unmount();
  },
);
