// Prints how long each task of the turbo runs `npm test` summarised took (`--summarize`; the runs since
// the time given in milliseconds, else the newest run), longest first, with whether turbo ran it or
// replayed it from its cache, so a slow or uncached task is seen at the end of `npm test`; then each
// failed task's failure reports and the last lines of its log, so the reason for a failure is in the
// last screen of the output (two turbo runs side by side interleave it with everything else).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const runs = join(import.meta.dirname, '..', '.turbo', 'runs');
let files = [];
try {
  files = readdirSync(runs).filter((name) => name.endsWith('.json'));
} catch {
  // No run was summarised: nothing to print.
}
if (files.length === 0) process.exit(0);
// The runs of this `npm test`: those summarised since the time it passes (milliseconds), else the newest.
const since = Number(process.argv[2] ?? Number.NaN);
const summaries = files
  .map((name) => ({ name, at: statSync(join(runs, name)).mtimeMs }))
  .sort((a, b) => b.at - a.at)
  .filter((file, i) => (Number.isNaN(since) ? i === 0 : file.at >= since))
  .map((file) => JSON.parse(readFileSync(join(runs, file.name), 'utf8')));
// A task two runs share (the builds the browser suites depend on) is listed once: where it ran.
const byId = new Map();
for (const task of summaries.flatMap((summary) => summary.tasks)) {
  const seen = byId.get(task.taskId);
  if (!seen || (seen.cache.status === 'HIT' && task.cache.status !== 'HIT')) byId.set(task.taskId, task);
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const rows = [...byId.values()]
  .filter((task) => task.execution)
  .map((task) => ({
    task: task.taskId,
    ms: task.execution.endTime - task.execution.startTime,
    cache: task.cache.status === 'HIT' ? 'cached' : 'ran',
    failed: task.execution.exitCode !== 0,
    log: task.logFile,
  }))
  .sort((a, b) => b.ms - a.ms);
const width = Math.max(4, ...rows.map((row) => row.task.length));
console.log(`\n${'task'.padEnd(width)}  ${'seconds'.padStart(7)}  result`);
for (const row of rows) {
  const result = row.failed ? 'FAILED' : row.cache;
  console.log(`${row.task.padEnd(width)}  ${seconds(row.ms).padStart(7)}  ${result}`);
}
const wall = Number.isNaN(since)
  ? summaries[0].execution.endTime - summaries[0].execution.startTime
  : Date.now() - since;
const ran = rows.filter((row) => row.cache === 'ran').length;
console.log(
  `${'all tasks (wall clock)'.padEnd(width)}  ${seconds(wall).padStart(7)}  ${ran} ran, ${rows.length - ran} cached`,
);

const TAIL_LINES = 25;
// Where a failure's own report starts: Playwright's numbered failures ("  1) file:line › title"),
// Vitest's "FAIL file > test". The tail alone can miss it: Playwright reports a failure when it
// happens, and the tests after it push it out of the tail.
const FAILURE = /^\s*(\d+\) \S|FAIL\s)/;
const BLOCK_LINES = 30;
const MAX_BLOCKS = 4;
for (const row of rows.filter((r) => r.failed)) {
  const file = row.log && join(import.meta.dirname, '..', row.log);
  if (!file || !existsSync(file)) continue;
  // Turbo keeps colour codes in its logs; the log is read as plain text.
  const lines = stripVTControlCharacters(readFileSync(file, 'utf8')).trimEnd().split('\n');
  const tailFrom = Math.max(0, lines.length - TAIL_LINES);
  const starts = lines
    .map((line, i) => (FAILURE.test(line) ? i : -1))
    .filter((i) => i >= 0 && i < tailFrom)
    .slice(0, MAX_BLOCKS);
  for (const start of starts) {
    console.log(`\n${row.task} failed; ${row.log}, from line ${start + 1}:`);
    console.log(lines.slice(start, Math.min(start + BLOCK_LINES, tailFrom)).join('\n'));
  }
  console.log(`\n${row.task} failed; the last ${lines.length - tailFrom} lines of ${row.log}:`);
  console.log(lines.slice(tailFrom).join('\n'));
}
