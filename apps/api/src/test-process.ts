/**
 * Test helper: the API as a process of its own (`node src/main.ts`), with only the environment a test
 * gives it, its output kept, and its JSON log lines readable, for suites that check what start-up does.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface ApiProcess {
  child: ReturnType<typeof spawn>;
  /** Everything it printed so far. */
  output(): string;
  /** The first JSON log line with this message, if it has been printed. */
  logged(msg: string): Record<string, unknown> | undefined;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Starts `node src/main.ts` with only `env` (not this process's DATABASE_URL and the like). */
export function spawnApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logged = (msg: string) =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === msg);
  return { child, output: () => out, logged, exited };
}

/** The port the API listens on, from its `api listening` log line (polled every 100 ms, 2 min at most). */
export async function listeningPort(api: ApiProcess): Promise<number> {
  for (let i = 0; i < 1200; i++) {
    const listening = api.logged('api listening');
    if (listening) return listening.port as number;
    if (api.child.exitCode !== null) throw new Error(`the API stopped:\n${api.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the API did not start:\n${api.output()}`);
}
