#!/usr/bin/env node
/**
 * Counts the row types the API's query code asserts by hand (`rows<T>(…)`, `firstRow<T>(…)`) instead of
 * letting drizzle infer them from the schema (decision 0075), and fails when the count grows past the
 * ceiling below. Each assertion that stays needs a one-line reason: a `// asserted: …` comment on one of
 * the three lines above it; the ones without are listed. Lower the ceiling as queries move to the builder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// 3: the facet counts (decision 0094), a CTE and UNION ALL the builder cannot say.
const CEILING = 3;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = join(ROOT, 'apps/api/src');
// A type argument on a call of `rows` or `firstRow`; the generic declarations themselves (`<T>(`) are not calls.
const ASSERTION = /\b(?:rows|firstRow)<(?!T>\()/g;

const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testing/'))
  .map((f) => join(SOURCES, f));

let total = 0;
const unexplained = [];
const perFile = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let count = 0;
  lines.forEach((line, i) => {
    const hits = line.match(ASSERTION)?.length ?? 0;
    if (hits === 0) return;
    count += hits;
    const above = lines.slice(Math.max(0, i - 3), i + 1).join('\n');
    if (!/\/\/ asserted: \S/.test(above)) unexplained.push(`${relative(ROOT, file)}:${i + 1}`);
  });
  if (count > 0) perFile.push([count, relative(ROOT, file)]);
  total += count;
}

const verbose = process.argv.includes('--list');
if (verbose) {
  for (const [count, file] of perFile.sort((a, b) => b[0] - a[0]))
    console.log(`${String(count).padStart(4)}  ${file}`);
  for (const at of unexplained) console.log(`without a reason: ${at}`);
}
console.log(
  `asserted row types: ${total} (ceiling ${CEILING}), ${unexplained.length} without a "// asserted:" reason`,
);
if (total > CEILING) {
  console.error(
    `asserted row types grew past ${CEILING}: let drizzle's builder type the new query (Queryable.orm)`,
  );
  process.exit(1);
}
