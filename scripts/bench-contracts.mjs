#!/usr/bin/env node
/**
 * Compares the ways a call's contract can be written once (decision 0083): the domain's registry made
 * generic (what the product uses), Hono's typed routes and client, oRPC, and ts-rest. For each, it writes
 * the same catalogue of CALLS calls (half GET with a query, half POST with a body, each with an answer
 * object) as a contract, a Hono-served API implementing every call, and a client making three calls; then
 * prints what the choice turns on:
 * - type-check time of contract + server + client (TypeScript's `tsc --noEmit`, median of RUNS) and the
 *   checker's memory;
 * - the client's weight in the browser: a page's entry that makes three calls, bundled and minified by
 *   esbuild, gzip bytes (with the whole catalogue's contract, as a page that imports it would carry);
 * - how an error reads: tsc's message when one handler answers a field of the wrong type.
 * The candidates are installed from the npm registry into a temporary folder (nothing is added to the
 * product). Run: `pnpm bench:contracts` (about two minutes; `-- --calls N --runs N --dir D` to vary it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `--calls N`, `--runs N`, `--dir D` (keeps the installed candidates there between runs). */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const CALLS = Number(option('calls', 192));
const RUNS = Number(option('runs', 3));
const VERSIONS = {
  typescript: '7.0.2',
  esbuild: '0.28.2',
  valibot: '1.5.0',
  hono: '4.13.19',
  ky: '2.1.0',
  '@hono/valibot-validator': '0.6.1',
  '@orpc/contract': '1.16.1',
  '@orpc/server': '1.16.1',
  '@orpc/client': '1.16.1',
  '@orpc/openapi-client': '1.16.1',
  '@orpc/openapi': '1.16.1',
  '@ts-rest/core': '3.53.0-rc.1',
  '@ts-rest/serverless': '3.53.0-rc.1',
};

const keep = option('dir', undefined);
const root = keep ?? mkdtempSync(join(tmpdir(), 'bench-contracts-'));
if (!existsSync(join(root, 'node_modules'))) {
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'bench-contracts', private: true, type: 'module' }),
  );
  console.log(`installing the candidates into ${root}`);
  execFileSync(
    'npm',
    [
      'install',
      '--silent',
      '--no-audit',
      '--no-fund',
      ...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`),
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

const ids = Array.from({ length: CALLS }, (_, i) => i);
const isGet = (i) => i % 2 === 0;
/** The valibot schemas every candidate shares: one input and one answer per call. */
const schemas = `import * as v from 'valibot';
${ids
  .map((i) =>
    isGet(i)
      ? `export const Input${i} = v.object({ jobcode: v.string(), page: v.optional(v.string()) });`
      : `export const Input${i} = v.object({ jobcode: v.number(), note: v.optional(v.string()) });`,
  )
  .join('\n')}
${ids
  .map(
    (i) =>
      `export const Answer${i} = v.object({ message: v.string(), jobId: v.number(), count${i}: v.number(), items: v.array(v.object({ id: v.number(), title: v.string(), city: v.nullable(v.string()) })) });`,
  )
  .join('\n')}
`;
/** What each handler answers; call 1 answers a wrong type in the error variant. */
const answer = (i, wrong) =>
  `{ message: 'done', jobId: ${wrong && i === 1 ? "'seven'" : 7}, count${i}: 1, items: [{ id: 1, title: 'Analyst', city: null }] }`;
const inputOf = (i) => (isGet(i) ? `{ jobcode: '7' }` : `{ jobcode: 7 }`);
const CLIENT_CALLS = [0, 1, 2];

const candidates = {
  registry: {
    contract: `import * as v from 'valibot';
import * as s from './schemas.ts';
export interface Contract { readonly method: 'GET' | 'POST'; readonly path: string; readonly input: v.GenericSchema; readonly answer: v.GenericSchema }
export const CALLS = {
${ids.map((i) => `  call${i}: { method: '${isGet(i) ? 'GET' : 'POST'}', path: 'jobs/call${i}', input: s.Input${i}, answer: s.Answer${i} },`).join('\n')}
} as const satisfies Record<string, Contract>;
export type CallName = keyof typeof CALLS;
export type InputOf<N extends CallName> = v.InferOutput<(typeof CALLS)[N]['input']>;
export type AnswerOf<N extends CallName> = v.InferInput<(typeof CALLS)[N]['answer']>;
`,
    server: (wrong) => `import { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerOf, CALLS, type CallName, type InputOf } from './contract.ts';
const app = new Hono();
function handle<N extends CallName>(name: N, fn: (input: InputOf<N>) => Promise<AnswerOf<N>>): void {
  const { method, path, input } = CALLS[name];
  app.on(method, '/' + path, async (c) => {
    const raw = method === 'GET' ? c.req.query() : await c.req.json();
    return c.json(await fn(v.parse(input, raw) as InputOf<N>));
  });
}
${ids.map((i) => `handle('call${i}', async () => (${answer(i, wrong)}));`).join('\n')}
export default app;
`,
    client: `import ky from 'ky';
import * as v from 'valibot';
import { CALLS, type CallName, type InputOf } from './contract.ts';
async function call<N extends CallName>(name: N, input: InputOf<N>): Promise<v.InferOutput<(typeof CALLS)[N]['answer']>> {
  const { method, path, answer } = CALLS[name];
  const options = method === 'GET' ? { searchParams: input as Record<string, string> } : { json: input };
  return v.parse(answer, await ky(path, { method, prefix: '/api', ...options }).json()) as never;
}
${CLIENT_CALLS.map((i) => `export const r${i} = () => call('call${i}', ${inputOf(i)});`).join('\n')}
`,
  },
  hono: {
    contract: `export * from './schemas.ts';\n`,
    server: (wrong) => `import { vValidator } from '@hono/valibot-validator';
import { Hono } from 'hono';
import * as s from './schemas.ts';
const app = new Hono()
${ids
  .map(
    (i) =>
      `  .${isGet(i) ? 'get' : 'post'}('/jobs/call${i}', vValidator('${isGet(i) ? 'query' : 'json'}', s.Input${i}), (c) => c.json(${answer(i, wrong)} satisfies import('valibot').InferInput<typeof s.Answer${i}>))`,
  )
  .join('\n')};
export type AppType = typeof app;
export default app;
`,
    client: `import { hc } from 'hono/client';
import type { AppType } from './server.ts';
const client = hc<AppType>('/api');
${CLIENT_CALLS.map((i) => `export const r${i} = async () => (await client.jobs.call${i}.$${isGet(i) ? 'get' : 'post'}({ ${isGet(i) ? 'query' : 'json'}: ${inputOf(i)} })).json();`).join('\n')}
`,
  },
  orpc: {
    contract: `import { oc } from '@orpc/contract';
import * as s from './schemas.ts';
export const contract = {
${ids.map((i) => `  call${i}: oc.route({ method: '${isGet(i) ? 'GET' : 'POST'}', path: '/jobs/call${i}' }).input(s.Input${i}).output(s.Answer${i}),`).join('\n')}
};
`,
    server: (wrong) => `import { OpenAPIHandler } from '@orpc/openapi/fetch';
import { implement } from '@orpc/server';
import { Hono } from 'hono';
import { contract } from './contract.ts';
const os = implement(contract);
const router = os.router({
${ids.map((i) => `  call${i}: os.call${i}.handler(async () => (${answer(i, wrong)})),`).join('\n')}
});
const handler = new OpenAPIHandler(router);
const app = new Hono();
app.all('/api/*', async (c) => (await handler.handle(c.req.raw, { prefix: '/api' })).response ?? c.notFound());
export default app;
`,
    client: `import type { ContractRouterClient } from '@orpc/contract';
import { createORPCClient } from '@orpc/client';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { contract } from './contract.ts';
const client: ContractRouterClient<typeof contract> = createORPCClient(new OpenAPILink(contract, { url: '/api' }));
${CLIENT_CALLS.map((i) => `export const r${i} = () => client.call${i}(${inputOf(i)});`).join('\n')}
`,
  },
  'ts-rest': {
    contract: `import { initContract } from '@ts-rest/core';
import * as s from './schemas.ts';
const c = initContract();
export const contract = c.router({
${ids.map((i) => `  call${i}: { method: '${isGet(i) ? 'GET' : 'POST'}', path: '/jobs/call${i}', ${isGet(i) ? 'query' : 'body'}: s.Input${i}, responses: { 200: s.Answer${i} } },`).join('\n')}
});
`,
    server: (wrong) => `import { fetchRequestHandler, tsr } from '@ts-rest/serverless/fetch';
import { Hono } from 'hono';
import { contract } from './contract.ts';
const router = tsr.router(contract, {
${ids.map((i) => `  call${i}: async () => ({ status: 200 as const, body: ${answer(i, wrong)} }),`).join('\n')}
});
const app = new Hono();
app.all('/api/*', (c) => fetchRequestHandler({ request: c.req.raw, contract, router, options: { basePath: '/api' } }));
export default app;
`,
    client: `import { initClient } from '@ts-rest/core';
import { contract } from './contract.ts';
const client = initClient(contract, { baseUrl: '/api', validateResponse: true });
${CLIENT_CALLS.map((i) => `export const r${i} = () => client.call${i}({ ${isGet(i) ? 'query' : 'body'}: ${inputOf(i)} });`).join('\n')}
`,
  },
};

const TSCONFIG = {
  compilerOptions: {
    target: 'es2024',
    module: 'preserve',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    lib: ['es2024', 'dom'],
    types: [],
  },
  include: ['*.ts'],
};

const tsc = join(root, 'node_modules/.bin/tsc');
const esbuild = join(root, 'node_modules/.bin/esbuild');
const results = [];
for (const [name, c] of Object.entries(candidates)) {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  writeFileSync(join(dir, 'schemas.ts'), schemas);
  writeFileSync(join(dir, 'contract.ts'), c.contract);
  writeFileSync(join(dir, 'client.ts'), c.client);
  writeFileSync(join(dir, 'server.ts'), c.server(false));
  const times = [];
  let memory = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const out = spawnSync(tsc, ['-p', dir, '--extendedDiagnostics'], { encoding: 'utf8' });
    times.push(performance.now() - started);
    if (out.status !== 0) throw new Error(`${name} does not type-check:\n${out.stdout}${out.stderr}`);
    memory = /Memory used:\s+(\S+)/.exec(out.stdout)?.[1] ?? '?';
  }
  times.sort((a, b) => a - b);
  const bundle = join(dir, 'bundle.js');
  execFileSync(
    esbuild,
    [join(dir, 'client.ts'), '--bundle', '--minify', '--format=esm', `--outfile=${bundle}`],
    {
      stdio: 'ignore',
    },
  );
  const bytes = readFileSync(bundle);
  writeFileSync(join(dir, 'server.ts'), c.server(true));
  const wrong = spawnSync(tsc, ['-p', dir], { encoding: 'utf8' });
  const message = `${wrong.stdout}${wrong.stderr}`
    .replace(new RegExp(dir.replaceAll('/', '\\/'), 'g'), '.')
    .trim();
  results.push({
    name,
    ms: times[Math.floor(times.length / 2)],
    memory,
    min: bytes.length,
    gzip: gzipSync(bytes).length,
    message,
  });
}

console.log(`\n${CALLS} calls, type-check median of ${RUNS}, TypeScript ${VERSIONS.typescript}\n`);
console.log('| mechanism | type-check | checker memory | client, minified | client, gzip |');
console.log('|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.name} | ${Math.round(r.ms)} ms | ${r.memory} | ${(r.min / 1024).toFixed(1)} KB | ${(r.gzip / 1024).toFixed(1)} KB |`,
  );
for (const r of results) {
  const lines = r.message.split('\n');
  console.log(
    `\n${r.name}, a handler answering jobId: 'seven' (${lines.length} lines from tsc):\n${lines.slice(0, 8).join('\n')}`,
  );
}
if (!keep) rmSync(root, { recursive: true, force: true });
