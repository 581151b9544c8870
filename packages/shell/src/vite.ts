/**
 * The Vite configuration of every brand app: the brand module the shell's root reads, vanilla-extract,
 * React Router, the workspace packages bundled into the server build, and one stylesheet per site
 * (decision 0013). An app's `vite.config.ts` is `export default brandViteConfig()`.
 */
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const BRAND_MODULE = 'virtual:jobsite/brand';
const RESOLVED = `\0${BRAND_MODULE}`;

/** `virtual:jobsite/brand`: the app's `app/brand.ts` (`brand`) and `app/theme.css.ts` (`theme`). */
export function brandModule(): Plugin {
  let root = process.cwd();
  return {
    name: 'jobsite-brand',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === BRAND_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const file = (name: string) => JSON.stringify(join(root, 'app', name));
      return `export { brand } from ${file('brand.ts')};\nexport { theme } from ${file('theme.css.ts')};\n`;
    },
  };
}

export function brandViteConfig(extra: UserConfig = {}) {
  return defineConfig({
    ...extra,
    plugins: [brandModule(), vanillaExtractPlugin(), reactRouter(), ...(extra.plugins ?? [])],
    // The workspace packages export TypeScript source: bundle them into the server build.
    ssr: { noExternal: [/^@jobsite\//] },
    // One stylesheet for the whole site (decision 0013).
    build: { cssCodeSplit: false },
    server: { port: Number(process.env.PORT ?? 3000) },
  });
}
