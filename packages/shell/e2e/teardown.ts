import { rmSync } from 'node:fs';

/** Removes this run's API data folder. */
export default function teardown() {
  const dir = process.env.JOBSITE_E2E_DATA;
  if (dir?.includes('jobsite-e2e-')) rmSync(dir, { recursive: true, force: true });
}
