/** The README's table lists every call the package exports, with its method and path. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
/** `call method-and-path` of each table row, whatever the padding. */
const rows = new Set(
  readme
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => `${cells[2]} ${cells[3]}`),
);
const groups = Object.entries(api).filter(([key]) => key.endsWith('Calls')) as [
  string,
  Record<string, { name: string }>,
][];

describe('README', () => {
  it('has a row for every call of every group', () => {
    expect(groups).toHaveLength(18);
    const missing = groups.flatMap(([group, calls]) =>
      Object.entries(calls)
        .filter(([key, def]) => !rows.has(`\`${group.replace(/Calls$/, '')}.${key}\` \`${def.name}\``))
        .map(([key]) => `${group}.${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\((src\/[^)#]+)/g)].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((link) => !existsSync(new URL(`../${link}`, import.meta.url)))).toEqual([]);
  });
});
