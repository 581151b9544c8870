/**
 * Starts the real API once for the whole test run (src/testing/api-process.ts), with its defaults: each
 * vertical at its default base path, the default access-token lifetime (no test waits for a token to
 * expire: `expiredCookies` in real-api.ts hands the API an expired one).
 */
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const api = await startApi();
  project.provide('apiOrigin', api.origin);
  return () => api.stop();
}
