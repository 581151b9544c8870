/**
 * Test helper: the API as a process of its own (`node src/main.ts`), with only the environment a test
 * gives it, its output kept, and its JSON log lines readable, for suites that check what start-up does.
 * The one starter every package's tests share (@jobsite/test-fixtures/api).
 */
export { type ApiProcess, listeningPort, spawnApi } from '@jobsite/test-fixtures/api';
