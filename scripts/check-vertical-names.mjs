// A vertical is data (decisions 0016 and 0018): no string literal may name one (alone, or as a word
// inside it, such as '/management/job/tags' or 'technology_session') outside the vertical's own data
// module, its brand app and the third-brand template. Code reads VERTICALS / VERTICAL_IDS, or the
// brand's data, instead. Comments may name them.
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
const name = new RegExp(`\\b(?:${ids.join('|')})\\b`);

/**
 * The literal text of the strings on one line of code: quoted strings and the text parts of template
 * strings (not their `${...}` expressions), up to a line comment. Strings across lines are rare here
 * and not followed.
 */
function stringsOf(line) {
  const out = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === '/' && line[i + 1] === '/') break;
    if (c === "'" || c === '"' || c === '`') {
      let text = '';
      i += 1;
      while (i < line.length && line[i] !== c) {
        if (line[i] === '\\') {
          text += line.slice(i, i + 2);
          i += 2;
        } else if (c === '`' && line[i] === '$' && line[i + 1] === '{') {
          // Skip the expression, nested braces included.
          let depth = 0;
          for (; i < line.length; i += 1) {
            if (line[i] === '{') depth += 1;
            else if (line[i] === '}' && --depth === 0) break;
          }
          i += 1;
          text += ' ';
        } else text += line[i++];
      }
      out.push(text);
    }
    i += 1;
  }
  return out;
}
const comment = /^\s*(\/\/|\/?\*)/;

const found = [];
for (const file of files.filter((f) => !allowed(f))) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!comment.test(line) && stringsOf(line).some((text) => name.test(text)))
      found.push(`${file}:${i + 1}: ${line.trim()}`);
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
