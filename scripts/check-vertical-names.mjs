// A vertical is data (decisions 0016 and 0018): no string literal may name one outside the vertical's
// own data module, its brand app and the third-brand template. Code reads VERTICALS / VERTICAL_IDS,
// or the brand's data, instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const files = git('ls-files', '--cached', '--others', '--exclude-standard').filter((f) =>
  /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f),
);

const dataModules = files.filter((f) => /^packages\/domain\/src\/verticals\/[a-z-]+\.ts$/.test(f));
const ids = dataModules
  .map((f) => /export const vertical = \{\s*id: '([a-z-]+)'/.exec(readFileSync(join(root, f), 'utf8'))?.[1])
  .filter(Boolean);
if (ids.length < 2) {
  console.error(
    `vertical names: found ${ids.length} vertical data modules; is packages/domain/src/verticals/ still the list?`,
  );
  process.exit(1);
}

const allowed = (file) =>
  file.startsWith('packages/domain/src/verticals/') ||
  file.startsWith('scripts/third-brand/') ||
  ids.some((id) => file.startsWith(`apps/${id}/`)) ||
  file === 'scripts/check-vertical-names.mjs';
const literal = new RegExp(`(['"\`])(${ids.join('|')})\\1`);

const found = [];
for (const file of files.filter((f) => !allowed(f))) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (literal.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `A vertical is named by a string literal outside its data (${ids.join(', ')}):\n${found.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `vertical names: ${ids.length} verticals, no literal naming one in ${files.length} code files outside their data`,
);
