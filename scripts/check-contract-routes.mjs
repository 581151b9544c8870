#!/usr/bin/env node
/**
 * Counts the API's routes that serve a call of the catalogue without its contract (decision 0083): an
 * `app.get('/job/…', …)` whose method and path are a call of the registry, instead of
 * `route(app, 'GET job/…', …)`, which takes method, path and input from the contract and must answer
 * its type. Fails when the count grows past the ceiling below; lower it as services convert.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCall } from '../packages/domain/src/answers/registry.ts';

const CEILING = 13;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICES = join(ROOT, 'apps/api/src/services');
const PLAIN = /\bapp\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;
const CONTRACT = /\broute\(\s*app,\s*'([A-Z]+ [^']+)'/g;

let plain = 0;
let contract = 0;
const perFile = [];
for (const file of readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
  const text = readFileSync(join(SERVICES, file), 'utf8');
  const served = [...text.matchAll(PLAIN)].filter(([, method, path]) => findCall(method, path) !== undefined);
  const written = [...text.matchAll(CONTRACT)].length;
  plain += served.length;
  contract += written;
  if (served.length > 0) perFile.push([served.length, written, relative(ROOT, join(SERVICES, file))]);
}
if (process.argv.includes('--list'))
  for (const [n, w, file] of perFile.sort((a, b) => b[0] - a[0]))
    console.log(`${String(n).padStart(4)} plain, ${w} contract  ${file}`);
console.log(
  `catalogue routes: ${contract} written against their contract, ${plain} not yet (ceiling ${CEILING})`,
);
if (plain > CEILING) {
  console.error('a catalogue call is served without its contract: write it as route(app, …) (decision 0083)');
  process.exit(1);
}
