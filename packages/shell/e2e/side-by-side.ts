/**
 * A brand's browser suites run side by side on the configuration's workers (decision 0089): each suite
 * is one group that runs its tests in order in one worker, as it was written to, and the groups are
 * shared out between the workers. A suite must not depend on another suite having run before it.
 */
import { test } from '@playwright/test';

export function sideBySide(suites: ReadonlyArray<() => void>): void {
  test.describe.configure({ mode: 'parallel' });
  for (const define of suites) {
    test.describe(() => {
      test.describe.configure({ mode: 'default' });
      define();
    });
  }
}
