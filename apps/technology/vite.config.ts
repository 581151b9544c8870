import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // The workspace packages export TypeScript source: bundle them into the server build.
  ssr: { noExternal: [/^@jobsite\//] },
  // One stylesheet for the whole site (decision 0013).
  build: { cssCodeSplit: false },
  server: { port: Number(process.env.PORT ?? 3001) },
});
