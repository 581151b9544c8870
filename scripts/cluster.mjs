// Runs a Node server in several processes that share its listening port (node:cluster), so one
// machine's cores all serve requests (docs/decisions/0044-processes.md):
//
//   node scripts/cluster.mjs [--workers N] [--name NAME] [--single-unless-env VAR] -- [node options] <module> [args]
//
// The primary forks N workers, each running <module> with [args] as if started by `node <module>
// [args]` (process.argv[1] is the module) and the node options given before it. Workers: --workers,
// else WEB_CONCURRENCY, else the cores available (os.availableParallelism()) up to 4.
// --single-unless-env VAR runs one worker when VAR is unset or empty (the API on its embedded
// database, which one process opens). A worker that dies unexpectedly is started again after a delay
// that doubles up to 30 s; a worker that dies before any has listened, or five in a row that die
// before listening, stop everything (exit code: the worker's). SIGTERM
// or SIGINT is passed on to every worker once; the primary exits when they have, killing any still
// running after 15 s (or at a second signal).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const MAX_AUTO_WORKERS = 4;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A worker that lived this long resets the restart delay. */
const HEALTHY_MS = 60_000;
/** Workers in a row that exit before they listen: a start that cannot work (port taken, bad config). */
const MAX_FAILED_STARTS = 5;
const STOP_GRACE_MS = 15_000;

if (cluster.isWorker) {
  // A worker: run the module in this process. The launcher passes a stop signal on once; a second
  // copy (a signal sent to the whole process group reaches the worker directly too) must not kill a
  // worker that is finishing its requests, so later ones are ignored here and the primary escalates.
  let stopSignalled = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const onSignal = () => {
      if (stopSignalled) return;
      stopSignalled = true;
      // The module handles no stop signal: end as Node would have.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
        return;
      }
      // Once the module's own handler has closed its server, leave the primary: the channel to it
      // would otherwise keep a worker alive whose requests are all answered.
      setImmediate(() => cluster.worker?.disconnect());
    };
    process.on(signal, onSignal);
  }
  const [, , module] = process.argv;
  process.argv.splice(1, 1);
  await import(pathToFileURL(resolve(module)).href);
} else {
  const args = process.argv.slice(2);
  const dashes = args.indexOf('--');
  const { values } = parseArgs({
    args: dashes === -1 ? args : args.slice(0, dashes),
    options: {
      workers: { type: 'string' },
      name: { type: 'string' },
      'single-unless-env': { type: 'string' },
    },
  });
  const rest = dashes === -1 ? [] : args.slice(dashes + 1);
  const at = rest.findIndex((a) => !a.startsWith('-'));
  if (at === -1) {
    console.error(
      'usage: node scripts/cluster.mjs [--workers N] [--name NAME] [--single-unless-env VAR] -- [node options] <module> [args]',
    );
    process.exit(2);
  }
  const nodeOptions = rest.slice(0, at);
  const [module, ...moduleArgs] = rest.slice(at);
  const name = values.name ?? module;

  // Read as `env.X`: a setting of the machine, not an input of a cached task.
  const { env } = process;
  const cores = availableParallelism();
  const singleVar = values['single-unless-env'];
  const { count, why } = (() => {
    if (singleVar && !env[singleVar])
      return { count: 1, why: `${singleVar} is not set, and without it one process only may run` };
    const given = values.workers ?? env.WEB_CONCURRENCY;
    if (given !== undefined && given !== '') {
      const n = Number(given);
      if (!Number.isSafeInteger(n) || n < 1) {
        console.error(`cluster: workers must be a whole number from 1, not "${given}"`);
        process.exit(2);
      }
      return { count: n, why: values.workers ? '--workers' : 'WEB_CONCURRENCY' };
    }
    return {
      count: Math.min(cores, MAX_AUTO_WORKERS),
      why: `${cores} cores, at most ${MAX_AUTO_WORKERS}; WEB_CONCURRENCY sets it`,
    };
  })();
  console.log(
    `cluster: ${name}: ${count === 1 ? '1 process' : `${count} processes sharing its port`} (${why})`,
  );

  cluster.setupPrimary({
    exec: fileURLToPath(import.meta.url),
    args: [module, ...moduleArgs],
    execArgv: [...process.execArgv, ...nodeOptions],
  });

  let stopping = false;
  let exitCode = 0;
  let failedStarts = 0;
  let delayMs = FIRST_DELAY_MS;
  const listened = new WeakSet();
  const startedAt = new WeakMap();

  /** The workers not yet exited (cluster.workers may still list one that has). */
  const live = new Set();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    live.add(worker);
  };

  let everListened = false;
  cluster.on('listening', (worker) => {
    everListened = true;
    listened.add(worker);
    failedStarts = 0;
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    if (!listened.has(worker)) {
      // Before any process has listened, a stop is a start that cannot work (bad configuration, port
      // taken): say so once rather than again at every restart.
      if (!everListened) {
        console.error(
          `cluster: ${name}: process ${worker.process.pid} stopped (${how}) before listening; stopping`,
        );
        stop(code || 1);
        return;
      }
      failedStarts += 1;
      if (failedStarts >= MAX_FAILED_STARTS) {
        console.error(
          `cluster: ${name}: ${failedStarts} processes in a row stopped before listening; stopping`,
        );
        stop(1);
        return;
      }
    }
    if (Date.now() - (startedAt.get(worker) ?? 0) > HEALTHY_MS) delayMs = FIRST_DELAY_MS;
    console.error(
      `cluster: ${name}: process ${worker.process.pid} stopped (${how}); starting another in ${delayMs / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
  });

  function stop(code) {
    exitCode = code;
    const workers = [...live];
    if (stopping) {
      // A second signal: do not wait any longer.
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }
    stopping = true;
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
  }
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let i = 0; i < count; i++) fork();
}
