/** A worker for the pool's tests: echoes, fails, crashes, or never answers (the default), as asked. */
import { parentPort } from 'node:worker_threads';

const port = parentPort;
port?.on('message', ({ id, input }: { id: number; input: { do?: string; value?: unknown } }) => {
  if (input.do === 'echo') return port.postMessage({ id, ok: true, value: input.value });
  if (input.do === 'fail') {
    return port.postMessage({ id, ok: false, error: { name: 'Nope', message: 'it failed', code: 'nope' } });
  }
  if (input.do === 'crash') throw new Error('the worker crashed');
  // Anything else, such as a resume task: busy for ever, until the pool terminates it.
  for (;;) {}
});
