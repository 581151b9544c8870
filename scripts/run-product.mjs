// Starts the API (embedded database, seeded on first start) and both brand sites, prefixes their
// output, and prints the addresses once every part answers. `dev` runs the sites with hot reload;
// anything else serves their production builds (build them first: `pnpm turbo run build`).
import { spawn } from 'node:child_process';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const apiPort = 4000;
const apiOrigin = `http://localhost:${apiPort}`;

const parts = [
  {
    name: 'api',
    args: ['--filter', '@jobsite/api', mode === 'dev' ? 'dev' : 'start'],
    env: { PORT: String(apiPort) },
    ready: `${apiOrigin}/healthz`,
  },
  {
    name: 'management',
    args: [
      '--filter',
      '@jobsite/management',
      mode,
      ...(mode === 'dev' ? ['--port', '3000', '--strictPort'] : []),
    ],
    env: { PORT: '3000', API_ORIGIN: apiOrigin },
    ready: 'http://localhost:3000/robots.txt',
  },
  {
    name: 'technology',
    args: [
      '--filter',
      '@jobsite/technology',
      mode,
      ...(mode === 'dev' ? ['--port', '3001', '--strictPort'] : []),
    ],
    env: { PORT: '3001', API_ORIGIN: apiOrigin },
    ready: 'http://localhost:3001/robots.txt',
  },
];

const children = parts.map((part) => {
  const child = spawn('pnpm', part.args, {
    env: { ...process.env, ...part.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${part.name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit ${code}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

const started = Date.now();
const waiting = new Set(parts);
while (waiting.size > 0 && !stopping) {
  for (const part of [...waiting]) if (await answers(part.ready)) waiting.delete(part);
  if (waiting.size > 0) await new Promise((r) => setTimeout(r, 1000));
}
if (!stopping) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nThe job site is running (ready in ${seconds} s):`);
  console.log(`  Management brand   http://localhost:3000/`);
  console.log(`  Technology brand   http://localhost:3001/`);
  console.log(`  API                ${apiOrigin}/management/  ${apiOrigin}/technology/`);
  console.log(`  Messages (dev)     ${apiOrigin}/management/dev/outbox  ${apiOrigin}/technology/dev/outbox`);
  console.log('Press Ctrl+C to stop.\n');
}
