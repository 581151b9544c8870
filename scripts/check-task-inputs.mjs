// A task that starts the API must be run again when the API changes: turbo must count the API's
// sources among its inputs, or it replays a cached pass for code it never ran. This reads turbo's plan
// of the `test` and `e2e` tasks and fails for any task whose files start the API (its harness, its
// main module, a spawned process) while the API's sources are not among its inputs or dependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const TASKS = ['test', 'e2e'];
// What in a task's files says it runs the API: the shell's route-test harness and Vitest config, the
// browser suites' set-up, the API's own test server and process helpers, or its main module.
const STARTS_API =
  /@jobsite\/shell\/(testing|vitest|e2e)|@jobsite\/test-fixtures\/e2e|test-server\.ts|test-process\.ts|apps\/api\/src\/main\.ts|startTestApi|setupTestApi/;
const API_DIR = 'apps/api';
const API_TASK = /^@jobsite\/api#/;

const plan = JSON.parse(
  execFileSync('pnpm', ['exec', 'turbo', 'run', ...TASKS, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 256 * 1024 * 1024,
  }),
);
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

// The files that decide what a task runs: its test files and runner configuration.
const taskFiles = (directory, task) =>
  tracked.filter((file) => {
    if (!file.startsWith(`${directory}/`)) return false;
    const inPackage = relative(directory, file);
    if (/(^|\/)node_modules\//.test(inPackage)) return false;
    if (task === 'test') return /\.test\.tsx?$/.test(inPackage) || /^vitest\.config\./.test(inPackage);
    return /^(tests\/)?e2e\//.test(inPackage) || /^playwright\.config\./.test(inPackage);
  });

const missing = [];
let starting = 0;
for (const task of plan.tasks) {
  if (!TASKS.includes(task.task) || task.command === '<NONEXISTENT>') continue;
  if (task.directory === API_DIR) continue;
  const startsApi = taskFiles(task.directory, task.task).some((file) =>
    STARTS_API.test(readFileSync(join(root, file), 'utf8')),
  );
  if (!startsApi) continue;
  starting += 1;
  const dependsOnApi =
    task.dependencies.some((id) => API_TASK.test(id)) ||
    Object.keys(task.inputs).some(
      (input) => normalize(join(task.directory, input)) === `${API_DIR}/src/main.ts`,
    );
  if (!dependsOnApi) missing.push(task.taskId);
}

if (missing.length > 0) {
  console.error(
    `task inputs: these tasks start the API but turbo does not count its sources, so a change to the API can be answered from the cache:\n  ${missing.join('\n  ')}\nAdd the API to the task's dependsOn or inputs in turbo.json.`,
  );
  process.exit(1);
}
console.log(`task inputs: ${starting} test and browser tasks start the API, and each depends on its sources`);
