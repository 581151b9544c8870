/**
 * Prints the gzipped CSS and JS that each component entry adds to a page, largest first.
 * Each `exports` entry of package.json is bundled on its own with Vite (minified, ES module),
 * React and the JSX runtime left external, so a figure is what that component costs a page that
 * already has React (shared dependencies such as Button are counted in every entry that uses them).
 *
 *   node scripts/size-report.ts            (from packages/ui, or `pnpm bench` / root `pnpm bench:ui`)
 *   node scripts/size-report.ts --json     (machine-readable)
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const external = [/^react($|\/)/, /^react-dom($|\/)/];

interface Row {
  entry: string;
  js: number;
  css: number;
  total: number;
}

const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

async function measure(entry: string, file: string): Promise<Row> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      lib: { entry: resolve(root, file), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
      reportCompressedSize: false,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  let js = 0;
  let css = 0;
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type === 'chunk') js += gz(item.code);
      else if (item.fileName.endsWith('.css')) css += gz(item.source);
    }
  }
  return { entry, js, css, total: js + css };
}

// `theme` is build-time code: an app calls makeBrandTheme in its theme.css.ts and ships only the
// resulting CSS variables, so it is not measured as runtime JavaScript.
const buildTimeOnly = new Set(['theme']);

const rows: Row[] = [];
for (const [subpath, file] of Object.entries(pkg.exports)) {
  const entry = subpath.replace(/^\.\//, '');
  if (buildTimeOnly.has(entry)) continue;
  rows.push(await measure(entry, file));
}
rows.sort((a, b) => b.total - a.total);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`.padStart(10);
  console.log(
    `${'entry (@jobsite/ui/...)'.padEnd(24)}${'JS gz'.padStart(10)}${'CSS gz'.padStart(10)}${'total'.padStart(10)}`,
  );
  for (const r of rows) console.log(`${r.entry.padEnd(24)}${kb(r.js)}${kb(r.css)}${kb(r.total)}`);
  console.log(
    `\n${rows.length} entries; react, react-dom and the JSX runtime are external; theme is build-time only.`,
  );
}
