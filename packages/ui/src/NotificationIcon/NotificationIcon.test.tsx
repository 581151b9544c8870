import { NOTIFICATION_TYPE_IDS, NOTIFICATION_TYPES } from '@jobsite/domain';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NOTIFICATION_ICONS, NotificationIcon } from './NotificationIcon.tsx';

test('every notification type has an icon, and no icon is left without a type', () => {
  const names = NOTIFICATION_TYPE_IDS.map((id) => NOTIFICATION_TYPES[id].name);
  expect(Object.keys(NOTIFICATION_ICONS).sort()).toEqual([...names].sort());
});

test('the icon is hidden from screen readers (its label says what it is)', () => {
  const { container } = render(<NotificationIcon name="chat" />);
  const svg = container.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  expect(svg?.dataset.icon).toBe('chat');
});
