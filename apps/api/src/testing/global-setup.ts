/**
 * The API suite's global setup (vitest.config.ts): builds the run's one migrated and seeded database
 * per driver before the first test file and removes it after the last (decision 0072).
 */

import type { TestProject } from 'vitest/node';
import { buildSeededDatabases, type SeededDatabases } from './seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded databases, which each suite's server copies (`openSeededCopy`). */
    seededDatabases: SeededDatabases;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { databases, remove } = await buildSeededDatabases(process.env.DATABASE_URL);
  project.provide('seededDatabases', databases);
  return remove;
}
