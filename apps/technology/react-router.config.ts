import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' worth of work build side by side (e2e reads E2E_BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
