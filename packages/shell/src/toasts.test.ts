import { MAX_TOASTS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { createToastStore, visibleToasts } from './toasts.ts';

describe('toast store', () => {
  it('shows at most MAX_TOASTS at once; the rest wait their turn', () => {
    const store = createToastStore();
    for (let i = 0; i < 6; i += 1) store.getState().show({ message: `m${i}` });
    expect(visibleToasts(store.getState()).map((t) => t.message)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(MAX_TOASTS).toBe(4);
    store.getState().dismiss(store.getState().toasts[0]?.id ?? '');
    expect(visibleToasts(store.getState()).map((t) => t.message)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('does not queue the same message twice while it waits, unless it carries an action', () => {
    const store = createToastStore();
    const a = store.getState().show({ message: 'Taking too long', tone: 'critical' });
    const b = store.getState().show({ message: 'Taking too long', tone: 'critical' });
    expect(a).toBe(b);
    store.getState().show({ message: 'Job removed', action: { label: 'Undo', onAction: () => {} } });
    store.getState().show({ message: 'Job removed', action: { label: 'Undo', onAction: () => {} } });
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('keeps the ones on screen and drops the oldest waiting ones when flooded', () => {
    const store = createToastStore();
    for (let i = 0; i < 20; i += 1) store.getState().show({ message: `m${i}` });
    const messages = store.getState().toasts.map((t) => t.message);
    expect(messages.slice(0, 4)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(messages).toHaveLength(8);
    expect(messages.at(-1)).toBe('m19');
  });

  it('stores are independent (one per tab, one per request)', () => {
    const a = createToastStore();
    const b = createToastStore();
    a.getState().show({ message: 'only in a' });
    expect(b.getState().toasts).toEqual([]);
  });
});
